// The stacks a view of the app's own lays its parts out in (a tab bar it draws itself, under the
// screens): the declared API, each declaration citing what it mirrors. The renderer walks their
// content as it walks a list's; layout is not drawn.
// Availability: Apple's, as iPhoneOS18.0.sdk's SwiftUI.swiftinterface declares it, on each declaration
// mirrored; AvailabilityCheck reads it (docs/swiftui.md, "Apple's availability").
import Foundation

/// Mirrors `@frozen public struct HorizontalAlignment: Equatable`
/// (documentation/swiftui/horizontalalignment).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HorizontalAlignment: Equatable, Sendable {
    let name: String
    /// Mirrors `static let leading: HorizontalAlignment`.
    public static let leading = HorizontalAlignment(name: "leading")
    /// Mirrors `static let center: HorizontalAlignment`.
    public static let center = HorizontalAlignment(name: "center")
    /// Mirrors `static let trailing: HorizontalAlignment`.
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Mirrors `@frozen public struct VerticalAlignment: Equatable`
/// (documentation/swiftui/verticalalignment).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VerticalAlignment: Equatable, Sendable {
    let name: String
    /// Mirrors `static let top: VerticalAlignment`.
    public static let top = VerticalAlignment(name: "top")
    /// Mirrors `static let center: VerticalAlignment`.
    public static let center = VerticalAlignment(name: "center")
    /// Mirrors `static let bottom: VerticalAlignment`.
    public static let bottom = VerticalAlignment(name: "bottom")
}

/// Mirrors `@frozen public struct VStack<Content>: View where Content: View`
/// (documentation/swiftui/vstack).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct VStack<Content: View>: View {
    let content: Content

    /// Mirrors `init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    /// @ViewBuilder content: () -> Content)` (documentation/swiftui/vstack/init(alignment:spacing:content:)).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.content = content()
    }

    public var body: Never { fatalError("VStack has no body") }
}

/// Mirrors `@frozen public struct HStack<Content>: View where Content: View`
/// (documentation/swiftui/hstack).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct HStack<Content: View>: View {
    let content: Content

    /// Mirrors `init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    /// @ViewBuilder content: () -> Content)` (documentation/swiftui/hstack/init(alignment:spacing:content:)).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("HStack has no body") }
}
