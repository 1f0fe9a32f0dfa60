// Modal presentation and bars: sheet, fullScreenCover, interactiveDismissDisabled, toolbar.
// Availability: Apple's, as iPhoneOS18.0.sdk's SwiftUI.swiftinterface declares it (and Apple's
// documentation for iOS 26's), on each declaration mirrored; the compiler ignores it on Linux, and
// AvailabilityCheck reads it (docs/swiftui.md, "Apple's availability").

extension View {
    /// Mirrors `nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? =
    /// nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable,
    /// Content: View` (documentation/swiftui/view/sheet(item:ondismiss:content:)).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        ModifiedView(content: self, effect: Presentation(style: .sheet, item: item, content: content))
    }

    /// Mirrors `nonisolated func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() ->
    /// Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item:
    /// Identifiable, Content: View` (documentation/swiftui/view/fullscreencover(item:ondismiss:content:);
    /// unavailable on macOS).
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        ModifiedView(content: self, effect: Presentation(style: .fullScreenCover, item: item, content: content))
    }

    /// Mirrors `nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View`
    /// (documentation/swiftui/view/interactivedismissdisabled(_:)).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        ModifiedView(content: self, effect: InteractiveDismissal(isDisabled: isDisabled))
    }

    /// Mirrors `nonisolated func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some
    /// View` (documentation/swiftui/view/toolbar(_:for:)). Deprecated in iOS, iPadOS, Mac Catalyst,
    /// macOS, tvOS and watchOS 27 and not on visionOS, as that page's availability gives it
    /// ("iOS: 16.0 - 27.0"; not in the iOS 18.0 SDK), for `toolbarVisibility(_:for:)`.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @available(iOS, deprecated: 27.0, renamed: "toolbarVisibility(_:for:)")
    @available(macOS, deprecated: 27.0, renamed: "toolbarVisibility(_:for:)")
    @available(tvOS, deprecated: 27.0, renamed: "toolbarVisibility(_:for:)")
    @available(watchOS, deprecated: 27.0, renamed: "toolbarVisibility(_:for:)")
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        ModifiedView(content: self, effect: ToolbarVisibility(visibility: visibility, bars: bars))
    }

    /// Mirrors `nonisolated func toolbarVisibility(_ visibility: Visibility, for bars:
    /// ToolbarPlacement...) -> some View` (documentation/swiftui/view/toolbarvisibility(_:for:)):
    /// `toolbar(_:for:)`'s new name, which later SDKs deprecate for it.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        ModifiedView(content: self, effect: ToolbarVisibility(visibility: visibility, bars: bars))
    }
}

/// Mirrors `@frozen public enum Visibility: Hashable, CaseIterable` (documentation/swiftui/visibility).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// Mirrors `public struct ToolbarPlacement` (documentation/swiftui/toolbarplacement).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// Mirrors `static var automatic: ToolbarPlacement { get }`.
    public static var automatic: ToolbarPlacement { ToolbarPlacement(name: "automatic") }
    /// Mirrors `static var tabBar: ToolbarPlacement { get }` (iOS, tvOS, visionOS; not macOS or watchOS).
    @available(iOS 16.0, tvOS 16.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public static var tabBar: ToolbarPlacement { ToolbarPlacement(name: "tabBar") }
    /// Mirrors `static var navigationBar: ToolbarPlacement { get }`.
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @available(macOS, unavailable)
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement(name: "navigationBar") }
}
