// What each modifier of the stand-in keeps: a view wrapped with an effect the renderer reads. None of
// this is SwiftUI's API; it is how the stand-in keeps modifiers as values for headless tests.
import Foundation

/// A view and one modifier's effect on it.
nonisolated struct ModifiedView<Content: View, Effect>: View {
    let content: Content
    let effect: Effect
    var body: Never { fatalError("ModifiedView has no body") }
}

/// What a modifier adds to the view it wraps, beyond the view itself.
package protocol ViewEffect {
    /// Views the modifier shows besides the wrapped one (a presented sheet's content).
    @MainActor func extraParts(in renderer: ViewRenderer) -> [ViewPart]
}

extension ViewEffect {
    @MainActor package func extraParts(in renderer: ViewRenderer) -> [ViewPart] { [] }
}

/// `navigationDestination(for:destination:)`: the view of a pushed value of type `D`.
struct NavigationDestination<D: Hashable, C: View>: ViewEffect {
    let destination: (D) -> C
    func view(for value: AnyHashable) -> (any View)? {
        (value.base as? D).map(destination)
    }
}

/// `tabItem(_:)`: the tab's label, shown in the tab bar.
struct TabItem<Label: View>: ViewEffect {
    let label: Label
    @MainActor func extraParts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "tabItem", view: label, source: .held)]
    }
}

/// `tag(_:)`: the value a selection binding takes when this view is selected.
package struct Tag: ViewEffect {
    package let value: AnyHashable
}

/// `navigationTitle(_:)`.
package struct NavigationTitle: ViewEffect {
    package let title: String
}

/// `padding(_:_:)`: nothing a test reads.
struct Padding: ViewEffect {}

/// `interactiveDismissDisabled(_:)`.
package struct InteractiveDismissal: ViewEffect {
    package let isDisabled: Bool
}

/// `toolbar(_:for:)`.
package struct ToolbarVisibility: ViewEffect {
    package let visibility: Visibility
    package let bars: [ToolbarPlacement]
}

/// How a presentation covers the screen.
package enum PresentationStyle: Hashable, Sendable {
    case sheet, fullScreenCover, popover, inspector
}

/// `sheet(item:onDismiss:content:)` and `fullScreenCover(item:onDismiss:content:)`: shown while the
/// item is not `nil`, with an identity that changes with the item's id.
struct Presentation<Item: Identifiable, Content: View>: ViewEffect {
    let style: PresentationStyle
    let item: Binding<Item?>
    let content: (Item) -> Content

    @MainActor func extraParts(in renderer: ViewRenderer) -> [ViewPart] {
        guard let item = item.wrappedValue else { return [] }
        return [
            ViewPart(
                name: "\(style)(\(item.id))", view: content(item),
                source: (item as? any Equatable).map { .made(from: $0) } ?? .unknown)
        ]
    }
}

/// `onAppear(perform:)` and `onDisappear(perform:)`.
struct Lifecycle: ViewEffect {
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?
}

/// `task(priority:_:)` and `task(id:priority:_:)`: started when the view appears, and again when
/// its id changes.
struct ViewTask: ViewEffect {
    let id: (any Equatable)?
    let action: @isolated(any) @Sendable () async -> Void
}

/// `onChange(of:initial:_:)`.
struct ChangeObserver<V: Equatable>: ViewEffect {
    let value: V
    let initial: Bool
    let action: (V, V) -> Void
}

/// `onOpenURL(perform:)`.
struct OpenURLHandler: ViewEffect {
    let action: (URL) -> Void
}

/// `onContinueUserActivity(_:perform:)`.
struct UserActivityHandler: ViewEffect {
    let activityType: String
    let action: (NSUserActivity) -> Void
}

/// `userActivity(_:isActive:_:)`.
struct UserActivityAdvertisement: ViewEffect {
    let activityType: String
    let isActive: Bool
    let update: (NSUserActivity) -> Void
}

/// Whether two values of unknown types are equal: of one type, and equal as that type.
func isEqual(_ lhs: any Equatable, _ rhs: any Equatable) -> Bool {
    func compare<T: Equatable>(_ lhs: T) -> Bool { (rhs as? T) == lhs }
    return compare(lhs)
}

/// `alert(_:isPresented:presenting:actions:message:)` and `confirmationDialog(...)`: the actions
/// (buttons) shown while `isPresented` is true and there is data.
struct DialogPresentation<Actions: View, Message: View>: ViewEffect {
    let kind: String
    let title: String
    let isPresented: Binding<Bool>
    let content: (actions: Actions, message: Message)?

    @MainActor func extraParts(in renderer: ViewRenderer) -> [ViewPart] {
        guard isPresented.wrappedValue, let content else { return [] }
        return [ViewPart(name: "\(kind)(\(title))", view: content.actions, source: .held)]
    }
}

/// `presentationDetents(_:selection:)`: the sizes a sheet takes and the one it has.
package struct SheetSizes: ViewEffect {
    package let detents: Set<PresentationDetent>
    let selection: Binding<PresentationDetent>
}

/// `navigationBarBackButtonHidden(_:)`.
package struct BackButtonHidden: ViewEffect {
    package let isHidden: Bool
}

/// `toolbar(content:)`: its items, drawn in the bar beside the screen.
struct ToolbarItems<Content: ToolbarContent>: ViewEffect {
    let content: Content
    @MainActor func extraParts(in renderer: ViewRenderer) -> [ViewPart] {
        guard let item = content as? any RenderedToolbarContent else { return [] }
        return [ViewPart(name: "toolbar(\(item.placementName))", view: item.view, source: .held)]
    }
}
