import Foundation
import Testing

/// Held navigation is saved with the session: a user whose app ended while they fetched a
/// password signs in and lands where they were going.
@Suite("Held navigation across a restart, through the chapter command")
struct HeldAcrossRestartTests {
    static func scratchFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("chapter-held-\(UUID().uuidString).json").path
    }

    @Test func aLinkHeldBehindSignInLeadsThereAfterARestart() throws {
        let file = Self.scratchFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let first = try chapter("--state", file, input: "open chapter://cv/education\nstate\nquit\n")
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.contains(#""stack": ["chapter://sign-in"]"#), "Held behind the sign-in cover")
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved.contains(#"\"held\":{\"link\":\"chapter:\/\/cv\/education\",\"cause\":\"link\""#))

        let second = try chapter("--state", file, input: "state\nsign-in\nstate\n")
        #expect(second.status == 0, "\(second.errors)")
        let states = second.output.components(separatedBy: "> {").dropFirst()
        #expect(states.first?.contains(#""pending": "chapter://cv/education""#) == true, "Restored, still waiting")
        #expect(states.last?.contains(#""stack": ["chapter://cv", "chapter://cv/education"]"#) == true)
        #expect(states.last?.contains(#""pending": null"#) == true)
    }

    @Test func aHeldLinkIsForgottenWhenTheUserClosesTheCoverAfterARestart() throws {
        let file = Self.scratchFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        _ = try chapter("--state", file, input: "open chapter://cv/education\nquit\n")
        let second = try chapter("--state", file, input: "dismiss\nsign-in\nstate\n")
        #expect(second.status == 0, "\(second.errors)")
        let last = second.output.components(separatedBy: "> {").last ?? ""
        #expect(last.contains(#""pending": null"#) && last.contains(#""modals": []"#))
        #expect(!last.contains("chapter://cv"), "Closing the cover drops what it waited for")
    }
}
