import ChapterKit
import Waymark
import WaymarkMacros

/// Events discovery by category: what is on, filtered by a category, each happening leading to its
/// event in the calendar and its university.
@Routes(feature: "whatson")
public enum WhatsOnRoute {
    /// What is on, in every category or one (`chapter://whats-on?category=music`).
    @Destination(.push, tab: ChapterTab.calendar, tabBar: .hidden, link: "whats-on[?category={category:slug}]")
    case home(category: String? = nil)

    /// One happening.
    @Destination(.push, tab: ChapterTab.calendar, tabBar: .hidden, link: "whats-on/{id:int}")
    case happening(id: HappeningID)

    /// The happenings the student saved: signed in, since they are the student's own.
    @Destination(.push, tab: ChapterTab.calendar, tabBar: .hidden, requires: .signedIn, link: "whats-on/saved")
    case saved

    /// The categories to choose from, in a sheet.
    @Destination(.sheet, detents: [.medium], link: "whats-on/categories")
    case categories
}

/// Registers the WhatsOn feature; the composition root adds it at start-up.
public struct WhatsOnFeature: NavigationFeature {
    public let name = WhatsOnRoute.feature
    let service: any WhatsOnService

    public init(service: any WhatsOnService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(WhatsOnRoute.self) { whatsOn in
            // A happening the data no longer has: the link lands on the tab, with a notice.
            whatsOn.happening.requiresContent("event") { id in await service.happening(id) != nil }
        }
    }
}
