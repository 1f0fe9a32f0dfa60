import ChapterApp
import ChapterKit
import Foundation
import Testing

@MainActor
@Suite("Chapter: sessions across runs")
struct SessionFileTests {
    func temporaryFile() -> SessionFile {
        SessionFile(url: FileManager.default.temporaryDirectory
            .appendingPathComponent("chapter-tests-\(UUID().uuidString)/state.json"))
    }

    @Test func aSessionComesBackWhereItWasLeft() async throws {
        let file = temporaryFile()
        let first = try file.startApp()
        await first.start()
        _ = await first.execute("open chapter://university/2")
        _ = await first.execute("sign-in")
        try file.save(first)
        let second = try file.startApp()
        #expect(second.stateJSON() == first.stateJSON())
        #expect(second.isSignedIn)
    }

    @Test func signedOutRestorationDropsSignedInScreens() async throws {
        let file = temporaryFile()
        let first = try file.startApp()
        await first.start()
        _ = await first.execute("sign-in")
        _ = await first.execute("open chapter://inbox")
        _ = await first.execute("open chapter://university/1")
        try file.save(first)
        _ = await first.execute("sign-out")
        try file.save(first)
        let second = try file.startApp()
        #expect(!second.stateJSON().contains("inbox"))
        #expect(second.stateJSON().contains("chapter://university/1"))
    }

    @Test func aDamagedFileIsMovedAsideNeverLost() throws {
        let file = temporaryFile()
        try FileManager.default.createDirectory(at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{ not a session".utf8).write(to: file.url)
        let app = try file.startApp()
        #expect(app.stateJSON().contains("could not be read"))
        let folder = try FileManager.default.contentsOfDirectory(atPath: file.url.deletingLastPathComponent().path)
        let aside = try #require(folder.first { $0.hasPrefix("state.json.damaged-") })
        let kept = try Data(contentsOf: file.url.deletingLastPathComponent().appendingPathComponent(aside))
        #expect(String(decoding: kept, as: UTF8.self) == "{ not a session")
    }
}
