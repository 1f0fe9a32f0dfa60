import ChapterApp
import ChapterCommands
import ChapterKit
import Foundation
import Testing
@_spi(FrontEnd) import Waymark

@MainActor
@Suite("Chapter: flows, guards and notifications")
struct FlowTests {
    @Test func aLinkWhileASheetIsOpenDismissesItAndReplacesTheTab() async throws {
        let sample = try await Sample(signedIn: true)
        await sample.run("open chapter://settings/privacy", "open chapter://careers")
        #expect(try sample.modals().isEmpty)
        #expect(try sample.state()["tab"] as? String == "arcade")
        #expect(try sample.stack("arcade") == ["chapter://careers"])
    }

    @Test func aSignedInLinkWaitsForSignInThenOpens() async throws {
        let sample = try await Sample()
        await sample.run("open chapter://group/\(sample.group)")
        let held = try sample.state()
        #expect(held["pending"] as? String == "chapter://group/\(sample.group)")
        #expect((try sample.modals().first?["stack"] as? [String]) == ["chapter://sign-in"])
        await sample.run("sign-in")
        #expect(try sample.state()["pending"] is NSNull)
        #expect(try sample.modals().isEmpty)
        #expect(try sample.stack("connect") == ["chapter://group/\(sample.group)"])
        #expect(try sample.state()["signedIn"] as? Bool == true)
    }

