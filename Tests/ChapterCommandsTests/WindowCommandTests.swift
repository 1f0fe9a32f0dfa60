import ChapterApp
import ChapterCommands
import ChapterKit
import Foundation
import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

@MainActor
@Suite("Chapter: several windows, each its own navigation, one session")
struct WindowCommandTests {
    /// Every window's state, by window number.
    func states(_ sample: Sample) -> [Int: NavigationState] {
        Dictionary(
            uniqueKeysWithValues: sample.console.windows.all.map { ($0.navigation.windowNumber, $0.navigation.state) })
    }

    func activeWindow(_ sample: Sample) throws -> Int {
        try #require(try sample.state()["window"] as? Int)
    }

    @Test func twoWindowsKeepSeparateStacks() async throws {
        let sample = try await Sample()
        await sample.run("open chapter://university/1")
        await sample.run("window new")
        #expect(try sample.state()["window"] as? Int == 2)
        #expect(try sample.state()["windows"] as? Int == 2)
        #expect(try sample.stack("search").isEmpty, "A new window starts on the app's first screen")
        await sample.run("tab feed")
        await sample.run("window 1")
        #expect(try sample.stack("search") == ["chapter://university/1"])
        #expect(try sample.state()["tab"] as? String == "search")
        await sample.run("window 2")
        #expect(try sample.state()["tab"] as? String == "feed")
    }

    @Test func windowNewOnALinkShowsItThereEvenWhenAnotherWindowShowsIt() async throws {
        let sample = try await Sample()
        await sample.run("open chapter://university/1", "window new chapter://university/1")
        #expect(try activeWindow(sample) == 2)
        #expect(try sample.stack("search") == ["chapter://university/1"])
        #expect(sample.console.planLines().isEmpty == false, "The new window's plan is printed")
    }

    @Test func aLinkToTheScreenAWindowShowsOnTopOnlyBringsThatWindowForward() async throws {
        let sample = try await Sample()
        await sample.run("open chapter://university/1", "window new", "tab feed")
        let before = states(sample)
        let entries = sample.console.windows.all.map(\.navigation.journal.entries.count)
        await sample.run("open chapter://university/1")
        #expect(try activeWindow(sample) == 1)
        #expect(states(sample) == before, "Nothing else changes, in either window")
        #expect(sample.console.windows.all.map(\.navigation.journal.entries.count) == entries)
        #expect(sample.console.planWords() == ["(window 1 comes to the front; nothing else changes)"])
    }

    @Test func aLinkToAScreenAWindowHoldsGoesToTheLowestNumberedSuch() async throws {
        let sample = try await Sample()
        await sample.run("open chapter://course/\(sample.course)")
        let chain = try sample.stack("search")
        #expect(chain.count == 2, "The course sits over its university")
        await sample.run("window new chapter://course/\(sample.course)", "window new")
        #expect(try activeWindow(sample) == 3)
        await sample.run("open \(chain[0])")
        #expect(try activeWindow(sample) == 1)
        #expect(try sample.stack("search") == [chain[0]])
        await sample.run("window 2")
        #expect(try sample.stack("search") == chain, "Window 2 also held it, but is not the lowest")
    }

    @Test func aLinkNoWindowShowsOrHoldsGoesToTheMostRecentlyActiveWindow() async throws {
        let sample = try await Sample()
        await sample.run("window new", "window new", "window 2", "open chapter://university/1")
        #expect(try activeWindow(sample) == 2)
        #expect(try sample.stack("search") == ["chapter://university/1"])
        await sample.run("window close")
        #expect(try activeWindow(sample) == 3, "The window active before the closed one")
        await sample.run("open chapter://university/2")
        #expect(try sample.stack("search") == ["chapter://university/2"])
        #expect(try sample.state()["windows"] as? Int == 2)
    }

