import Foundation
import Waymark

/// Where the interactive session keeps its place between runs: whether the user was signed in,
/// and the navigation snapshot.
public struct SessionFile: Sendable {
    /// The file's location.
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The default file: `chapter/state.json` under `$XDG_STATE_HOME`, or `~/.local/state`.
    public static var defaultURL: URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_STATE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/state")
        return base.appendingPathComponent("chapter/state.json")
    }

    private struct Contents: Codable {
        let signedIn: Bool
        let snapshot: String
    }

    /// Starts the app where the last session left off. With no file, a cold start. A file that
    /// cannot be read is moved aside (never overwritten) and the app starts fresh, with a notice
    /// that says where the file went.
    @MainActor
    public func startApp(catalog: ChapterCatalog? = nil) throws -> ChapterApp {
        guard let data = try? Data(contentsOf: url) else { return try ChapterApp(catalog: catalog) }
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            return try startFresh(catalog: catalog, because: "it is not a saved session")
        }
        let app = try ChapterApp(catalog: catalog, signedIn: contents.signedIn)
        do {
            try app.navigation.restore(
                from: Data(contents.snapshot.utf8),
                keeping: contents.signedIn ? nil : { $0.access != .signedIn })
        } catch {
            return try startFresh(catalog: catalog, because: error.description)
        }
        return app
    }

    /// Saves the app's place, creating the folder if needed.
    @MainActor
    public func save(_ app: ChapterApp) throws {
        let snapshot = String(decoding: try app.navigation.snapshot(), as: UTF8.self)
        let data = try JSONEncoder().encode(Contents(signedIn: app.isSignedIn, snapshot: snapshot))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    @MainActor
    private func startFresh(catalog: ChapterCatalog?, because reason: String) throws -> ChapterApp {
        let aside = url.deletingLastPathComponent()
            .appendingPathComponent("\(url.lastPathComponent).damaged-\(Int(Date().timeIntervalSince1970))")
        let moved = (try? FileManager.default.moveItem(at: url, to: aside)) != nil
        let app = try ChapterApp(catalog: catalog)
        let message = moved
            ? "The saved session could not be read (\(reason)); it was moved to \(aside.path). Starting fresh."
            : "The saved session could not be read (\(reason)) nor moved aside. Starting fresh."
        _ = try? app.navigation.perform(.showNotice(Notice(message)), cause: .restoration)
        return app
    }
}
