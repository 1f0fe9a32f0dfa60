import ChapterKit
import Waymark

/// The screens of the Accommodation feature, which owns the Map tab.
public enum AccommodationRoute: LinkableRoute {
    case map
    /// Every accommodation, or those near one university.
    case list(near: UniversityID?)
    case detail(AccommodationID)

    public static let typeKey = "accommodation"

    public var destinationName: DestinationName {
        switch self {
        case .map: "accommodation.map"
        case .list: "accommodation.list"
        case .detail: "accommodation.detail"
        }
    }

    public init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        switch destination {
        case "accommodation.map": self = .map
        case "accommodation.list": self = .list(near: try values.optionalInt("university").map(UniversityID.init))
        case "accommodation.detail": self = .detail(AccommodationID(try values.uuid("id")))
        default: throw .noLink(destination)
        }
    }

    public var linkValues: LinkValues {
        switch self {
        case .map: [:]
        case .list(let university): ["university": university.map { .int($0.rawValue) }]
        case .detail(let id): ["id": .uuid(id.rawValue)]
        }
    }
}

/// Registers the Accommodation feature.
public struct AccommodationFeature: NavigationFeature {
    public let name = "accommodation"
    let service: any AccommodationService

    public init(service: any AccommodationService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(AccommodationRoute.self, destinations: [
            .tabRoot("accommodation.map", tab: ChapterTab.map).link("map"),
            .push("accommodation.list", hostTab: ChapterTab.map, tabBar: .hidden)
                .link("accommodation[?university={university:int}]")
                .requiresContent("university") { route in
                    guard case .list(let university) = route else { return false }
                    guard let university else { return true }
                    return await service.universityName(university) != nil
                },
            .push("accommodation.detail", hostTab: ChapterTab.map, tabBar: .hidden)
                .link("accommodation/{id:uuid}")
                .requiresContent("accommodation") { route in
                    guard case .detail(let id) = route else { return false }
                    return await service.accommodation(id) != nil
                },
        ])
    }
}