    @Test func aHeldLinkCompletesInItsOwnWindowAndSignOutPrunesEvery() async throws {
        let sample = try await Sample()
        await sample.run("window new", "open chapter://inbox")
        #expect(try sample.state()["pending"] as? String == "chapter://inbox")
        await sample.run("window 1", "open chapter://university/1", "sign-in")
        #expect(try sample.stack("connect").isEmpty, "Window 1 asked for nothing")
        await sample.run("window 2")
        #expect(try sample.stack("connect") == ["chapter://inbox"])
        await sample.run("window 1", "open chapter://inbox")
        #expect(try activeWindow(sample) == 2, "Window 2 shows the inbox on top")
        await sample.run("window 1", "window new chapter://inbox")
        #expect(try activeWindow(sample) == 3, "A window opened on a link shows it itself")
        await sample.run("sign-out")
        for window in sample.console.windows.all {
            #expect(
                window.navigation.state.stack(of: ChapterTab.connect).isEmpty,
                "window \(window.navigation.windowNumber)")
        }
    }

    @Test func gameFirstModeIsTheSessionsAndShowsInEveryWindow() async throws {
        let sample = try await Sample()
        func worldUp(_ window: ChapterApp) -> Bool {
            window.navigation.state.modals.first.map { try? window.registry.link(for: $0.root) } == "chapter://world"
        }
        await sample.run("window new", "game-mode on")
        #expect(sample.console.windows.all.allSatisfy(worldUp), "The world in every window")
        await sample.run("window new")
        #expect(worldUp(sample.app), "A window opened meanwhile shows it too")
        await sample.run("window 1", "game-mode off")
        #expect(!sample.console.windows.all.contains(where: worldUp), "and it goes from every window")
        #expect(try sample.state()["windows"] as? Int == 3)
    }

    @Test func aServiceActsInItsOwnWindowWhileAnotherIsActive() async throws {
        let sample = try await Sample()
        await sample.run("window new", "window 1")
        let second = try #require(sample.console.windows.window(numbered: 2))
        let screen = await second.screen(for: second.rootRoute(of: second.navigation.state.selectedTab))
        let action = try #require(screen.actions.first)
        let before = (sample.app.navigation.state, second.navigation.state)
        await action.perform()
        #expect(sample.app.navigation.state == before.0, "Window 1, the active one, is as it was")
        // Which screen opened, and where: the first featured university pushed on window 2's
        // Hub, nothing else of it changed. A service that acted on another screen, another tab or
        // another window fails here, where any change at all would have passed.
        let opened = second.navigation.state
        let links = try opened.stack(of: ChapterTab.hub).map { try second.registry.link(for: $0) }
        #expect(links == ["chapter://university/1"], "The featured university opened in window 2")
        #expect(opened.selectedTab == ChapterTab.hub)
        for tab in ChapterTab.all where tab != ChapterTab.hub {
            #expect(opened.stack(of: tab) == before.1.stack(of: tab), "tab '\(tab)' of window 2 is as it was")
        }
        #expect(opened.modals == before.1.modals)
        #expect(try activeWindow(sample) == 1)
    }

    @Test func windowsListsEveryWindowWithTheActiveOneMarked() async throws {
        let sample = try await Sample()
        await sample.run("open chapter://university/1", "window new", "tab feed")
        guard case .output(let list) = await sample.console.execute("windows") else {
            Issue.record("windows prints the list")
            return
        }
        let lines = list.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("  window 1: tab search, "))
        #expect(lines[1].hasPrefix("* window 2: tab feed, "))
    }

    @Test(arguments: [
        ("window", "window needs new, close or a window's number"),
        ("window 0", "is not new, close or a window's number"),
        ("window -1", "is not new, close or a window's number"),
        ("window 99999999999999999999999", "is not new, close or a window's number"),
        ("window 99", "No window 99 is open"),
        ("window close now", "window close takes nothing after it"),
        ("window new chapter://nowhere", "No window opened"),
        ("window new https://evil.example/university/1", "No window opened"),
        ("window close", "stays open: this is the only window open"),
        ("windows 2", "windows takes nothing after it"),
    ])
    func aBadWindowLineIsRejectedWithItsReason(line: String, reason: String) async throws {
        let sample = try await Sample()
        let before = states(sample)
        let outcome = await sample.console.execute(line)
        #expect(outcome.rejectionReason?.contains(reason) == true, "\(outcome)")
        #expect(states(sample) == before)
        #expect(sample.console.windows.all.count == 1)
    }

    @Test func atMostTwentyWindowsOpen() async throws {
        let sample = try await Sample()
        for _ in 2...ChapterWindows.limit { await sample.run("window new") }
        let outcome = await sample.console.execute("window new chapter://university/1")
        #expect(outcome.rejectionReason?.contains("20 windows are open") == true)
        #expect(try sample.state()["windows"] as? Int == 20)
        #expect(try activeWindow(sample) == 20)
    }

    @Test func theJournalNamesTheWindowOnceThereAreSeveral() async throws {
        let sample = try await Sample()
        await sample.run("tab feed")
        #expect(await sample.console.journalWords(last: 1).hasPrefix("window") == false)
        await sample.run("window new", "tab feed")
        #expect(await sample.console.journalWords(last: 1).hasPrefix("window 2: "))
    }
}
