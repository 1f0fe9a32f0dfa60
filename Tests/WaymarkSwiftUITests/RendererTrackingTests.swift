#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck: the stand-in's own rules for drawing a view again, which
// the counts of the SwiftUI layer's tests stand on (docs/swiftui.md, "What a view reads").
import HeadlessSupport
import Observation
import SwiftUI
import Testing
@_spi(FrontEnd) @testable import Waymark
@_spi(FrontEnd) @testable import WaymarkPresentation
import WaymarkSwiftUI

/// A view that reads nothing observable.
private struct StillProbe: View {
    var body: some View { Text("still") }
}

/// A view that reads the path of the search tab's stack.
private struct PathProbe: View {
    let presenter: ScreenPresenter
    var body: some View { Text("\(presenter.path(of: .tab("search")).count) pushed") }
}

/// A view that reads the hub tab's stack.
private struct HubProbe: View {
    let presenter: ScreenPresenter
    var body: some View { Text("\(presenter.path(of: .tab("hub")).count) in hub") }
}

/// A view that keeps a count in its state and shows it.
private struct CounterProbe: View {
    @State private var count = 0
    var body: some View { Button("count \(count)") { count += 1 } }
}

/// A view that reads the window's size class.
private struct SizeClassProbe: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    var body: some View { Text("size \(String(describing: sizeClass))") }
}

/// A model whose one property a parent reads, to draw it again at will.
@MainActor @Observable private final class Tick {
    var count = 0
}

/// A parent drawn again at each tick: its children have no inputs, inputs that stay equal (a number,
/// a value compared field by field), inputs that change with the tick (the same two), and a closure.
private struct ParentProbe: View {
    let tick: Tick
    var body: some View {
        Text("tick \(tick.count)")
        StillProbe()
        NumberProbe(number: 7)
        CaptionProbe(caption: Caption(text: "fixed", emphasised: false))
        NumberProbe(number: tick.count)
        CaptionProbe(caption: Caption(text: "fixed", emphasised: tick.count.isMultiple(of: 2)))
        ClosureProbe(action: {})
    }
}

/// A view holding a number: an `Equatable` input, compared with `==`.
private struct NumberProbe: View {
    let number: Int
    var body: some View { Text("number \(number)") }
}

/// A value that is not `Equatable`: SwiftUI compares it field by field.
private struct Caption {
    let text: String
    let emphasised: Bool
}

/// A view holding a caption.
private struct CaptionProbe: View {
    let caption: Caption
    var body: some View { Text(caption.emphasised ? caption.text.uppercased() : caption.text) }
}

/// A view that counts each change of its count up again, so it is drawn again forever.
private struct RestlessProbe: View {
    @State private var count = 0
    var body: some View {
        Text("count \(count)").onChange(of: count, initial: true) { count += 1 }
    }
}

/// A view holding a closure: never the same input as its last value.
private struct ClosureProbe: View {
    let action: () -> Void
    var body: some View { Text("closure") }
}

extension ViewRenderer {
    /// Makes a render that never settles fail the test under way, naming the views it kept drawing.
    static func failTheTestWhenARenderNeverSettles() {
        whenARenderNeverSettles = { problem in Issue.record(Comment(rawValue: problem)) }
    }
}

@MainActor
@Suite("The stand-in draws a view again only when what it read changed", .serialized)
struct RendererTrackingTests {
    private func probes(_ presenter: ScreenPresenter) -> ViewRenderer {
        ViewRenderer {
            TupleView((StillProbe(), PathProbe(presenter: presenter), HubProbe(presenter: presenter), SizeClassProbe()))
        }
    }

    @Test func aNavigationChangeDrawsTheViewsThatReadTheChangedStackOnly() throws {
        let window = try AdapterWindow()
        let renderer = probes(window.presenter)
        try window.router.perform(.selectTab("search"), .push(AdapterApp.Route.item(1).erased))
        window.settle()
        renderer.render()
        renderer.resetEvaluations()
        renderer.render()
        #expect(renderer.evaluations.isEmpty, "Nothing changed since the last render")

        try window.router.perform(.push(AdapterApp.Route.item(2).erased))
        window.settle()
        renderer.render()
        #expect(renderer.evaluations(of: "PathProbe") == 1)
        #expect(renderer.evaluations(of: "StillProbe") == 0)
        #expect(renderer.evaluations(of: "HubProbe") == 0)
        #expect(renderer.texts().contains("2 pushed"))
    }

    @Test func aStateSetDrawsItsViewAgain() {
        let renderer = ViewRenderer { TupleView((CounterProbe(), StillProbe())) }
        renderer.resetEvaluations()
        #expect(renderer.tap("count 0"))
        #expect(renderer.buttonTitles == ["count 1"])
        #expect(renderer.evaluations.map(\.name) == ["CounterProbe"])
    }

    @Test func aParentDrawnAgainDrawsTheChildrenWhoseInputsDiffer() {
        let tick = Tick()
        let renderer = ViewRenderer { ParentProbe(tick: tick) }
        renderer.resetEvaluations()
        tick.count += 1
        renderer.render()
        // The children at 4 and 5 differ by a value, the one at 6 holds a closure made anew.
        #expect(
            renderer.evaluations.map(\.key) == [
                "/root", "/root/ParentProbe/4", "/root/ParentProbe/5", "/root/ParentProbe/6",
            ],
            "\(renderer.evaluations)")
        #expect(renderer.evaluations.map(\.name) == ["ParentProbe", "NumberProbe", "CaptionProbe", "ClosureProbe"])
        #expect(renderer.texts() == ["tick 1", "still", "number 7", "fixed", "number 1", "fixed", "closure"])
    }

    @Test func aRenderThatNeverSettlesFailsTheStep() {
        ViewRenderer.failTheTestWhenARenderNeverSettles()
        withKnownIssue("The renderer gives up after its passes and says so") {
            _ = ViewRenderer { RestlessProbe() }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("did not settle in \(ViewRenderer.maximumPasses) passes") }
        }
    }

    @Test func anEnvironmentValueWrittenAnewDrawsItsReadersOnly() throws {
        let window = try AdapterWindow()
        let renderer = probes(window.presenter)
        renderer.resetEvaluations()
        renderer.resizeWindow(to: .regular)
        #expect(renderer.evaluations.map(\.name) == ["SizeClassProbe"])
        #expect(renderer.texts().contains("size Optional(SwiftUI.UserInterfaceSizeClass.regular)"))
    }
}
#endif
