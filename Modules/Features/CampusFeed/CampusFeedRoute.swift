import ChapterKit
import Waymark
import WaymarkMacros

/// Campus posts of the signed-in student's university: each post leads to its author and its
/// university, and a student can write one.
@Routes(feature: "campusfeed")
public enum CampusFeedRoute {
    /// The posts of the student's university, newest first.
    @Destination(.push, tab: ChapterTab.feed, tabBar: .hidden, requires: .signedIn, link: "campus")
    case home

    /// One post; a link to it alone puts the campus feed under it.
    @Destination(.push, tab: ChapterTab.feed, tabBar: .hidden, requires: .signedIn, link: "campus/{id:int}")
    case post(id: CampusPostID)

    /// The posts most talked about this week.
    @Destination(.push, tab: ChapterTab.feed, tabBar: .hidden, requires: .signedIn, link: "campus/trending")
    case trending

    /// Replying to a post, in a sheet over it.
    @Destination(.sheet, requires: .signedIn, detents: [.medium], link: "campus/{id:int}/reply")
    case reply(id: CampusPostID)

    /// Writing a post, in a sheet.
    @Destination(.sheet, requires: .signedIn, detents: [.medium, .large], link: "campus/new")
    case compose
}

/// Registers the CampusFeed feature; the composition root adds it at start-up.
public struct CampusFeedFeature: NavigationFeature {
    public let name = CampusFeedRoute.feature
    let service: any CampusFeedService

    public init(service: any CampusFeedService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(CampusFeedRoute.self) { campus in
            campus.reply.requiresContent("post") { id in await service.post(id) != nil }
            campus.trending.parent(CampusFeedRoute.home)
            campus.post.requiresContent("post") { id in
                await service.post(id) == nil ? nil : CampusFeedRoute.home.erased
            }
        }
    }
}
