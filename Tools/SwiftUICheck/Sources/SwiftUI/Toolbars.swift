// The navigation bar's items: a screen's own toolbar items and its back button hidden.
// Availability: Apple's, as iPhoneOS18.0.sdk's SwiftUI.swiftinterface declares it (and Apple's
// documentation for iOS 26's), on each declaration mirrored; the compiler ignores it on Linux, and
// AvailabilityCheck reads it (docs/swiftui.md, "Apple's availability").

extension View {
    /// Mirrors `nonisolated func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) ->
    /// some View` (documentation/swiftui/view/navigationbarbackbuttonhidden(_:)). Hiding the back
    /// button also ends the stack's interactive pop (the swipe back) for the screen.
    @available(iOS 13.0, macOS 13.0, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        ModifiedView(content: self, effect: BackButtonHidden(isHidden: hidesBackButton))
    }

    /// Mirrors `nonisolated func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) ->
    /// some View where Content: ToolbarContent` (documentation/swiftui/view/toolbar(content:)-7vdkx).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
        -> some View
    {
        ModifiedView(content: self, effect: ToolbarItems(content: content()))
    }
}

/// Mirrors `@MainActor @preconcurrency public protocol ToolbarContent`
/// (documentation/swiftui/toolbarcontent); the stand-in's items are its only conformers, and its
/// `body` requirement is left out, as no code here declares toolbar content of its own.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {}

/// Mirrors `@resultBuilder public struct ToolbarContentBuilder`
/// (documentation/swiftui/toolbarcontentbuilder), for one item.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

/// Mirrors `public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View`
/// (documentation/swiftui/toolbaritem).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == () {
    /// Mirrors `nonisolated init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content:
    /// () -> Content)` (documentation/swiftui/toolbaritem/init(placement:content:); iOS 26's page
    /// shows `@ContentBuilder`).
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Mirrors `public struct ToolbarItemPlacement` (documentation/swiftui/toolbaritemplacement).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemPlacement: Sendable {
    let name: String
    /// Mirrors `static let automatic: ToolbarItemPlacement`.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// Mirrors `@backDeployed(before: iOS 17.0, tvOS 17.0) static var topBarLeading:
    /// ToolbarItemPlacement { get }` (documentation/swiftui/toolbaritemplacement/topbarleading):
    /// the navigation bar's leading edge, where the back button stands; not on macOS.
    @available(iOS 14.0, tvOS 14.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement(name: "topBarLeading") }
}

/// What the renderer shows of an item: its content, in the bar.
protocol RenderedToolbarContent {
    var placementName: String { get }
    var view: any View { get }
}

extension ToolbarItem: RenderedToolbarContent {
    var placementName: String { placement.name }
    var view: any View { content }
}
