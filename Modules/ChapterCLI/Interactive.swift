import ArgumentParser
import ChapterApp
import Foundation

/// The interactive session: draws the app, reads commands, and keeps its place between runs.
struct Interactive: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Start an interactive session (the default).")

    @Option(help: "The file the session is saved to and restored from.") var state: String?
    @Flag(help: "Ignore the saved session and start cold.") var fresh = false

    @MainActor
    func run() async throws {
        let file = SessionFile(url: state.map { URL(fileURLWithPath: $0) } ?? SessionFile.defaultURL)
        let app = fresh ? try ChapterApp() : try file.startApp()
        await app.start()
        print(TerminalRenderer().render(await app.display()))
        loop: while true {
            print("> ", terminator: "")
            guard let line = readLine() else { break }
            switch await app.execute(line, interactive: true) {
            case .quit: break loop
            case .output(let text): print(text)
            case .rejected(let reason): print("! \(reason)")
            case .applied: break
            }
            print(TerminalRenderer().render(await app.display()))
        }
        do {
            try file.save(app)
        } catch {
            FileHandle.standardError.write(Data("chapter: could not save the session to \(file.url.path): \(error)\n".utf8))
        }
    }
}
