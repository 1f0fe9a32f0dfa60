// How a test acts on a rendered tree as SwiftUI and the user do: set a stack's path (a swipe back,
// a NavigationLink), write nil to a sheet's item (a swipe down), select a tab, tap a button, finish
// an animation, open a URL. Each action renders again. Not SwiftUI's API.
import Foundation
import UIKit

/// A `NavigationStack`'s path, read and written through its binding.
package protocol PathHolding {
    @MainActor var pathValues: [AnyHashable] { get }
    @MainActor func setPath(_ values: [AnyHashable])
}

extension NavigationStack: PathHolding {
    @MainActor package var pathValues: [AnyHashable] { elements() }
    @MainActor package func setPath(_ values: [AnyHashable]) { setElements(values) }
}

/// A `TabView`'s selection, read and written through its binding.
protocol SelectionHolding {
    @MainActor var selectionValue: AnyHashable? { get }
    @MainActor func select(_ value: AnyHashable)
}

extension TabView: SelectionHolding {
    @MainActor var selectionValue: AnyHashable? { selection.map { AnyHashable($0.wrappedValue) } }
    @MainActor func select(_ value: AnyHashable) {
        if let value = value.base as? SelectionValue { selection?.wrappedValue = value }
    }
}

/// A sheet's or a cover's item, read and cleared through its binding.
protocol PresentationHolding {
    var style: PresentationStyle { get }
    @MainActor var itemID: AnyHashable? { get }
    @MainActor func clearItem()
}

extension Presentation: PresentationHolding {
    @MainActor var itemID: AnyHashable? { item.wrappedValue.map { AnyHashable($0.id) } }
    @MainActor func clearItem() { item.wrappedValue = nil }
}

/// A button the user can tap.
protocol Tappable {
    @MainActor var title: String? { get }
    @MainActor func tap()
}

extension Button: Tappable {
    @MainActor var title: String? { (label as? Text)?.string }
    @MainActor func tap() { action() }
}

/// A text field the user can type into.
protocol TextEditing {
    @MainActor var title: String { get }
    @MainActor var text: String { get }
    @MainActor func type(_ text: String)
}

extension TextField: TextEditing {
    @MainActor var title: String { (label as? Text)?.string ?? "" }
    @MainActor var text: String { binding.wrappedValue }
    @MainActor func type(_ text: String) { binding.wrappedValue = text }
}

/// A `NavigationStack` on screen: a tab's (`tab`) or a presented layer's (`layer`).
@MainActor
package struct RenderedStack {
    /// The stack's node, its screens among its descendants.
    package let node: ViewNode
    let holder: any PathHolding
    /// The tag of the tab the stack is in, if it is in one and not in a presentation.
    package let tab: AnyHashable?
    /// How many presentations the stack is inside: 0 for a tab's, k + 1 for layer k's.
    package let depth: Int

    /// The stack's path as its binding reads it.
    package var path: [AnyHashable] { holder.pathValues }
}

/// A sheet or a full-screen cover that is presented.
@MainActor
package struct RenderedPresentation {
    /// The node of the view the presentation modifies, its presented content among its children.
    package let node: ViewNode
    let holder: any PresentationHolding
    /// `.sheet`, `.fullScreenCover`, `.popover` or `.inspector`.
    package var style: PresentationStyle { holder.style }
    /// How many presentations this one is inside.
    package let depth: Int
    /// The presented item's id.
    package var itemID: AnyHashable? { holder.itemID }
}

extension ViewNode {
    /// Whether this node is the content a presentation shows.
    var isPresentedContent: Bool {
        [PresentationStyle.sheet, .fullScreenCover, .popover, .inspector].contains { name.hasPrefix("\($0)(") }
    }
}

extension ViewRenderer {
    // MARK: - Reading

    /// Every `NavigationStack` on screen, outermost first.
    package var stacks: [RenderedStack] {
        nodes.compactMap { node in
            guard let holder = node.view as? any PathHolding else { return nil }
            let ancestors = node.ancestors
            let depth = ancestors.filter(\.isPresentedContent).count
            let tab =
                depth > 0 ? nil : ancestors.lazy.compactMap { ($0.effect as? Tag)?.value }.first
            return RenderedStack(node: node, holder: holder, tab: tab, depth: depth)
        }
    }

    /// The stack of the tab tagged `tab`.
    package func stack(ofTab tab: AnyHashable) -> RenderedStack? {
        stacks.first { $0.depth == 0 && $0.tab == tab }
    }

