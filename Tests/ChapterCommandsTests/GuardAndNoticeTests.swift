import ChapterApp
import ChapterCommands
import ChapterKit
import Foundation
import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

@MainActor
@Suite("Chapter: every path guarded, notices in the user's words")
struct GuardAndNoticeTests {
    /// The number of the action titled `title` on the screen on top, for `tap`.
    func action(_ title: String, in sample: Sample) async throws -> Int {
        try #require(await sample.console.display().actions.firstIndex(of: title)) + 1
    }

    @Test func tappingInboxSignedOutLandsOnTheInboxAfterSignIn() async throws {
        let sample = try await Sample()
        await sample.run("tab connect")
        await sample.run("tap \(try await action("Inbox", in: sample))")
        #expect(try sample.state()["pending"] as? String == "chapter://inbox")
        #expect((try sample.modals().first?["stack"] as? [String]) == ["chapter://sign-in"])
        await sample.run("tap 1")
        #expect(try sample.state()["signedIn"] as? Bool == true)
        #expect(try sample.stack("connect") == ["chapter://inbox"])
        #expect(try sample.modals().isEmpty)
    }

    @Test func aNewerLinkReplacesTheHeldOne() async throws {
        let sample = try await Sample()
        await sample.run("open chapter://inbox", "open chapter://university/1", "sign-in")
        #expect(try sample.state()["tab"] as? String == "search")
        #expect(try sample.stack("connect").isEmpty)
        #expect(try sample.stack("search") == ["chapter://university/1"])
    }

    @Test func aLinkReplacingTheStackAGameWasLeftFromForgetsTheGame() async throws {
        let sample = try await Sample()
        await sample.run("tab arcade", "tap 1", "tap 2")
        #expect(try sample.stack("arcade") == ["chapter://careers"])
        await sample.run("open chapter://leaderboards", "back")
        #expect(try sample.modals().isEmpty)
        #expect(try sample.stack("arcade").isEmpty)
    }

    @Test func theArcadeRootLinkFromAnotherTabForgetsTheGame() async throws {
        let sample = try await Sample()
        await sample.run("tab arcade", "tap 1", "tap 2", "tab hub", "open chapter://arcade")
        #expect(try sample.stack("arcade").isEmpty)
        #expect(try sample.modals().isEmpty)
        #expect(await sample.console.execute("back") != .applied, "Nothing to go back to, and no game to reopen")
    }

    @Test func leavingTheGameAndComingBackStillReopensIt() async throws {
        let sample = try await Sample()
        await sample.run("tab arcade", "tap 1", "tap 2", "back")
        #expect(try sample.modals().first?["style"] as? String == "fullScreenCover")
    }

    @Test func aModalOnlyScreenFirstInALinkOpensItsModal() async throws {
        let sample = try await Sample(signedIn: true)
        await sample.run("open chapter://settings/privacy/university/1")
        #expect(try sample.stack("hub").isEmpty)
        let stack = try #require(try sample.modals().first?["stack"] as? [String])
        #expect(stack == ["chapter://settings", "chapter://settings/privacy", "chapter://university/1"])
    }

