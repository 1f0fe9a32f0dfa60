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
}

extension EmptyView: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] { [] }
}

extension TupleView: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        Mirror(reflecting: value).children.enumerated().compactMap { index, child in
            (child.value as? any View).map { ViewPart(name: "\(index)", view: $0) }
        }
    }
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        switch storage {
        case .trueContent(let view): [ViewPart(name: "true", view: view)]
        case .falseContent(let view): [ViewPart(name: "false", view: view)]
        }
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        map { [ViewPart(name: "some", view: $0)] } ?? []
    }
}

extension AnyView: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "\(type(of: wrapped))", view: wrapped)]
    }
}

extension _ViewModifier_Content: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "content", view: content)]
    }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "\(Modifier.self)", view: modifier.body(content: _ViewModifier_Content(content: content)))]
    }
}

/// A view wrapped by a modifier, for the renderer to read the modifier's effect.
package protocol EffectCarrier {
    var anyEffect: any ViewEffect { get }
}

extension ModifiedView: PrimitiveView, EffectCarrier where Effect: ViewEffect {
    var anyEffect: any ViewEffect { effect }

    @MainActor func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "content", view: content)] + effect.extraParts(in: renderer)
    }
}

extension TabView: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "content", view: content)]
    }
}

extension NavigationStack: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "root", view: root)]
            + elements().enumerated().map { index, value in
                ViewPart(name: "path\(index)(\(value))", view: PushedScreen(value: value))
            }
    }
}

/// A screen pushed on a `NavigationStack`: the view its `navigationDestination` gives for the value.
nonisolated struct PushedScreen: View, PrimitiveView {
    let value: AnyHashable
    var body: Never { fatalError("PushedScreen has no body") }

    @MainActor func parts(in renderer: ViewRenderer) -> [ViewPart] {
        renderer.destination(for: value).map { [ViewPart(name: "destination", view: $0)] } ?? []
    }
}

extension ForEach: PrimitiveView where Content: View {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        data.map { element in ViewPart(name: "\(element[keyPath: id])", view: content(element)) }
    }
}

extension List: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "content", view: content)]
    }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "content", view: content)]
    }
}

extension Text: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] { [] }
}

extension Button: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "label", view: label)]
    }
}
