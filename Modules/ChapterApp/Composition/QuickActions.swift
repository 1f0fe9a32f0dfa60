import ChapterKit
import Inbox
import Waymark

extension ChapterApp {
    /// Chapter's Home Screen quick actions, each made from its screen's declaration (its link), so
    /// none is a hand-written case: search, the shortlist, the calendar, the inbox (which waits for
    /// sign-in like any link).
    public var quickActions: [QuickAction] {
        let screens: [(AnyRoute, String)] = [
            (rootRoute(of: ChapterTab.search), "Search"), (rootRoute(of: ChapterTab.lists), "Your shortlist"),
            (rootRoute(of: ChapterTab.calendar), "Calendar"), (InboxEntryPoints.inbox, "Inbox"),
        ]
        return screens.compactMap { route, title in try? registry.quickAction(for: route, title: title) }
    }
}
