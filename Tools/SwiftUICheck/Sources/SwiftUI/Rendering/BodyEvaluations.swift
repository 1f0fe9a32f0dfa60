// When the stand-in evaluates a body again, and what a test reads of it: the rules SwiftUI
// applies to a view it already shows. A body is evaluated again when an observable property it
// read changed (Observation), a `State` it read was set, an environment value it reads was written
// anew above it, or its view's inputs differ from the last ones: its container made it again, and
// a field of it compares unequal. Not SwiftUI's API.
import Foundation

/// One evaluation of a view's body (or a custom modifier's), as a test counts them.
package struct BodyEvaluation: CustomStringConvertible {
    /// Where the view sits (`ViewNode.key`).
    package let key: String
    /// The view's type, with its generic arguments: `StackView<ScreenView>`.
    package let type: String
    /// The tab the view is in, if it is in one and in no presentation: the `tag` of the tab's
    /// content.
    package let tab: AnyHashable?
    /// How many presentations the view is inside: 0 under the tab view, k + 1 in layer k.
    package let depth: Int

    @MainActor init(of node: ViewNode) {
        key = node.key
        type = Self.typeName(of: node)
        let ancestors = node.ancestors
        depth = ([node] + ancestors).filter(\.isPresentedContent).count
        tab = depth > 0 ? nil : ([node] + ancestors).lazy.compactMap { ($0.effect as? Tag)?.value }.first
    }

    /// The type's name without its generic arguments: `StackView`.
    package var name: String {
        String(type.prefix { $0 != "<" })
    }

    package var description: String {
        "\(name) (\(tab.map { "tab \($0)" } ?? (depth > 0 ? "layer \(depth - 1)" : "no tab")))"
    }

    @MainActor private static func typeName(of node: ViewNode) -> String {
        if let modified = node.view as? any ModifierBodyHolding { return modified.modifierName }
        return "\(Swift.type(of: node.view))"
    }
}

extension ViewRenderer {
    /// How many bodies of views named `name` (``BodyEvaluation/name``) were evaluated since the
    /// last reset.
    package func evaluations(of name: String) -> Int {
        evaluations.filter { $0.name == name }.count
    }
}

/// A view made of a custom modifier and the view it modifies: the renderer evaluates the
/// modifier's body as it evaluates a view's, and tracks what it reads.
protocol ModifierBodyHolding {
    /// The modifier's type.
    var modifierType: ObjectIdentifier { get }
    var modifierName: String { get }
    /// The modifier, whose fields are its inputs.
    var heldModifier: Any { get }
    @MainActor func modifierBody() -> any View
}

extension ModifiedContent: ModifierBodyHolding where Content: View, Modifier: ViewModifier {
    var modifierType: ObjectIdentifier { ObjectIdentifier(Modifier.self) }
    var modifierName: String { "\(Modifier.self)" }
    var heldModifier: Any { modifier }

    @MainActor func modifierBody() -> any View {
        modifier.body(content: _ViewModifier_Content(content: content))
    }
}

/// The content a custom modifier's body gets: as in SwiftUI, the same view while the view the
/// modifier modifies is the same, however often the modifier's body is evaluated.
protocol ModifierContentMarker {
    var modifierType: ObjectIdentifier { get }
}

extension _ViewModifier_Content: ModifierContentMarker {
    var modifierType: ObjectIdentifier { ObjectIdentifier(Modifier.self) }
}

/// Whether a view's new value is the same input as the last, by SwiftUI's rules for a view it
/// compares field by field: `Equatable` values by `==`, objects by identity, other values by
/// their fields, and closures never the same (Swift cannot compare them, so a view holding a
/// closure made anew is always new). Dynamic properties (`State`, `Environment`, ...) are storage
/// the view keeps by identity, not inputs, and are left out.
enum ViewInputs {
    /// How deep a comparison looks before it calls two values different.
    static let depthLimit = 32

    static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        same(lhs, rhs, depth: 0)
    }

    private static func same(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
        guard ObjectIdentifier(type(of: lhs)) == ObjectIdentifier(type(of: rhs)), depth < depthLimit else {
            return false
        }
        if let left = lhs as? any Equatable, let right = rhs as? any Equatable { return isEqual(left, right) }
        if type(of: lhs) is AnyObject.Type { return (lhs as AnyObject) === (rhs as AnyObject) }
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        switch left.displayStyle {
        case .struct?, .tuple?, .optional?, .collection?:
            return sameChildren(left, right, depth: depth)
        case .enum?:
            // A case without a payload has no child: its name tells it apart.
            return left.children.isEmpty && right.children.isEmpty
                ? String(describing: lhs) == String(describing: rhs) : sameChildren(left, right, depth: depth)
        default:
            // Closures, and dictionaries or sets of values that are not `Equatable`.
            return false
        }
    }

    private static func sameChildren(_ left: Mirror, _ right: Mirror, depth: Int) -> Bool {
        guard left.children.count == right.children.count else { return false }
        return zip(left.children, right.children).allSatisfy { one, other in
            one.label == other.label
                && (one.value is any DynamicProperty || same(one.value, other.value, depth: depth + 1))
        }
    }
}
