#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck: the stand-in's own rules for drawing a view again, which
// the counts of the SwiftUI layer's tests stand on (docs/swiftui.md, "What a view reads").
import HeadlessSupport
import Observation
import SwiftUI
import Testing
import Waymark
import WaymarkPresentation
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

/// A parent drawn again at each tick, with a child of equal inputs and one holding a closure.
private struct ParentProbe: View {
    let tick: Tick
    var body: some View {
        Text("tick \(tick.count)")
        StillProbe()
        ClosureProbe(action: {})
    }
}

/// A view holding a closure: never the same input as its last value.
private struct ClosureProbe: View {
    let action: () -> Void
    var body: some View { Text("closure") }
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
        #expect(renderer.evaluations.map(\.name) == ["ParentProbe", "ClosureProbe"])
        #expect(renderer.texts().contains("tick 1"))
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
