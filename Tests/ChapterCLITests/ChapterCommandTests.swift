import Foundation
import Testing

/// Runs the built `chapter` binary as a user would, with `input` on standard input.
func chapter(_ arguments: String..., input: String = "") throws -> (status: Int32, output: String, errors: String) {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("chapter")
    let directory = binary.deletingLastPathComponent()
    let executable = FileManager.default.isExecutableFile(atPath: binary.path)
        ? binary
        : try #require(
            try FileManager.default.contentsOfDirectory(atPath: directory.deletingLastPathComponent().path)
                .map { directory.deletingLastPathComponent().appendingPathComponent($0).appendingPathComponent("chapter") }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "the chapter binary was not built")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe(), errors = Pipe(), standardInput = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = standardInput
    try process.run()
    standardInput.fileHandleForWriting.write(Data(input.utf8))
    try standardInput.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}

@Suite("The chapter command", .serialized)
struct ChapterCommandTests {
    @Test func openPrintsTheStateAndExitsZero() throws {
        let result = try chapter("open", "chapter://search/university/1", "--json")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix(#"{"tab": "search", "tabBarVisible": false, "stacks": {"hub": [], "search": ["chapter://university/1"]"#))
    }

    @Test func aRejectedLinkPrintsTheStateAndExitsTwo() throws {
        let result = try chapter("open", "ftp://chapter.app/careers", "--json")
        #expect(result.status == 2)
        #expect(result.errors.contains("Links starting with 'ftp:' cannot be opened here."))
        #expect(result.output.contains(#""notice": "Chapter cannot open this kind of link.""#))
    }

    @Test func aUsageErrorExits64() throws {
        #expect(try chapter("open").status == 64)
        #expect(try chapter("routes", "--format", "yaml").status == 64)
    }

    @Test func notifyReadsStandardInput() throws {
        let result = try chapter("notify", "-", "--json", input: #"{"link": "chapter://careers"}"#)
        #expect(result.status == 0)
        #expect(result.output.contains(#""arcade": ["chapter://careers"]"#))
    }

    @Test func runPrintsOneStateLinePerCommand() throws {
        let script = "# browse\nopen chapter://university/1\ntap 1\nback\nfly\n"
        let result = try chapter("run", "-", "--json", input: script)
        #expect(result.status == 2)
        #expect(result.output.split(separator: "\n").count == 4)
        #expect(result.errors.contains("line 5: Unknown command 'fly'"))
    }

    @Test func linksCheckExitsOneWhenAnyLinkIsRejected() throws {
        let good = try chapter("links", "check", "-", input: "chapter://careers\nhttps://chapter.app/university/2\n")
        #expect(good.status == 0)
        let mixed = try chapter("links", "check", "-", input: "chapter://careers\nchapter://settings/delete-account\nchapter://nowhere\n")
        #expect(mixed.status == 1)
        #expect(mixed.output.split(separator: "\n").map { $0.hasPrefix("ok") } == [true, false, false])
    }

    @Test func routesAndTheSiteAssociationComeFromTheRegistry() throws {
        let routes = try chapter("routes", "--format", "json")
        #expect(routes.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(routes.output.utf8)) as? [[String: Any]])
        #expect(rows.count == 26)
        let aasa = try chapter("aasa")
        #expect(aasa.output.contains(#""exclude" : true"#))
    }

    @Test func anInteractiveSessionIsRestoredOnTheNextStart() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("chapter-cli-\(UUID().uuidString).json").path
        let first = try chapter("--state", file, input: "open chapter://university/3\nquit\n")
        #expect(first.status == 0)
        #expect(first.output.contains("Southmoor University"))
        let second = try chapter("--state", file, input: "state\n")
        #expect(second.output.contains(#""search": ["chapter://university/3"]"#))
        let fresh = try chapter("--state", file, "--fresh", input: "state\n")
        #expect(fresh.output.contains(#""search": []"#))
    }
}
