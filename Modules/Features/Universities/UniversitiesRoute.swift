import ChapterKit
import Waymark
import WaymarkMacros

/// The screens of the Universities feature.
@Routes(feature: "universities")
public enum UniversitiesRoute {
    @Destination(.push, tab: ChapterTab.search, tabBar: .hidden, link: "university/{id:int}")
    case detail(id: UniversityID)
}

/// Registers the Universities feature; the composition root supplies its data service.
public struct UniversitiesFeature: NavigationFeature {
    public let name = UniversitiesRoute.feature
    let service: any UniversitiesService

    public init(service: any UniversitiesService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(UniversitiesRoute.self) { universities in
            universities.detail.requiresContent("university") { id in await service.university(id) != nil }
            // A university's number is the catalog's, not the user's: analytics may count visits.
            universities.detail.reportable { id in ["university": String(id.rawValue)] }
        }
    }
}
