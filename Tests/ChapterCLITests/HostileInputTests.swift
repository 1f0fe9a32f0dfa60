import Foundation
import Testing

/// Every input the command reads, read one way: the same padding trimmed by every reader, one
/// rule for a key given twice, unknown payload keys skipped unjudged, every input bounded, and
/// messages that quote a short excerpt (docs/chapter-command.md, "Reading input").
@Suite("Hostile input through the chapter command", .serialized)
struct HostileInputTests {
    @Test(arguments: ["\u{200B}", "\u{00A0}", "\u{FEFF}", "\u{2003}"])
    func invisiblePaddingIsPartOfTheLinkForEveryReader(padding: String) throws {
        let link = "\(padding)chapter://careers\(padding)"
        let opened = try chapter("open", link, "--json")
        #expect(opened.status == 2, "open")
        let script = try chapter("run", "-", "--json", input: "open \(link)\n")
        #expect(script.status == 2, "run")
        let checked = try chapter("links", "check", "-", input: "\(link)\n")
        #expect(checked.status == 1, "links check")
        #expect(checked.output.hasPrefix("rejected"))
    }

    @Test func asciiSpacesAndTabsAroundALinkAreTrimmedByEveryReader() throws {
        let link = " \t chapter://careers \t"
        #expect(try chapter("open", link, "--json").output.contains(#""arcade": ["chapter://careers"]"#))
        #expect(
            try chapter("run", "-", "--json", input: "open \(link)\n").output.contains(
                #""arcade": ["chapter://careers"]"#))
        #expect(try chapter("links", "check", "-", input: "\(link)\n").status == 0)
    }

    @Test func unknownPayloadKeysAreSkippedWhateverTheirNumbers() throws {
        let payload = #"{"link": "chapter://careers", "aps": {"badge": 1e-400, "sound": 1e999, "n": -0.0e+0}}"#
        let result = try chapter("notify", "-", "--json", input: payload)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains(#""arcade": ["chapter://careers"]"#))
    }

    @Test(arguments: [
        #"{"link": "chapter://careers", "link": "chapter://feed"}"#,
        #"{"link": "chapter://careers", "aps": {"badge": 1, "badge": 2}}"#,
    ])
    func aKeyGivenTwiceRejectsThePayload(payload: String) throws {
        let result = try chapter("notify", "-", "--json", input: payload)
        #expect(result.status == 2)
        #expect(result.errors.contains("twice"), "\(result.errors)")
        #expect(result.output.contains(#""notice": "This notification cannot be opened.""#))
        #expect(result.output.contains(#""tab": "hub""#), "State unchanged")
    }

    /// A file holding `data`, for inputs too large to hand over a pipe that the command stops
    /// reading once it has seen enough.
    private func file(_ data: Data) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try data.write(to: url)
        return url.path
    }

    @Test func aHugeFieldIsQuotedAsAShortExcerpt() throws {
        let huge = String(repeating: "x", count: 1_000_000)
        let hugePayload = try file(Data(#"{"type": "\#(huge)"}"#.utf8))
        defer { try? FileManager.default.removeItem(atPath: hugePayload) }
        let payload = try chapter("notify", hugePayload)
        #expect(payload.status == 2)
        #expect(payload.errors.utf8.count < 1_000, "\(payload.errors.utf8.count) bytes on standard error")
        #expect(payload.errors.contains("more than the 65536 read"))
        let typed = try chapter("notify", "-", input: #"{"type": "\#(String(repeating: "y", count: 60_000))"}"#)
        #expect(typed.status == 2)
        #expect(typed.errors.contains("…(+"), "\(typed.errors.prefix(300))")
        #expect(typed.errors.utf8.count < 1_000)
        // As long as one argument may be (the system refuses 128 KiB and more).
        let link = try chapter("open", "chapter://\(String(repeating: "z", count: 120_000))")
        #expect(link.status == 2)
        #expect(link.errors.utf8.count < 1_000)
    }

    @Test func aScriptLargerThanTheBoundIsAUsageErrorBeforeAnythingRuns() throws {
        var script = Data("tab map\n".utf8)
        script.append(Data(repeating: UInt8(ascii: "#"), count: 16 * 1024 * 1024))
        let path = try file(script)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try chapter("run", path, "--json")
        #expect(result.status == 64)
        #expect(result.errors.contains("larger than 16 MiB"))
        #expect(result.output.isEmpty)
    }
}
