import ChapterKit
import Waymark
import WaymarkMacros

/// The screens of the Accommodation feature, which owns the Map tab.
@Routes(feature: "accommodation")
public enum AccommodationRoute {
    @Destination(.tabRoot, tab: ChapterTab.map, link: "map")
    case map

    /// Every accommodation, or those near one university.
    @Destination(.push, tab: ChapterTab.map, tabBar: .hidden, link: "accommodation[?university={university:int}]")
    case list(university: UniversityID? = nil)

    @Destination(.push, tab: ChapterTab.map, tabBar: .hidden, link: "accommodation/{id:uuid}")
    case detail(id: AccommodationID)
}

/// Registers the Accommodation feature.
public struct AccommodationFeature: NavigationFeature {
    public let name = AccommodationRoute.feature
    let service: any AccommodationService

    public init(service: any AccommodationService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(AccommodationRoute.self) { accommodation in
            accommodation.list.requiresContent("university") { university in
                guard let university else { return true }
                return await service.universityName(university) != nil
            }
            accommodation.detail.requiresContent("accommodation") { id in await service.accommodation(id) != nil }
        }
    }
}
