import ChapterApp
import ChapterCommands
import ChapterKit
import Foundation
import PropertyBased
import Testing
@_spi(FrontEnd) import Waymark

/// What a user does across windows, for random sessions: ways in, taps and gestures, the window
/// commands (bad ones included) and what the session holds.
private let vocabulary = [
    "open chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37", "open chapter://university/1",
    "open chapter://university/2", "open chapter://settings", "open chapter://inbox", "open chapter://nowhere",
    #"notify {"link": "chapter://careers"}"#, "quick-action search", "tap 1", "tap 2", "back", "dismiss",
    "swipe-back", "swipe-down", "tab search", "tab feed", "tab hub", "window new", "window new chapter://university/1",
    "window new chapter://inbox", "window 1", "window 2", "window 3", "window 0", "window close", "windows", "state",
    "sign-in", "sign-out", "game-mode on", "game-mode off",
]

@MainActor
@Suite("A command in one window never changes another")
struct WindowPropertyTests {
    static let sessions = Gen.int(in: 0..<vocabulary.count).array(of: 1...40)

    /// After every command, every window but the active one (where a way in went, or the one the
    /// command acted on) has the navigation it had, unless the command changed what the session
    /// holds (signing in or out, directly or by a screen's button; game-first mode): those apply
    /// to every window. A window the command closed is gone, and one it opened is new. Only a way
    /// in or a window command changes which window is active.
    @Test func aCommandChangesOnlyTheWindowItActsIn() async {
        await propertyCheck(count: 80, input: Self.sessions) { picks in
            guard let sample = try? await Sample() else {
                Issue.record("The sample app did not start")
                return
            }
            let session = sample.app.session
            for pick in picks {
                let line = vocabulary[pick]
                let before = states(sample)
                let held = (session.met, session.modes)
                let activeBefore = sample.app.navigation.windowNumber
                _ = await sample.console.execute(line)
                let after = states(sample)
                let waysIn = ["open ", "notify ", "activity ", "quick-action ", "window"]
                if !waysIn.contains(where: line.hasPrefix) {
                    #expect(sample.app.navigation.windowNumber == activeBefore, "\(line) moved to another window")
                }
                #expect(Set(after.keys).isSuperset(of: before.keys) || line == "window close", "\(line)")
                // What the session holds applies to every window: its commands, and any command
                // that changed it (a screen's sign-in button).
                let sessionCommands = ["sign-in", "sign-out", "game-mode on", "game-mode off"]
                guard session.met == held.0, session.modes == held.1, !sessionCommands.contains(line) else { continue }
                let active = sample.app.navigation.windowNumber
                for (window, state) in before where window != active {
                    guard let now = after[window] else { continue }
                    #expect(now == state, "\(line) changed window \(window) while window \(active) was active")
                }
            }
        }
    }

    private func states(_ sample: Sample) -> [Int: NavigationState] {
        Dictionary(
            uniqueKeysWithValues: sample.console.windows.all.map { ($0.navigation.windowNumber, $0.navigation.state) })
    }
}