    @Test func aNoticeLastsOneCommandThatChangesNavigation() async throws {
        let sample = try await Sample()
        await sample.run("open chapter://university/999")
        #expect(try sample.state()["notice"] as? String == "This university is no longer available.")
        _ = await sample.console.execute("state")
        #expect(
            try sample.state()["notice"] as? String == "This university is no longer available.",
            "A command that changes nothing keeps it")
        await sample.run("tab hub")
        #expect(try sample.state()["notice"] is NSNull)
    }

    @Test func theRouterNoLongerDropsASignedInTapItHoldsIt() async throws {
        let sample = try await Sample()
        await sample.run("tab connect", "tap 1")
        #expect(try sample.state()["pending"] as? String != nil)
        await sample.run("back")
        #expect(try sample.state()["pending"] is NSNull)
        #expect(try sample.state()["notice"] as? String == "Sign-in was cancelled, so that screen was not opened.")
    }

    @Test func gesturesChangeTheStateAsBackAndDismissWould() async throws {
        let sample = try await Sample(signedIn: true)
        await sample.run("open chapter://university/1/course/\(sample.course)", "swipe-back")
        #expect(try sample.stack("search") == ["chapter://university/1"])
        await sample.run("swipe-back")
        #expect(await sample.console.execute("swipe-back") != .applied, "The tab shows its first screen")
        await sample.run("open chapter://settings/privacy", "swipe-back")
        #expect((try sample.modals().first?["stack"] as? [String]) == ["chapter://settings"])
        #expect(
            await sample.console.execute("swipe-back") != .applied, "A sheet's first screen is swiped down, not back")
        await sample.run("swipe-down")
        #expect(try sample.modals().isEmpty)
        await sample.run("tab arcade", "tap 1")
        #expect(await sample.console.execute("swipe-down") == .rejected("A full-screen cover cannot be swiped down."))
        #expect(try sample.modals().count == 1)
    }

    @Test func theTerminalRefusesToSwipeDownASheetThatDeclaresItCannotBe() async throws {
        let sample = try await Sample()
        await sample.run("open chapter://terms")
        let terms = try #require(sample.console.presenter.parts.presentedLayer(0, style: .sheet))
        #expect(
            !sample.console.presenter.router.registry.allowsSwipeDown(terms), "The terminal asks the rule SwiftUI asks")
        #expect(
            await sample.console.execute("swipe-down")
                == .rejected("This sheet cannot be swiped down; it closes with its own buttons."))
        #expect(try sample.modals().count == 1)
        #expect(sample.console.planLines().isEmpty, "Nothing changed on screen")
        await sample.run("tap 1")
        #expect(try sample.modals().isEmpty, "Its own button closes it")
    }

    @Test func noNoticeNamesAnInternalOrCarriesAControlCharacter() async throws {
        let sample = try await Sample()
        let internals =
            sample.app.registry.destinations.map(\.name.rawValue)
            + ["courseList", "int", "uuid", "slug", "LinkRejection", "Waymark", "profile.", "chapter://"]
        var generator = SeededBytes(seed: 0x5EED)
        var links = [
            "chapter://settings/delete-account", "chapter://compare?courses=1,2", "chapter://university/x",
            "chapter://nowhere/\u{1B}[31m\r\nforged", "ftp://chapter.app/careers", "http://chapter.app/careers",
            "https://evil.example/careers", "chapter://leaderboards?period=year",
            "chapter://" + String(repeating: "a/", count: 1_100),
            "chapter://course/not-a-uuid", "chapter://university/99999999999999999999999", "chapter://play/NOT_A_SLUG",
        ]
        for _ in 0..<300 { links.append("chapter://" + generator.text(length: 24)) }
        for link in links {
            _ = await sample.console.execute("open \(link)")
            guard let words = try sample.state()["notice"] as? String else { continue }
            #expect(!words.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(link)")
            for name in internals {
                #expect(!words.contains(name), "'\(words)' names '\(name)' for \(link)")
            }
        }
        for payload in [
            #"{"type": "message"}"#, #"{"type": "\u001B[2J"}"#, "[1]",
            #"{"link": "chapter://settings/delete-account"}"#,
        ] {
            _ = await sample.console.run(.notify(payload: Data(payload.utf8)))
            let words = try #require(try sample.state()["notice"] as? String)
            #expect(
                words == "This notification cannot be opened."
                    || words == "That screen can only be opened from inside Chapter.")
        }
    }
}

/// Random text of printable and control characters from a fixed seed, so every run tries the same.
struct SeededBytes {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func text(length: Int) -> String {
        let alphabet = Array("abcz09-_/?=&%.:\u{1B}\r\n\t\u{7F}\u{0}é".unicodeScalars)
        var text = ""
        for _ in 0..<length { text.unicodeScalars.append(alphabet[Int(next() % UInt64(alphabet.count))]) }
        return text
    }
}
