// What each of the stand-in's built-in views shows: the parts the renderer expands in its place.
// Not SwiftUI's API: how the stand-in keeps the view tree for headless tests.
import Foundation

/// A view the renderer expands by its parts rather than its `body`.
package protocol PrimitiveView {
    @MainActor func parts(in renderer: ViewRenderer) -> [ViewPart]
}

/// One part of a view, named so that it keeps its identity from one render to the next.
package struct ViewPart {
    package let name: String
    package let view: any View
    /// Where the part comes from, which says when it is new.
    let source: Source

    /// Where a part comes from: held by its view (its content, a stored property), new only when
    /// that view is; made from a value (a presented item, a pushed value), new when the view is or
    /// the value differs; or made in a way the renderer cannot compare, new whenever the view's
    /// parts are made again.
    enum Source {
        case held
        case made(from: any Equatable)
        case unknown
    }

    init(name: String, view: any View, source: Source = .unknown) {
        self.name = name
        self.view = view
        self.source = source
    }
}

extension EmptyView: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] { [] }
}

extension TupleView: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        Mirror(reflecting: value).children.enumerated().compactMap { index, child in
            (child.value as? any View).map { ViewPart(name: "\(index)", view: $0, source: .held) }
        }
    }
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        switch storage {
        case .trueContent(let view): [ViewPart(name: "true", view: view, source: .held)]
        case .falseContent(let view): [ViewPart(name: "false", view: view, source: .held)]
        }
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        map { [ViewPart(name: "some", view: $0, source: .held)] } ?? []
    }
}

extension AnyView: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "\(type(of: wrapped))", view: wrapped, source: .held)]
    }
}

extension _ViewModifier_Content: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "content", view: content, source: .held)]
    }
}

/// A view wrapped by a modifier, for the renderer to read the modifier's effect.
package protocol EffectCarrier {
    var anyEffect: any ViewEffect { get }
}

extension ModifiedView: PrimitiveView, EffectCarrier where Effect: ViewEffect {
    var anyEffect: any ViewEffect { effect }

    @MainActor func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "content", view: content, source: .held)] + effect.extraParts(in: renderer)
    }
}

extension TabView: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "content", view: content, source: .held)]
    }
}

extension NavigationStack: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "root", view: root, source: .held)]
            + elements().enumerated().map { index, value in
                ViewPart(
                    name: "path\(index)(\(value))", view: PushedScreen(value: value, in: renderer),
                    source: .made(from: value))
            }
    }
}

/// A screen pushed on a `NavigationStack`: the view its `navigationDestination` gives for the value.
nonisolated struct PushedScreen: View, PrimitiveView {
    let value: AnyHashable
    /// Finds the view of a value among the stack's destinations: a closure, as SwiftUI's
    /// destination is, so a stack made anew makes its screens' views anew (then compares them).
    let destination: @MainActor (AnyHashable) -> (any View)?
    var body: Never { fatalError("PushedScreen has no body") }

    @MainActor init(value: AnyHashable, in renderer: ViewRenderer) {
        self.value = value
        destination = { [weak renderer] value in renderer?.destination(for: value) }
    }

    @MainActor func parts(in renderer: ViewRenderer) -> [ViewPart] {
        destination(value).map { [ViewPart(name: "destination", view: $0)] } ?? []
    }
}

extension ForEach: PrimitiveView where Content: View {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        data.map { element in
            ViewPart(
                name: "\(element[keyPath: id])", view: content(element),
                source: (element as? any Equatable).map { .made(from: $0) } ?? .unknown)
        }
    }
}

extension List: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "content", view: content, source: .held)]
    }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "content", view: content, source: .held)]
    }
}

extension Text: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] { [] }
}

extension Button: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "label", view: label, source: .held)]
    }
}

extension TextField: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] { [] }
}

extension VStack: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "content", view: content, source: .held)]
    }
}

extension HStack: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "content", view: content, source: .held)]
    }
}
