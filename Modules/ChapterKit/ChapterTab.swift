import Waymark

/// The Chapter app's tabs, in tab-bar order. Features name the tab that hosts their screens
/// through these, never through bare strings.
public enum ChapterTab {
    public static let hub: TabID = "hub"
    public static let search: TabID = "search"
    public static let map: TabID = "map"
    public static let lists: TabID = "lists"
    public static let calendar: TabID = "calendar"
    public static let feed: TabID = "feed"
    public static let connect: TabID = "connect"
    public static let arcade: TabID = "arcade"

    /// Every tab, in the order the tab bar shows them.
    public static let all: [TabID] = [hub, search, map, lists, calendar, feed, connect, arcade]
}
