import ChapterKit
import Waymark
import WaymarkMacros

/// The inbox: the latest message of every group, message requests from people the student has no
/// group with, archived conversations, and a new message. Signed in throughout: it is all the
/// student's own mail.
@Routes(feature: "inbox")
public enum InboxRoute {
    @Destination(.push, tab: ChapterTab.connect, tabBar: .hidden, requires: .signedIn, link: "inbox")
    case home

    /// People who wrote first, waiting for an answer.
    @Destination(.push, tab: ChapterTab.connect, tabBar: .hidden, requires: .signedIn, link: "inbox/requests")
    case requests

    /// Conversations put away.
    @Destination(.push, tab: ChapterTab.connect, tabBar: .hidden, requires: .signedIn, link: "inbox/archived")
    case archived

    /// A new message: choosing who it goes to.
    @Destination(.sheet, requires: .signedIn, detents: [.large], link: "inbox/new")
    case compose
}

/// Registers the Inbox feature.
public struct InboxFeature: NavigationFeature {
    public let name = InboxRoute.feature

    public init() {}

    public func register(into registrar: inout FeatureRegistrar) {
        registrar.register(InboxRoute.self) { inbox in
            // The lists stand on the inbox, opened alone by a link or not.
            inbox.requests.parent(InboxRoute.home)
            inbox.archived.parent(InboxRoute.home)
        }
    }
}
