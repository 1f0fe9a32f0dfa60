import ArgumentParser
import ChapterApp
import ChapterCommands
import Foundation
import Waymark
import WaymarkPresentation
import WaymarkRouteMap

@main
struct Chapter: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chapter",
        abstract: "The Chapter app in the terminal, on the Waymark navigation engine.",
        usage: """
            chapter [--state <file>] [--fresh] [--steps] [--platform <platform>]
                    [--width <width>] [--journal <file>]
            chapter <subcommand>
            """,
        // Written as lines of at most 78 columns: ArgumentParser leaves them as they are on a
        // terminal of 80, where it would re-wrap longer ones from the first column.
        discussion: """
            With no subcommand, starts an interactive session, with these options:
              --state <file>  the file the session is saved to after every command and
                              restored from on the next start (by default
                              $XDG_STATE_HOME/chapter/state.json, or when
                              XDG_STATE_HOME is unset ~/.local/state/chapter/state.json)
              --fresh         start cold; neither read nor write the saved session
              --steps, --platform, --width, --journal
                              as for open and run (chapter interactive --help)
            A saved file that cannot be used is moved aside, never overwritten. Screens
            are drawn in colour on a terminal; set NO_COLOR to turn it off.
            """,
        subcommands: [
            Interactive.self, Open.self, Notify.self, Activity.self, Run.self, Routes.self, Links.self,
            SiteAssociation.self,
        ],
        defaultSubcommand: Interactive.self)

    /// Parses as ArgumentParser does, except that a first argument that names no command is
    /// reported as such: with a default subcommand, the parser would take it for an argument of
    /// the interactive session and print that session's usage.
    static func main() async {
        // A write past the file-size limit then fails with EFBIG, reported like a full disk,
        // instead of killing the process mid-save.
        signal(SIGXFSZ, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first) {
            exit(
                withError: ValidationError(
                    "Unknown command '\(first.excerpt)'. The commands are \(subcommandNames.joined(separator: ", "))."
                ))
        }
        do {
            var command = try parseAsRoot(arguments)
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }

    /// The subcommands' names, as the user types them.
    static var subcommandNames: [String] {
        configuration.subcommands.map { $0._commandName }
    }

    /// The names a first argument may be: the subcommands, and ArgumentParser's own `help`.
    static var commandNames: [String] { subcommandNames + ["help"] }
}
