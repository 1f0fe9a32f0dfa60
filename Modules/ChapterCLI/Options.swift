import ArgumentParser
import ChapterApp
import ChapterCommands
import Foundation
import Waymark
import WaymarkPresentation

/// Options of the commands that start the app cold.
struct StartOptions: ParsableArguments {
    @Flag(name: .customLong("signed-in"), help: "Start with the sample user signed in.")
    var signedIn = false

    @Flag(help: "Print the state as JSON instead of drawing the screen.")
    var json = false

    @OptionGroup var screen: ScreenOptions
    @OptionGroup var journaling: JournalOption

    var steps: Bool { screen.steps }

    /// The usage of `command`, which starts the app cold with these options, in lines that fit a
    /// terminal of 80 columns (ArgumentParser writes its own on one line).
    static func usage(_ command: String) -> String {
        """
        chapter \(command) [--signed-in] [--json] [--steps]
          [--platform <platform>] [--width <width>] [--journal <file>]
        """
    }

    /// A cold-started app with these options, in a console, with the journal file open when one
    /// is asked for (a file that cannot be written stops the command before it starts).
    @MainActor
    func startConsole() async throws -> (Console, JournalWriter) {
        let journal = try journaling.open()
        let console = Console(
            app: try ChapterApp(signedIn: signedIn, tabsHaveRoles: screen.rules.givesTabsRoles), platform: screen.rules,
            width: screen.windowWidth)
        await console.start()
        journal.write(console.windows)
        return (console, journal)
    }
}

/// How the screen is planned and drawn: whether to show the UI plan, whose rules it follows, and
/// how wide the window is.
struct ScreenOptions: ParsableArguments {
    @Flag(help: "Show the UI plan that takes the screen to each new state.")
    var steps = false

    @Option(
        help:
            "Whose presentation rules the plan follows: ios16, ios17 (iOS 17 and later) or ios26 (search is the search tab)."
    )
    var platform = "ios17"

    @Option(help: "How wide the window is: compact (a phone) or regular (an iPad, a Mac window).")
    var width = "compact"

    /// The platforms plans can follow, by the names `--platform` takes.
    static let platforms = PlatformRules.all

    /// The rules `--platform` names; `validate()` has made sure it names one.
    var rules: PlatformRules {
        Self.platforms.first { $0.description == platform } ?? .iOS17
    }

    /// The width `--width` names; `validate()` has made sure it names one.
    var windowWidth: WindowWidth {
        WindowWidth(rawValue: width) ?? .compact
    }

    func validate() throws {
        guard Self.platforms.contains(where: { $0.description == platform }) else {
            throw ValidationError(
                "Unknown platform '\(platform.excerpt)': use \(Self.platforms.map(\.description).joined(separator: ", "))."
            )
        }
        guard WindowWidth(rawValue: width) != nil else {
            throw ValidationError("Unknown width '\(width.excerpt)': use compact or regular.")
        }
    }
}
