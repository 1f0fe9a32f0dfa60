import ChapterKit
import Foundation
import Waymark
import WaymarkMacros

/// A university's societies and sports clubs: each leads to its university, its next event and its
/// group chat, and a signed-in student can join one.
@Routes(feature: "societies")
public enum SocietiesRoute {
    /// A university's societies and sports clubs.
    @Destination(.push, tab: ChapterTab.search, tabBar: .hidden, link: "university/{university:int}/societies")
    case list(university: UniversityID)

    /// One society; a link to it alone puts its university under it.
    @Destination(.push, tab: ChapterTab.search, tabBar: .hidden, link: "society/{id:uuid}")
    case detail(id: SocietyID)

    /// A society's coming events, over its page.
    @Destination(.push, tab: ChapterTab.search, tabBar: .hidden, link: "society/{id:uuid}/events")
    case events(id: SocietyID)

    /// Who is in a society, over its page: signed in, since it shows people.
    @Destination(.push, tab: ChapterTab.search, tabBar: .hidden, requires: .signedIn, link: "society/{id:uuid}/members")
    case members(id: SocietyID)

    /// Joining a society, in a sheet over it.
    @Destination(.sheet, requires: .signedIn, detents: [.medium], link: "society/{id:uuid}/join")
    case join(id: SocietyID)
}

/// Registers the Societies feature; the composition root adds it at start-up.
public struct SocietiesFeature: NavigationFeature {
    public let name = SocietiesRoute.feature
    let service: any SocietiesService
    let university: @Sendable (UniversityID) -> AnyRoute

    /// `university` is the route of a university's page, which another team owns.
    public init(service: any SocietiesService, university: @escaping @Sendable (UniversityID) -> AnyRoute) {
        self.service = service
        self.university = university
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        let university = university
        registrar.register(SocietiesRoute.self) { societies in
            societies.list.parent { university($0) }
            // A society's page stands on its university's, read once for both the check and the parent.
            societies.detail.requiresContent("society") { id in
                await service.society(id).map { university($0.university) }
            }
            societies.join.requiresContent("society") { id in await service.society(id) != nil }
            societies.events.requiresContent("society") { id in
                await service.society(id) == nil ? nil : SocietiesRoute.detail(id: id).erased
            }
            societies.members.requiresContent("society") { id in
                await service.society(id) == nil ? nil : SocietiesRoute.detail(id: id).erased
            }
        }
    }
}
