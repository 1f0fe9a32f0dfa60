import ChapterKit
import Waymark
import WaymarkMacros

/// The Search tab: every university, what a search finds, subjects to browse, and the filters.
@Routes(feature: "search")
public enum SearchRoute {
    @Destination(.tabRoot, tab: ChapterTab.search, link: "search")
    case home

    /// What a search finds: universities and courses whose names contain `query`, in any of
    /// `cities` (a form's repeated field: `?city=North&city=East`).
    @Destination(.push, tab: ChapterTab.search, link: "search/results[?q={query:string}&city={cities:string[]}]")
    case results(query: String? = nil, cities: [String] = [])

    /// Subjects to browse, each a search.
    @Destination(.push, tab: ChapterTab.search, link: "search/subjects")
    case subjects

    /// Narrowing a search to cities, in a sheet that gives the filters back to the results that
    /// opened it.
    @Destination(.popover, gives: SearchFilters.self, link: "search/filters")
    case filters
}

/// Registers the Search feature.
public struct SearchFeature: NavigationFeature {
    public let name = SearchRoute.feature

    public init() {}

    public func register(into registrar: inout FeatureRegistrar) {
        registrar.register(SearchRoute.self) { search in
            search.results.asks(search.filters.name, for: SearchFilters.self) { results, filters in
                .results(query: results.query, cities: filters.cities)
            }
        }
    }
}
