// The stand-in's core: View, its result builder and the containers the builder makes.
// Declarations mirror the iOS 18 SDK's SwiftUI.swiftinterface as documented on
// developer.apple.com/documentation/swiftui. Written for this repository; only the signatures and
// their availability are SwiftUI's.
// Availability: Apple's, as iPhoneOS18.0.sdk's SwiftUI.swiftinterface declares it (and Apple's
// documentation for iOS 26's), on each declaration mirrored; the compiler ignores it on Linux, and
// AvailabilityCheck reads it (docs/swiftui.md, "Apple's availability").

/// Mirrors `@MainActor @preconcurrency public protocol View` (documentation/swiftui/view).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Mirrors `extension Never: View` (documentation/swiftui/view, "Conforming types").
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Mirrors `@resultBuilder public struct ViewBuilder` (documentation/swiftui/viewbuilder).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
    /// Mirrors `static func buildExpression<Content>(_ content: Content) -> Content where Content: View`.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// Mirrors `static func buildBlock() -> EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// Mirrors `static func buildBlock<Content>(_ content: Content) -> Content where Content: View`.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Mirrors `static func buildBlock<each Content>(_ content: repeat each Content) ->
    /// TupleView<(repeat each Content)> where repeat each Content: View`.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }
    /// Mirrors `static func buildIf<Content>(_ content: Content?) -> Content? where Content: View`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// Mirrors `static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// Mirrors `static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// Mirrors `static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Mirrors `@frozen public struct EmptyView: View` (documentation/swiftui/emptyview).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError("EmptyView has no body") }
}

/// Mirrors `@frozen public struct TupleView<T>: View` (documentation/swiftui/tupleview).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError("TupleView has no body") }
}

/// Mirrors `@frozen public struct _ConditionalContent<TrueContent, FalseContent>` and its `View`
/// conformance where both are views.
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError("_ConditionalContent has no body") }
}

/// Mirrors `extension Optional: View where Wrapped: View` (documentation/swiftui/view).
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional has no body") }
}

/// Mirrors `@frozen public struct AnyView: View` (documentation/swiftui/anyview).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct AnyView: View {
    let wrapped: any View
    /// Mirrors `init<V>(_ view: V) where V: View`.
    public init<V: View>(_ view: V) { wrapped = view }
    /// Mirrors `init<V>(erasing view: V) where V: View`.
    public init<V: View>(erasing view: V) { wrapped = view }
    public var body: Never { fatalError("AnyView has no body") }
}

/// Mirrors `@MainActor @preconcurrency public protocol ViewModifier`
/// (documentation/swiftui/viewmodifier).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// Mirrors `public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier`, the view a
/// modifier's `body(content:)` receives.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: any View
    public var body: Never { fatalError("_ViewModifier_Content has no body") }
}

/// Mirrors `@frozen public struct ModifiedContent<Content, Modifier>` (documentation/swiftui/modifiedcontent).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("ModifiedContent has no body") }
}

extension View {
    /// Mirrors `nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`
    /// (documentation/swiftui/view/modifier(_:)).
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Mirrors `public protocol DynamicProperty` (documentation/swiftui/dynamicproperty).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
