// Modal presentation and bars: sheet, fullScreenCover, interactiveDismissDisabled, toolbar.

extension View {
    /// Mirrors `nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? =
    /// nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable,
    /// Content: View` (documentation/swiftui/view/sheet(item:ondismiss:content:)).
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        ModifiedView(content: self, effect: Presentation(style: .sheet, item: item, content: content))
    }

    /// Mirrors `nonisolated func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() ->
    /// Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item:
    /// Identifiable, Content: View` (documentation/swiftui/view/fullscreencover(item:ondismiss:content:);
    /// unavailable on macOS).
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        ModifiedView(content: self, effect: Presentation(style: .fullScreenCover, item: item, content: content))
    }

    /// Mirrors `nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View`
    /// (documentation/swiftui/view/interactivedismissdisabled(_:)).
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        ModifiedView(content: self, effect: InteractiveDismissal(isDisabled: isDisabled))
    }

    /// Mirrors `nonisolated func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some
    /// View` (documentation/swiftui/view/toolbar(_:for:)).
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        ModifiedView(content: self, effect: ToolbarVisibility(visibility: visibility, bars: bars))
    }
}

/// Mirrors `@frozen public enum Visibility: Hashable, CaseIterable` (documentation/swiftui/visibility).
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// Mirrors `public struct ToolbarPlacement` (documentation/swiftui/toolbarplacement).
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// Mirrors `static var automatic: ToolbarPlacement { get }`.
    public static var automatic: ToolbarPlacement { ToolbarPlacement(name: "automatic") }
    /// Mirrors `static var tabBar: ToolbarPlacement { get }` (iOS, tvOS, visionOS; not macOS or watchOS).
    public static var tabBar: ToolbarPlacement { ToolbarPlacement(name: "tabBar") }
    /// Mirrors `static var navigationBar: ToolbarPlacement { get }`.
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement(name: "navigationBar") }
}