    /// The stack of presented layer `layer` (from 0 at the bottom).
    package func stack(ofLayer layer: Int) -> RenderedStack? {
        stacks.first { $0.depth == layer + 1 }
    }

    /// Every sheet and cover presented now, outermost first.
    package var presentations: [RenderedPresentation] {
        nodes.compactMap { node in
            guard let holder = node.effect as? any PresentationHolding, holder.itemID != nil else { return nil }
            return RenderedPresentation(
                node: node, holder: holder, depth: node.ancestors.filter(\.isPresentedContent).count)
        }
    }

    /// The tab the tab view shows as selected.
    package var selectedTab: AnyHashable? {
        nodes.lazy.compactMap { ($0.view as? any SelectionHolding)?.selectionValue }.first
    }

    /// The strings of every `Text` on screen, in order, with those under `node` only if given.
    package func texts(under node: ViewNode? = nil) -> [String] {
        ((node.map { [$0] + $0.descendants }) ?? nodes).compactMap { ($0.view as? Text)?.string }
    }

    /// The titles of every button on screen, in order.
    package var buttonTitles: [String] {
        nodes.compactMap { ($0.view as? any Tappable)?.title }
    }

    /// Every node whose view is of type `V`.
    package func nodes<V>(of type: V.Type) -> [(node: ViewNode, view: V)] {
        nodes.compactMap { node in (node.view as? V).map { (node, $0) } }
    }

    /// The titles set with `navigationTitle`, in order.
    package var navigationTitles: [String] {
        nodes.compactMap { ($0.effect as? NavigationTitle)?.title }
    }

    /// The tab-bar visibility each screen asks for with `toolbar(_:for: .tabBar)`, in order.
    package var tabBarVisibilities: [Visibility] {
        nodes.compactMap { node in
            (node.effect as? ToolbarVisibility).flatMap { $0.bars.contains(.tabBar) ? $0.visibility : nil }
        }
    }

    /// Whether each screen that says so hides its back button (`navigationBarBackButtonHidden`), in
    /// order: a hidden back button also ends the swipe back on that screen.
    package var backButtonsHidden: [Bool] {
        nodes.compactMap { ($0.effect as? BackButtonHidden)?.isHidden }
    }

    /// Whether the presentation's content may be swiped away (`interactiveDismissDisabled`).
    package func allowsSwipeDown(_ presentation: RenderedPresentation) -> Bool {
        let content = presentation.node.children.first(where: \.isPresentedContent)
        let disabled = content.map { [$0] + $0.descendants }?.lazy.compactMap {
            ($0.effect as? InteractiveDismissal)?.isDisabled
        }
        .first
        return !(disabled ?? false)
    }

    // MARK: - Acting as SwiftUI and the user do

    /// SwiftUI sets a stack's path: shorter for a swipe back, longer for a `NavigationLink(value:)`.
    package func setPath(_ values: [AnyHashable], of stack: RenderedStack) {
        stack.holder.setPath(values)
        wrote(stack.node)
        render()
    }

    /// The user swipes a sheet down: SwiftUI writes `nil` to its item.
    package func swipeDown(_ presentation: RenderedPresentation) {
        presentation.holder.clearItem()
        wrote(presentation.node)
        render()
    }

    /// The user taps a tab.
    package func selectTab(_ tab: AnyHashable) {
        for node in nodes {
            guard let holder = node.view as? any SelectionHolding else { continue }
            holder.select(tab)
            wrote(node)
        }
        render()
    }

    /// The user taps the first button titled `title`; `false` if there is none.
    @discardableResult
    package func tap(_ title: String) -> Bool {
        guard let button = nodes.lazy.compactMap({ $0.view as? any Tappable }).first(where: { $0.title == title })
        else {
            return false
        }
        button.tap()
        render()
        return true
    }

    /// The text of every text field on screen, by its title, in order.
    package var textFields: [(title: String, text: String)] {
        nodes.compactMap { $0.view as? any TextEditing }.map { ($0.title, $0.text) }
    }

    /// The user types `text` into the last text field titled `title` (the screen on top's), in
    /// place of what it held, as the field writes its binding; `false` if there is none.
    @discardableResult
    package func typeText(_ text: String, into title: String) -> Bool {
        guard let node = nodes.last(where: { ($0.view as? any TextEditing)?.title == title }),
            let field = node.view as? any TextEditing
        else { return false }
        field.type(text)
        wrote(node)
        render()
        return true
    }