    @Test func aSheetThatPicksWhatToShowClosesAndShowsItInOneStep() async throws {
        for (sheet, shown) in [
            ("chapter://whats-on/categories", "chapter://whats-on")
        ] {
            let sample = try await Sample(signedIn: true)
            await sample.run("open \(sheet)")
            let entries = sample.app.navigation.journal.entries.filter { $0.arrival == nil }.count
            await sample.run("tap 1")
            #expect(try sample.modals().isEmpty, "\(sheet)")
            let tab = try #require(try sample.state()["tab"] as? String)
            #expect(try sample.stack(tab).last?.hasPrefix(shown) == true, "\(sheet)")
            #expect(
                sample.app.navigation.journal.entries.filter { $0.arrival == nil }.count == entries + 1,
                "one transaction: \(sheet)")
        }
        let sample = try await Sample(signedIn: true)
        await sample.run("open chapter://inbox/new", "tap 1")
        #expect(try sample.modals().isEmpty)
        // Pushed where the user is, as every screen's push is.
        #expect(try sample.stack("hub").last == "chapter://chat/\(sample.group)")
    }

    @Test func dismissingSignInDropsTheHeldLink() async throws {
        let sample = try await Sample()
        await sample.run("open chapter://inbox", "dismiss")
        let state = try sample.state()
        #expect(state["pending"] is NSNull)
        #expect(state["notice"] as? String == "Sign-in was cancelled, so that screen was not opened.")
        #expect(try sample.stack("connect").isEmpty)
    }

    @Test func signingOutPrunesSignedInScreens() async throws {
        let sample = try await Sample(signedIn: true)
        await sample.run("open chapter://group/\(sample.group)", "tap 1", "open chapter://settings", "sign-out")
        #expect(try sample.stack("connect").isEmpty)
        #expect(try sample.modals().isEmpty)
    }

    @Test func accountDeletionIsOnlyReachedFromPrivacy() async throws {
        let sample = try await Sample(signedIn: true)
        #expect(await sample.console.execute("open chapter://settings/delete-account") != .applied)
        await sample.run("open chapter://settings/privacy", "tap 1")
        let stack = try #require(try sample.modals().first?["stack"] as? [String])
        #expect(stack == ["chapter://settings", "chapter://settings/privacy", "chapter://settings/delete-account"])
        await sample.run("tap 1")
        #expect(try sample.state()["signedIn"] as? Bool == false)
        #expect(try sample.modals().isEmpty)
    }

    @Test func missingContentLandsOnTheTabRootWithANotice() async throws {
        let sample = try await Sample()
        await sample.run("open chapter://university/\(sample.university)", "open chapter://university/999")
        let state = try sample.state()
        #expect(state["tab"] as? String == "search")
        #expect(try sample.stack("search").isEmpty)
        #expect(state["notice"] as? String == "This university is no longer available.")
    }

    @Test func everyNotificationTypeOpensItsScreen() async throws {
        let sample = try await Sample(signedIn: true)
        let message = sample.catalog.groups[0].messages[1].id.description
        let cases: [(String, String, String)] = [
            (
                #"{"type": "message", "group_id": "\#(sample.group)", "message_id": "\#(message)"}"#, "connect",
                "chapter://chat/\(sample.group)?message=\(message)"
            ),
            (
                #"{"type": "event_reminder", "event_id": "\#(sample.event)"}"#, "calendar",
                "chapter://event/\(sample.event)"
            ),
            (
                #"{"type": "friend_request", "user_id": "\#(sample.user)"}"#, "connect",
                "chapter://profile/\(sample.user)"
            ),
            (
                #"{"type": "leaderboard", "game": "\#(sample.game)"}"#, "arcade",
                "chapter://leaderboards?game=\(sample.game)"
            ),
            (#"{"link": "chapter://careers", "aps": {"alert": "Hi"}}"#, "arcade", "chapter://careers"),
        ]
        for (payload, tab, top) in cases {
            await sample.run("notify \(payload)")
            #expect(try sample.state()["tab"] as? String == tab, "\(payload)")
            #expect(try sample.stack(tab).last == top, "\(payload)")
        }
        for bad in [#"{"type": "birthday"}"#, #"{"type": "message"}"#, "[1]", "not json"] {
            #expect(await sample.console.execute("notify \(bad)") != .applied, "\(bad)")
        }
    }

    @Test func browsingAUniversityItsCourseCompareAndBack() async throws {
        let sample = try await Sample()
        await sample.run("tab search", "tap 1", "tap 1", "tap 2")
        let stack = try sample.stack("search")
        #expect(stack.count == 3)
        #expect(stack[0] == "chapter://university/\(sample.university)")
        #expect(stack[2].hasPrefix("chapter://compare?courses=\(sample.course),"))
        #expect(try sample.state()["tabBarVisible"] as? Bool == false)
        await sample.run("back", "back", "back")
        #expect(try sample.stack("search").isEmpty)
        #expect(try sample.state()["tabBarVisible"] as? Bool == true)
        #expect(await sample.console.execute("back") == .rejected("There is nothing to go back to."))
    }

    @Test func aGroupItsChatAndAMembersProfile() async throws {
        let sample = try await Sample(signedIn: true)
        await sample.run("tab connect", "tap 1", "tap 1", "tap 1")
        let stack = try sample.stack("connect")
        #expect(stack.count == 3)
        #expect(stack[1] == "chapter://chat/\(sample.group)")
        #expect(stack[2].hasPrefix("chapter://profile/"))
    }

    @Test func leavingAGameForCareersBringsItBackOnReturn() async throws {
        let sample = try await Sample()
        await sample.run("tab arcade", "tap 1", "tap 2")
        #expect(try sample.modals().isEmpty)
        #expect(try sample.stack("arcade") == ["chapter://careers"])
        await sample.run("back")
        let stack = try #require(try sample.modals().first?["stack"] as? [String])
        #expect(stack == ["chapter://play/\(sample.game)"])
        await sample.run("tap 3")
        #expect(try sample.modals().isEmpty)
    }

    @Test func theStateJSONHasExactlyTheSpecsKeysInOrder() async throws {
        let sample = try await Sample()
        let json = sample.console.stateJSON()
        #expect(
            json
                == #"{"tab": "hub", "tabBarVisible": true, "stacks": {"hub": [], "search": [], "map": [], "lists": [], "calendar": [], "feed": [], "connect": [], "arcade": []}, "modals": [], "signedIn": false, "onboarded": false, "gameMode": false, "pending": null, "notice": null, "alert": null, "awaiting": [], "tabBeforeSearch": null, "window": 1, "windows": 1, "unsaved": []}"#
        )
        #expect(await sample.console.execute("tap 99") != .applied)
        #expect(
            await sample.console.execute("fly away", interactive: true)
                == .rejected("Unknown command 'fly'. Type help for the list."))
        #expect(
            await sample.console.execute("fly away")
                == .rejected("Unknown command 'fly'; chapter run --help lists the commands a script can use."))
        #expect(
            await sample.console.execute("help")
                == .rejected(
                    "'help' works only in an interactive session; chapter run --help lists the commands a script can use."
                ))
        if case .output(let help) = await sample.console.execute("help", interactive: true) {
            #expect(help.contains("tap <n>"))
        } else {
            Issue.record("help printed nothing")
        }
    }
}
