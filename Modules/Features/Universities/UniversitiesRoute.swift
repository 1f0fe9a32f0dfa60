import ChapterKit
import Waymark

/// The screens of the Universities feature.
public enum UniversitiesRoute: LinkableRoute {
    case detail(UniversityID)

    public static let typeKey = "universities"

    public var destinationName: DestinationName { "universities.detail" }

    public init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        self = .detail(UniversityID(try values.int("id")))
    }

    public var linkValues: LinkValues {
        switch self {
        case .detail(let id): ["id": .int(id.rawValue)]
        }
    }
}

/// Registers the Universities feature; the composition root supplies its data service.
public struct UniversitiesFeature: NavigationFeature {
    public let name = "universities"
    let service: any UniversitiesService

    public init(service: any UniversitiesService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(UniversitiesRoute.self, destinations: [
            .push("universities.detail", hostTab: ChapterTab.search, tabBar: .hidden)
                .link("university/{id:int}")
                .requiresContent("university") { route in
                    guard case .detail(let id) = route else { return false }
                    return await service.university(id) != nil
                },
        ])
    }
}
