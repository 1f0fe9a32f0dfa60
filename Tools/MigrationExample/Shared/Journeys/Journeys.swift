import AppModels
import Foundation

/// The journeys the legacy app's team wrote: taps, links and notifications through every tab,
/// the course opened from the filters sheet (which reopens on back), and relaunches. Each step of
/// the move replays them and must show the same screens.
public enum Journeys {
    static let physics = Directory.physics.uuidString
    static let ada = Directory.ada.id.uuidString

    public static let all: [Journey] = [
        Journey(
            "The hub, a university and its course",
            [
                .tap("University of Edinburgh"), .tap("Accommodation"), .back, .tap("Physics"),
                .tap("Compare with Maths"), .back, .back, .back,
                .tap("Career paths"), .back, .tap("Weekly leaderboard"), .back,
            ]),
        Journey(
            "A course from the filters sheet, and back to the sheet",
            [.select(.search), .tap("Filters"), .tap("Physics"), .tap("University"), .back, .back, .dismiss]),
        Journey(
            "Connect: a profile, a group, a chat and a new message",
            [
                .select(.connect), .tap("Ada"), .tap("Message"), .back, .back, .tap("Physics study group"),
                .tap("Group chat"), .back, .back, .tap("New message"), .tap("Grace"), .back, .dismiss,
            ]),
        Journey(
            "Links from outside, one from a fresh tab each",
            [
                .open("chapter://university/7"), .back, .open("chapter://course/\(physics)"), .back,
                .open("chapter://profile/\(ada)"), .back, .open("chapter://careers"), .back,
                .open("chapter://leaderboards/weekly"), .back,
            ]),
        Journey(
            "Notifications",
            [
                .notify(["type": "chat", "id": Directory.adaChat.uuidString]), .back,
                .notify(["type": "group", "id": Directory.studyGroup.id.uuidString]), .back,
            ]),
        Journey(
            "A relaunch deep in a tab, then back to its root",
            [
                .select(.search), .tap("Physics"), .tap("University"), .tap("Accommodation"), .relaunch,
                .back, .back, .back,
            ]),
        Journey(
            "A relaunch on the inbox",
            [.tap("Inbox"), .tap("Ada"), .relaunch, .back, .back]),
    ]

    /// Every link the legacy app opens, one for each of its destinations: each step must open
    /// every one the step before it opened, on the same screen.
    public static let links: [String] = [
        "chapter://careers",
        "chapter://leaderboards/weekly",
        "chapter://university/7",
        "chapter://inbox",
        "chapter://course/\(physics)",
        "chapter://compare/\(physics)/\(Directory.maths.uuidString)",
        "chapter://accommodation/\(Directory.hallOne.uuidString)",
        "chapter://profile/\(ada)",
        "chapter://group/\(Directory.studyGroup.id.uuidString)",
        "chapter://chat/\(Directory.adaChat.uuidString)",
    ]

    /// Links the legacy app reads as nothing (another host, an unknown profile, a malformed id,
    /// an insecure scheme): each step must refuse them too, from a tab's root, leaving it there.
    public static let refusedLinks: [String] = [
        "chapter://planet/mars",
        "chapter://profile/\(UUID(uuidString: "A0A0A0A0-0000-4000-8000-0000000000FF")!.uuidString)",
        "chapter://university/edinburgh",
        "http://course/\(physics)",
    ]

    /// Where a session is saved from before a relaunch, to check the next step restores it, and
    /// the legacy app's own (its tab and path) restores on every step: the last screen of each of
    /// these journeys.
    public static let sessions: [Journey] = [
        Journey("Deep in the hub", [.tap("University of Edinburgh"), .tap("Physics"), .tap("Compare with Maths")]),
        Journey("A course under the search tab", [.select(.search), .tap("Physics"), .tap("University")]),
        Journey("A profile, then a chat", [.select(.connect), .tap("Ada"), .tap("Message")]),
        Journey("The inbox's chat", [.tap("Inbox"), .tap("Ada")]),
    ]

    /// Sessions with a sheet up, or one waiting to reopen: Waymark saves them (the legacy app
    /// saved only its tab and path), so each step restores those of the step before.
    public static let sheetSessions: [Journey] = [
        Journey("The filters sheet open", [.select(.search), .tap("Filters")]),
        Journey(
            "A course from the filters sheet, the sheet waiting", [.select(.search), .tap("Filters"), .tap("Physics")]),
        Journey(
            "A profile from a new message, the sheet waiting", [.select(.connect), .tap("New message"), .tap("Grace")]),
    ]
}