    /// The user taps the last button titled `title`: the one on the screen on top, which a
    /// navigation stack draws after the screens under it; `false` if there is none.
    @discardableResult
    package func tapLast(_ title: String) -> Bool {
        guard let button = nodes.compactMap({ $0.view as? any Tappable }).last(where: { $0.title == title }) else {
            return false
        }
        button.tap()
        render()
        return true
    }

    /// The animations started so far and not finished.
    package var runningAnimations: Int { RunningAnimations.completions.count }

    /// The oldest running animation finishes: its completion runs.
    package func finishAnimation() {
        guard !RunningAnimations.completions.isEmpty else { return }
        RunningAnimations.completions.removeFirst()()
        render()
    }

    /// Every running animation finishes, and those they start, until none runs.
    package func finishAnimations() {
        while !RunningAnimations.completions.isEmpty { finishAnimation() }
    }

    /// The system opens `url` in this window (`onOpenURL`).
    package func open(_ url: URL) {
        for case let handler as OpenURLHandler in nodes.compactMap(\.effect) { handler.action(url) }
        render()
    }

    /// The system continues `activity` in this window (`onContinueUserActivity`).
    package func continueUserActivity(_ activity: NSUserActivity) {
        for case let handler as UserActivityHandler in nodes.compactMap(\.effect)
        where handler.activityType == activity.activityType {
            handler.action(activity)
        }
        render()
    }

    /// The activity the window advertises (`userActivity(_:isActive:_:)`), as the system would
    /// read it for Handoff: made of the active advertisement's type and filled in by its update;
    /// `nil` when none is active.
    package func advertisedActivity() -> NSUserActivity? {
        for case let advertisement as UserActivityAdvertisement in nodes.compactMap(\.effect)
        where advertisement.isActive {
            let activity = NSUserActivity(activityType: advertisement.activityType)
            advertisement.update(activity)
            return activity
        }
        return nil
    }

    /// Forgets every animation the stand-in started, everything kept in scene storage, the
    /// window's size and the scene activations asked for: a new process, for the next test.
    package static func reset() {
        RunningAnimations.completions = []
        SceneStorageValues.scenes = [:]
        SceneStorageValues.rendering = "window"
        PresentedWindowValues.values = [:]
        OpenedWindows.values = []
        WindowEnvironment.reset()
        WindowEnvironmentObjects.objects = [:]
        VoiceOverFocus.reset()
        UIApplication.shared.activationRequests = []
    }
}

/// An alert or confirmation dialog on screen, answered as SwiftUI does.
protocol DialogHolding {
    var title: String { get }
    @MainActor var isShown: Bool { get }
    @MainActor func close()
}

extension DialogPresentation: DialogHolding {
    @MainActor var isShown: Bool { isPresented.wrappedValue && content != nil }
    @MainActor func close() { isPresented.wrappedValue = false }
}

extension ViewRenderer {
    /// The titles of the dialogs on screen.
    package var shownDialogs: [String] {
        nodes.compactMap { $0.effect as? any DialogHolding }.filter(\.isShown).map(\.title)
    }

    /// The user chooses the dialog button titled `title`: SwiftUI runs its action, then sets the
    /// dialog's binding to not presented. `false` if no shown dialog has that button.
    @discardableResult
    package func answerDialog(_ title: String) -> Bool {
        guard let node = nodes.first(where: { ($0.effect as? any DialogHolding)?.isShown == true }),
            let dialog = node.effect as? any DialogHolding
        else {
            return false
        }
        guard tap(title) else { return false }
        dialog.close()
        wrote(node)
        render()
        return true
    }

    /// The user taps outside the dialog (a confirmation dialog on a wide screen): SwiftUI sets its
    /// binding to not presented, and no button runs.
    package func dismissDialog() {
        for node in nodes {
            guard let dialog = node.effect as? any DialogHolding, dialog.isShown else { continue }
            dialog.close()
            wrote(node)
        }
        render()
    }

    /// The sizes of the sheets on screen that declare some, and their selection, top last.
    package var sheetSizes: [(sizes: Set<PresentationDetent>, selected: PresentationDetent)] {
        nodes.compactMap { $0.effect as? SheetSizes }.map { ($0.detents, $0.selection.wrappedValue) }
    }

    /// The user drags the top sheet that takes sizes to `size`: SwiftUI writes it to the selection.
    package func resizeTopSheet(to size: PresentationDetent) {
        guard let node = nodes.last(where: { $0.effect is SheetSizes }), let sheet = node.effect as? SheetSizes else {
            return
        }
        sheet.selection.wrappedValue = size
        wrote(node)
        render()
    }
}
