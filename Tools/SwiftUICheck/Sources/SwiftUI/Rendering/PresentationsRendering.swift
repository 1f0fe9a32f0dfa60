// How the stand-in renders popovers, inspectors, zoom transitions and the search tab, and what
// a test reads of them. Not SwiftUI's API.
import Foundation

/// `inspector(isPresented:content:)`: its content shown while the flag is set.
struct InspectorPresentation<Content: View>: ViewEffect, PresentationHolding {
    let isPresented: Binding<Bool>
    let content: Content

    var style: PresentationStyle { .inspector }
    @MainActor var itemID: AnyHashable? { isPresented.wrappedValue ? AnyHashable("inspector") : nil }
    @MainActor func clearItem() { isPresented.wrappedValue = false }

    @MainActor func extraParts(in renderer: ViewRenderer) -> [ViewPart] {
        isPresented.wrappedValue
            ? [ViewPart(name: "\(PresentationStyle.inspector)(inspector)", view: content, source: .held)] : []
    }
}

/// `navigationTransition(_:)`: the transition a screen comes and goes with.
package struct TransitionOfScreen: ViewEffect {
    package let transition: any NavigationTransition
}

/// `matchedTransitionSource(id:in:)`: a view a screen may zoom out of.
package struct TransitionSourceMark: ViewEffect {
    package let id: AnyHashable
    package let namespace: Namespace.ID
}

/// `tabViewSearchActivation(_:)`.
package struct SearchActivation: ViewEffect {
    package let activation: TabSearchActivation
}

extension TupleTabContent: TabRows {
    @MainActor var tabRows: [ViewPart] {
        ((first as? any TabRows)?.tabRows ?? []) + ((second as? any TabRows)?.tabRows ?? [])
    }
}

extension ViewRenderer {
    /// The zoom transitions screens on display declare, outermost first.
    package var zoomTransitions: [ZoomNavigationTransition] {
        nodes.compactMap { ($0.effect as? TransitionOfScreen)?.transition as? ZoomNavigationTransition }
    }

    /// The views marked as transition sources, outermost first.
    package var transitionSources: [TransitionSourceMark] {
        nodes.compactMap { $0.effect as? TransitionSourceMark }
    }

    /// How the tab views activate search (`tabViewSearchActivation(_:)`).
    package var searchActivations: [TabSearchActivation] {
        nodes.compactMap { ($0.effect as? SearchActivation)?.activation }
    }

    /// The roles of the tabs shown with a role's label, in order.
    package var tabRoles: [TabRole] {
        nodes.compactMap { ($0.view as? DefaultTabLabel)?.role }
    }

    /// The tabs' values, in the tab view's order.
    package var tabValues: [AnyHashable] {
        nodes.compactMap { ($0.effect as? Tag)?.value }
    }
}

/// `searchable(text:placement:prompt:)`: the search field, its text read and written through its
/// binding.
struct SearchField: ViewEffect {
    let text: Binding<String>
}

/// `onSubmit(of:_:)`.
struct Submission: ViewEffect {
    let triggers: SubmitTriggers
    let action: () -> Void
}

extension ViewRenderer {
    /// Whether a search field is on screen.
    package var hasSearchField: Bool {
        nodes.contains { $0.effect is SearchField }
    }

    /// The user types `text` in the search field and submits it: SwiftUI writes the text, then
    /// runs the search submissions above the field; `false` when no field is on screen.
    @discardableResult
    package func search(_ text: String) -> Bool {
        guard let field = nodes.first(where: { $0.effect is SearchField }) else { return false }
        let submissions = ([field] + field.ancestors).compactMap { $0.effect as? Submission }
            .filter { $0.triggers.contains(.search) }
        (field.effect as? SearchField)?.text.wrappedValue = text
        render()
        for submission in submissions { submission.action() }
        render()
        return true
    }
}
