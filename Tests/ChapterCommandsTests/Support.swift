import ChapterApp
import ChapterCommands
import ChapterKit
import Foundation
import Testing
@_spi(FrontEnd) import WaymarkPresentation

/// A started app on the sample catalog in a console, and the catalog's first few things to link to.
@MainActor
struct Sample {
    let console: Console
    var app: ChapterApp { console.app }
    var catalog: ChapterCatalog { app.catalog }
    var university: Int { catalog.universities[0].id.rawValue }
    var course: String { catalog.courses[0].id.description }
    var otherCourse: String {
        catalog.courses.first { $0.university == catalog.courses[0].university && $0.id != catalog.courses[0].id }!.id
            .description
    }
    var group: String { catalog.groups[0].id.description }
    var user: String { catalog.users[1].id.description }
    var event: String { catalog.events[0].id.description }
    var game: String { catalog.games[0].id.rawValue }

    init(signedIn: Bool = false, platform: PlatformRules = .iOS17, width: WindowWidth = .compact) async throws {
        console = Console(
            app: try ChapterApp(signedIn: signedIn, tabsHaveRoles: platform.givesTabsRoles), platform: platform,
            width: width)
        await console.start()
    }

    /// The steps of the last command's plan, every update's in order, as JSON objects.
    func planSteps() throws -> [[String: Any]] {
        let plan = try #require(
            try JSONSerialization.jsonObject(with: Data(console.planJSON().utf8)) as? [String: [[[String: Any]]]])
        return try #require(plan["plan"]).flatMap { $0 }
    }

    /// The state as a JSON object, for asserting parts of it.
    func state() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(console.stateJSON().utf8)) as? [String: Any])
    }

    func stack(_ tab: String) throws -> [String] {
        try #require((try state()["stacks"] as? [String: [String]])?[tab])
    }

    func modals() throws -> [[String: Any]] {
        try #require(try state()["modals"] as? [[String: Any]])
    }

    /// Runs commands in order, expecting each to be applied.
    func run(_ commands: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        for command in commands {
            let outcome = await console.execute(command)
            #expect(outcome == .applied, "\(command)", sourceLocation: sourceLocation)
        }
    }
}

/// A folder of a test's own with a session file named `state.json` in it, not yet written: what
/// one run of the command holds from start to end.
@MainActor
func scratchSessionFile() throws -> (folder: URL, file: SessionFile) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chapter-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return (folder, try SessionFile(url: folder.appendingPathComponent("state.json")))
}
