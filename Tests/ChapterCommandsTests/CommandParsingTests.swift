import ChapterApp
import ChapterCommands
import ChapterKit
import Foundation
import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

@Suite("Command lines become typed commands before anything runs")
struct CommandParsingTests {
    @Test(arguments: [
        ("open chapter://university/1", Command.open(link: "chapter://university/1")),
        ("  open   https://chapter.app/feed  ", .open(link: "https://chapter.app/feed")),
        (#"notify {"link": "chapter://feed"}"#, .notify(payload: Data(#"{"link": "chapter://feed"}"#.utf8))),
        ("back", .back), ("dismiss", .dismiss), ("swipe-back", .swipeBack), ("swipe-down", .swipeDown),
        ("tab search", .selectTab(TabID("search"))), ("tap 2", .tap(action: 2)), ("tap -1", .tap(action: -1)),
        ("sign-in", .signIn(.sample)), ("sign-in new", .signIn(.new)), ("sign-in  new ", .signIn(.new)),
        ("sign-out", .signOut), ("game-mode on", .gameMode(true)), ("game-mode off", .gameMode(false)),
        ("state", .printState),
        ("help", .help), ("routes", .routes), ("quit", .quit), ("exit", .quit), ("back\r", .back),
        ("width regular", .width(.regular)), ("width  compact ", .width(.compact)),
        ("choose 3", .choose(items: [3])), ("choose 1 3\t4", .choose(items: [1, 3, 4])), ("choose", .choose(items: [])),
        ("done", .done),
    ])
    func eachCommandLineParses(line: String, command: Command) throws {
        #expect(try Command(parsing: line) == command)
    }

    @Test(arguments: ["", "   ", "# a comment", "  # indented comment"])
    func blankLinesAndCommentsAreNoCommand(line: String) throws {
        #expect(try Command(parsing: line) == nil)
    }

    @Test(arguments: [
        ("open", CommandLineError.missingLink), ("notify  ", .missingPayload), ("tab", .missingTab),
        ("width", .missingWidth), ("width wide", .unknownWidth("wide")), ("width Regular", .unknownWidth("Regular")),
        ("tab moon", .unknownTab("moon")), ("tap", .notAnActionNumber("")), ("tap two", .notAnActionNumber("two")),
        ("choose 1 x", .notItemNumbers("x")),
        ("choose 99999999999999999999", .notItemNumbers("99999999999999999999")),
        ("done now", .unexpectedArgument(command: "done", argument: "now")),
        ("tap 99999999999999999999999", .notAnActionNumber("99999999999999999999999")),
        ("sign-in someone", .unknownUser("someone")), ("game-mode", .notAGameMode("")),
        ("game-mode yes", .notAGameMode("yes")), ("game-mode ON", .notAGameMode("ON")),
        ("sign-in New", .unknownUser("New")),
        ("fly away", .unknownCommand("fly")), ("\u{1B}[2J", .unknownCommand("\u{1B}[2J")),
    ])
    func aLineThatIsNoCommandSaysWhy(line: String, error: CommandLineError) {
        #expect(throws: error) { _ = try Command(parsing: line) }
    }

    @Test func onlyTheInteractiveSessionsCommandsAreInteractiveOnly() {
        let interactiveOnly: [Command] = [.help, .routes, .quit]
        // `journal` is listed among a script's commands, and works in one (issue 65).
        let everywhere: [Command] = [.back, .printState, .open(link: "x"), .tap(action: 1), .journal(last: 3)]
        #expect(interactiveOnly.allSatisfy { $0.isInteractiveOnly })
        #expect(everywhere.allSatisfy { !$0.isInteractiveOnly })
    }

    @Test(arguments: [
        ("\u{1B}[A", ""), ("\u{1B}OB", ""), ("\u{1B}[1;5C", ""), ("\u{1B}[3~", ""), ("\u{1B}b", ""), ("\u{1B}", ""),
        ("tab arc\u{1B}[Dade", "tab arcade"), ("\u{1B}[A\u{1B}[Aback", "back"),
        ("open chapter://feed", "open chapter://feed"),
    ])
    func theKeysATerminalSendsAsEscapesAreLeftOut(line: String, read: String) {
        #expect(Command.withoutTerminalKeys(line) == read)
    }

    @Test func theListsOfCommandsFitEightyColumns() {
        let action = QuickAction(type: "app.chapter.screen.search.home", title: "Search", userInfo: [:])
        for list in [Command.reference(for: .script), Command.reference(for: .session(quickActions: [action]))] {
            for line in list.split(separator: "\n") {
                #expect(line.count <= Command.referenceWidth, "\(line)")
            }
        }
        #expect(Command.reference(for: .session(quickActions: [action])).contains("app.chapter.screen.search.home"))
        #expect(Command.reference(for: .script).contains("journal [n]"))
    }
}
