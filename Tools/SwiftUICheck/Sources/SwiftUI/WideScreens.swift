// Wide screens: NavigationSplitView and its column visibility, iOS 18's Tab values with the
// sidebar-adaptable tab view style, and the horizontal size class a view reads from its
// environment.
// Availability: Apple's, as iPhoneOS18.0.sdk's SwiftUI.swiftinterface declares it (and Apple's
// documentation for iOS 26's), on each declaration mirrored; the compiler ignores it on Linux, and
// AvailabilityCheck reads it (docs/swiftui.md, "Apple's availability").
import Foundation

/// Mirrors `public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable`
/// (documentation/swiftui/navigationsplitviewvisibility).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    let name: String

    /// Mirrors `static var automatic: NavigationSplitViewVisibility { get }`.
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "automatic") }
    /// Mirrors `static var all: NavigationSplitViewVisibility { get }`.
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "all") }
    /// Mirrors `static var doubleColumn: NavigationSplitViewVisibility { get }`.
    public static var doubleColumn: NavigationSplitViewVisibility {
        NavigationSplitViewVisibility(name: "doubleColumn")
    }
    /// Mirrors `static var detailOnly: NavigationSplitViewVisibility { get }`.
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "detailOnly") }
}

/// Mirrors `nonisolated struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar: View,
/// Content: View, Detail: View` (documentation/swiftui/navigationsplitview).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let columnVisibility: Binding<NavigationSplitViewVisibility>
    let sidebar: Sidebar
    let detail: Detail
    public var body: Never { fatalError("NavigationSplitView has no body") }
}

extension NavigationSplitView where Content == EmptyView {
    /// Mirrors `nonisolated init(columnVisibility: Binding<NavigationSplitViewVisibility>,
    /// @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content ==
    /// EmptyView` (documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:detail:)).
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.columnVisibility = columnVisibility
        self.sidebar = sidebar()
        self.detail = detail()
    }
}

/// Mirrors `@MainActor @preconcurrency protocol TabContent<TabValue>`
/// (documentation/swiftui/tabcontent); only its selection type, which is all Waymark uses.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
}

/// Mirrors `struct Tab<Value, Content, Label> where Value: Hashable, Content: View, Label: View`
/// and its `TabContent` conformance (documentation/swiftui/tab).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    public typealias TabValue = Value
    let value: Value
    let content: Content
    let label: Label

    /// Mirrors `nonisolated init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder
    /// label: () -> Label)` (documentation/swiftui/tab/init(value:content:label:)).
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }
}

/// Mirrors `@resultBuilder struct TabContentBuilder<TabValue> where TabValue: Hashable`
/// (documentation/swiftui/tabcontentbuilder).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// Mirrors `static func buildExpression<Content>(_ content: Content) -> Content where Content:
    /// TabContent, TabValue == Content.TabValue`.
    public static func buildExpression<Content: TabContent>(_ content: Content) -> Content
    where Content.TabValue == TabValue { content }
    /// Mirrors `static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue>`.
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    /// Mirrors `nonisolated struct Content<C> where C: TabContent` and its `View` conformance
    /// (documentation/swiftui/tabcontentbuilder/content).
    nonisolated public struct Content<C: TabContent>: View {
        let tabs: C
        public var body: Never { fatalError("TabContentBuilder.Content has no body") }
    }
}

extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue

    /// Mirrors `nonisolated init<V>(_ data: Data, id: KeyPath<Data.Element, ID>,
    /// @TabContentBuilder<V> content: @escaping (Data.Element) -> Content) where V ==
    /// Content.TabValue` (documentation/swiftui/foreach, "Creating tab content"): the builder's own
    /// parameter lets the compiler infer `Content` from the closure.
    public init<V: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
    ) where V == Content.TabValue {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension TabView {
    /// Mirrors `nonisolated init<C>(selection: Binding<SelectionValue>,
    /// @TabContentBuilder<SelectionValue> content: () -> C) where Content ==
    /// TabContentBuilder<SelectionValue>.Content<C>, C: TabContent`
    /// (documentation/swiftui/tabview/init(selection:content:)).
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.init(selection: selection, content: { TabContentBuilder<SelectionValue>.Content(tabs: content()) })
    }
}

