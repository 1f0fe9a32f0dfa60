// Containers and controls: TabView, NavigationStack, ForEach, List, Section, Text, Button, and the
// modifiers that tie them together (navigationDestination, tabItem, tag).
// Availability: Apple's, as iPhoneOS18.0.sdk's SwiftUI.swiftinterface declares it (and Apple's
// documentation for iOS 26's), on each declaration mirrored; the compiler ignores it on Linux, and
// AvailabilityCheck reads it (docs/swiftui.md, "Apple's availability").
import Foundation

/// Mirrors `public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable,
/// Content: View` (documentation/swiftui/tabview).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Mirrors `init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: Never { fatalError("TabView has no body") }
}

/// Mirrors `nonisolated struct NavigationStack<Data, Root> where Root: View`
/// (documentation/swiftui/navigationstack).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let elements: () -> [AnyHashable]
    let setElements: ([AnyHashable]) -> Void

    /// Mirrors `init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection,
    /// Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable`
    /// (documentation/swiftui/navigationstack/init(path:root:)). Main-actor isolated, as the
    /// iOS 18 SDK declares it in the main-actor `NavigationStack` (issue 65; later SDKs' pages show
    /// it `nonisolated`).
    @MainActor @preconcurrency
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        self.root = root()
        elements = { path.wrappedValue.map { AnyHashable($0) } }
        setElements = { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) }
    }

    public var body: Never { fatalError("NavigationStack has no body") }
}

/// Mirrors `public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable`
/// (documentation/swiftui/foreach).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>
}

extension ForEach: View where Content: View {
    /// Mirrors `init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping
    /// (Data.Element) -> Content)` (documentation/swiftui/foreach/init(_:id:content:)).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = id
        self.content = content
    }

    public var body: Never { fatalError("ForEach has no body") }
}

/// Mirrors `public struct List<SelectionValue, Content>: View where SelectionValue: Hashable,
/// Content: View` (documentation/swiftui/list).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    public var body: Never { fatalError("List has no body") }
}

extension List where SelectionValue == Never {
    /// Mirrors `init(@ViewBuilder content: () -> Content)` (documentation/swiftui/list/init(content:)),
    /// main-actor isolated as the iOS 18 SDK declares it in the main-actor `List` (issue 65).
    @MainActor @preconcurrency
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// Mirrors `public struct Section<Parent, Content, Footer>` (documentation/swiftui/section).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Section<Parent, Content, Footer> {
    let content: Content
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError("Section has no body") }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Mirrors `init(@ViewBuilder content: () -> Content)` (documentation/swiftui/section/init(content:)).
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// Mirrors `@frozen public struct Text: Equatable, Sendable` and its `View` conformance
/// (documentation/swiftui/text).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Text: View, Equatable, Sendable {
    package let string: String
    /// Mirrors `init<S>(_ content: S) where S: StringProtocol`.
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// Mirrors `init(verbatim content: String)`.
    public init(verbatim content: String) { string = content }
    public var body: Never { fatalError("Text has no body") }
}

/// Mirrors `public struct Button<Label>: View where Label: View` (documentation/swiftui/button).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Button<Label: View>: View {
    let label: Label
    let action: @MainActor () -> Void

    /// Mirrors `@preconcurrency init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)`.
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: Never { fatalError("Button has no body") }
}

extension Button where Label == Text {
    /// Mirrors `@preconcurrency init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol`
    /// (documentation/swiftui/button/init(_:action:)-lpm7).
    @preconcurrency
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action, label: { Text(title) })
    }
}

/// Mirrors `public struct TextField<Label>: View where Label: View` (documentation/swiftui/textfield).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct TextField<Label: View>: View {
    let label: Label
    let binding: Binding<String>

    public var body: Never { fatalError("TextField has no body") }
}

extension TextField where Label == Text {
    /// Mirrors `nonisolated init<S>(_ title: S, text: Binding<String>) where S: StringProtocol`
    /// (documentation/swiftui/textfield/init(_:text:)-4ah2n).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        label = Text(title)
        binding = text
    }
}

extension View {
    /// Mirrors `nonisolated func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination:
    /// @escaping (D) -> C) -> some View where D: Hashable, C: View`
    /// (documentation/swiftui/view/navigationdestination(for:destination:)).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        ModifiedView(content: self, effect: NavigationDestination(destination: destination))
    }

    /// Mirrors `nonisolated func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View`
    /// (documentation/swiftui/view/tabitem(_:)). Deprecated in iOS, iPadOS, Mac Catalyst, macOS,
    /// tvOS and watchOS 27 and not on visionOS, as that page's availability gives it ("iOS: 13.0 -
    /// 27.0"; not in the iOS 18.0 SDK); from iOS 18 a `Tab` replaces it.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
    @available(iOS, deprecated: 27.0, message: "Use Tab")
    @available(macOS, deprecated: 27.0, message: "Use Tab")
    @available(tvOS, deprecated: 27.0, message: "Use Tab")
    @available(watchOS, deprecated: 27.0, message: "Use Tab")
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        ModifiedView(content: self, effect: TabItem(label: label()))
    }

    /// Mirrors `nonisolated func tag<V>(_ tag: V) -> some View where V: Hashable`
    /// (documentation/swiftui/view/tag(_:)).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
        ModifiedView(content: self, effect: Tag(value: AnyHashable(tag)))
    }

    /// Mirrors `nonisolated func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol`
    /// (documentation/swiftui/view/navigationtitle(_:)-5di1u).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        ModifiedView(content: self, effect: NavigationTitle(title: String(title)))
    }

    /// Mirrors `nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View`
    /// (documentation/swiftui/view/padding(_:_:)).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        ModifiedView(content: self, effect: Padding())
    }
}

/// Mirrors `@frozen public enum Edge` and its `Set` (documentation/swiftui/edge).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// Mirrors `@frozen struct Set: OptionSet`.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
