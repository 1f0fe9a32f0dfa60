import ChapterApp
import ChapterCommands
import ChapterKit
import Foundation
import PropertyBased
import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// What a user does, for random sessions: every kind of command the terminal takes, on the
/// sample's screens, the hostile ones included.
private let vocabulary = [
    "open chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37", "open chapter://university/1",
    "open chapter://settings", "open chapter://play/career-quiz", "open chapter://inbox",
    #"notify {"link": "chapter://careers"}"#, "tap 1", "tap 2", "tap 3", "tap 0", "back", "dismiss", "swipe-back",
    "swipe-down", "resize large", "resize medium", "tab search", "tab arcade", "tab hub", "sign-in", "sign-out",
]

/// One step of a random session: perhaps the window resized, then a command. The two are drawn
/// apart, so any command can follow a resize to either width.
private struct SessionStep: CustomStringConvertible {
    let resize: WindowWidth?
    let command: String

    static let random = zip(Gen.int(in: 0...2), Gen.int(in: 0..<vocabulary.count)).map { resize, command in
        SessionStep(resize: [nil, .compact, .regular][resize], command: vocabulary[command])
    }

    var description: String { "\(resize.map { "width \($0), " } ?? "")\(command)" }
}

@MainActor
@Suite("The window's width changes how the state is drawn and planned, never the state")
struct WidthTests {
    /// The same session with and without the window resized between its commands: after every
    /// command the two states are the same, and a resize leaves the state as it was.
    @Test func anySequenceOfWidthChangesLeavesEveryStateAsItIs() async {
        let session = SessionStep.random.array(of: 1...30)
        await propertyCheck(count: 120, input: session) { steps in
            guard let phone = try? await Sample(), let tablet = try? await Sample() else {
                Issue.record("The sample app did not start")
                return
            }
            for step in steps {
                if let width = step.resize {
                    let before = tablet.console.stateJSON()
                    #expect(await tablet.console.execute("width \(width)") == .applied)
                    #expect(tablet.console.width == width)
                    #expect(tablet.console.stateJSON() == before, "Resizing the window changes no state")
                    #expect(tablet.console.planJSON() == #"{"plan": []}"#, "and nothing to do on screen")
                }
                let phoneOutcome = await phone.console.execute(step.command)
                let tabletOutcome = await tablet.console.execute(step.command)
                #expect(phoneOutcome == tabletOutcome, "\(step)")
                #expect(phone.console.stateJSON() == tablet.console.stateJSON(), "after \(step)")
            }
        }
    }

    /// The session's generator reaches what the property claims: every command, after a resize to
    /// each width and after none (one in 63 draws each; missed in 10,000 with odds below 10^-60).
    @Test func randomSessionsFollowAResizeToEitherWidthWithEveryCommand() {
        var random = Xoshiro()
        let drawn = Set((0..<10_000).map { _ in SessionStep.random.run(using: &random).description })
        let widths: [WindowWidth?] = [nil, .compact, .regular]
        let every = widths.flatMap { width in
            vocabulary.map { SessionStep(resize: width, command: $0).description }
        }
        #expect(drawn == Set(every), "Never drawn: \(Set(every).subtracting(drawn).sorted())")
    }

    @Test func aPlanOnARegularWidthSetsTheSearchTabsDetailColumn() async throws {
        let sample = try await Sample()
        await sample.run("width regular", "open chapter://course/\(sample.course)")
        let plan = sample.console.planJSON()
        #expect(plan.contains(#"{"path": "tab:search/detail", "to": ["chapter://university/"#))
        #expect(!plan.contains(#""tab:search""#))
        await sample.run("open chapter://careers")
        #expect(sample.console.planJSON().contains(#"{"path": "tab:arcade", "to": ["chapter://careers"]}"#))
        await sample.run("width compact", "open chapter://university/1")
        #expect(sample.console.planJSON().contains(#"{"path": "tab:search", "to": ["chapter://university/1"]}"#))
    }

    @Test func theRegularWidthDrawsTheSidebarAndTheSplitViewsColumns() async throws {
        let sample = try await Sample()
        await sample.run("open chapter://course/\(sample.course)")
        let phone = await sample.console.display()
        #expect(!phone.showsSidebar && !phone.showsColumns && phone.firstColumn == nil)
        await sample.run("width regular")
        let tablet = await sample.console.display()
        #expect(tablet.showsSidebar && tablet.showsColumns)
        #expect(tablet.firstColumn?.title == "Search")
        #expect(tablet.title == phone.title, "The screen on top is the detail column's")
        #expect(tablet.actions == phone.actions, "and tap numbers its actions as on a phone")
        await sample.run("open chapter://settings")
        #expect(await sample.console.display().firstColumn == nil, "A modal covers the columns")
    }

    @Test(arguments: [WindowWidth.compact, .regular])
    func selectingTheSelectedTabPopsItToItsRootOnEveryWidth(width: WindowWidth) async throws {
        let sample = try await Sample()
        await sample.run("width \(width)", "open chapter://course/\(sample.course)", "tab search")
        #expect(try sample.stack("search").isEmpty)
    }

    @Test func aWidthTheWindowCannotHaveIsARejectedLineThatChangesNothing() async throws {
        let sample = try await Sample()
        for line in ["width", "width wide", "width REGULAR"] {
            let outcome = await sample.console.execute(line)
            #expect(outcome.rejectionReason?.contains("compact") == true, "\(line): \(outcome)")
            #expect(sample.console.width == .compact)
        }
    }
}