/// Mirrors `@MainActor @preconcurrency protocol TabViewStyle` (documentation/swiftui/tabviewstyle).
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// Mirrors `struct SidebarAdaptableTabViewStyle: TabViewStyle`
/// (documentation/swiftui/sidebaradaptabletabviewstyle).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
nonisolated public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// Mirrors `init()`.
    public init() {}
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// Mirrors `static var sidebarAdaptable: SidebarAdaptableTabViewStyle { get }`
    /// (documentation/swiftui/tabviewstyle/sidebaradaptable).
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
    @available(watchOS, unavailable)
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension View {
    /// Mirrors `nonisolated func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle`
    /// (documentation/swiftui/view/tabviewstyle(_:)).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        ModifiedView(content: self, effect: TabStyle(name: "\(S.self)"))
    }
}

/// Mirrors `public enum UserInterfaceSizeClass: Sendable` with its cases
/// (documentation/swiftui/userinterfacesizeclass).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

/// Mirrors `public protocol EnvironmentKey` (documentation/swiftui/environmentkey).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    /// Mirrors `associatedtype Value`.
    associatedtype Value
    /// Mirrors `static var defaultValue: Self.Value { get }`.
    static var defaultValue: Value { get }
}

/// Mirrors `public struct EnvironmentValues: CustomStringConvertible`
/// (documentation/swiftui/environmentvalues), with the one value Waymark reads and the values
/// apps add by key.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    /// Mirrors `var horizontalSizeClass: UserInterfaceSizeClass? { get set }`
    /// (documentation/swiftui/environmentvalues/horizontalsizeclass).
    public var horizontalSizeClass: UserInterfaceSizeClass?
    private var added: [ObjectIdentifier: Any] = [:]

    /// Mirrors `init()`.
    public init() {}

    /// Mirrors `subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`
    /// (documentation/swiftui/environmentvalues/subscript(_:)-9zku).
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { added[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { added[ObjectIdentifier(key)] = newValue }
    }

    public var description: String {
        "EnvironmentValues(horizontalSizeClass: \(String(describing: horizontalSizeClass)))"
    }
}

/// The environment of the stand-in's one window: a test sets it (the window resized) and renders.
///
/// Shared mutable state, read and written only on the main thread: views read their environment
/// in their bodies, and every test of the check package runs on the main actor.
package enum WindowEnvironment {
    nonisolated(unsafe) package static var values = EnvironmentValues()
    /// The version of each value written, where the renderer is: a view that reads a value is
    /// evaluated again when the version it read is no longer the one where it sits.
    nonisolated(unsafe) static var versions: [AnyKeyPath: Int] = [:]
    nonisolated(unsafe) private static var lastVersion = 0

    /// The version of the value at `keyPath` where the renderer is; 0 for one never written.
    static func version(of keyPath: AnyKeyPath) -> Int {
        versions[keyPath] ?? 0
    }

    /// A version no value has had.
    static func nextVersion() -> Int {
        lastVersion += 1
        return lastVersion
    }

    /// Sets the window's own value at `keyPath`, as the system does (the window resized).
    package static func set<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, to value: Value) {
        values[keyPath: keyPath] = value
        versions[keyPath] = nextVersion()
    }

    /// The environment of a new window.
    static func reset() {
        values = EnvironmentValues()
        versions = [:]
    }
}

/// Mirrors `@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty`
/// (documentation/swiftui/environment). As in SwiftUI, the value is the one where the view sits,
/// read when its body was last evaluated, so a task the view started reads it too.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let read = EnvironmentRead<Value>()

    /// Mirrors `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// Mirrors `var wrappedValue: Value { get }`.
    public var wrappedValue: Value { read.value ?? WindowEnvironment.values[keyPath: keyPath] }
}

/// The value an `Environment` read where its view sits, kept for the view's life.
final class EnvironmentRead<Value> {
    var value: Value?
}

/// An `Environment`, for the renderer to give the value where its view sits.
protocol EnvironmentReading {
    /// Which value it reads.
    var environmentKey: AnyKeyPath { get }
    func readWhereTheViewSits()
}

extension Environment: EnvironmentReading {
    var environmentKey: AnyKeyPath { keyPath }

    func readWhereTheViewSits() {
        read.value = WindowEnvironment.values[keyPath: keyPath]
    }
}

extension View {
    /// Mirrors `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
    /// _ value: V) -> some View` (documentation/swiftui/view/environment(_:_:)).
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        ModifiedView(
            content: self,
            effect: EnvironmentWriting(keyPath: keyPath, value: value) { $0[keyPath: keyPath] = value })
    }
}

/// `environment(_:_:)`: a value for the views below the one it modifies.
struct EnvironmentWriting: ViewEffect {
    /// Which value it writes, and the value, which the renderer compares with the last.
    let keyPath: AnyKeyPath
    let value: Any
    let write: (inout EnvironmentValues) -> Void
}
