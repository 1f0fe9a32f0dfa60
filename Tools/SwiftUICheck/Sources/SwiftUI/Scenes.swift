// Apps and scenes: App, Scene, SceneBuilder, WindowGroup.
// Availability: Apple's, as iPhoneOS18.0.sdk's SwiftUI.swiftinterface declares it (and Apple's
// documentation for iOS 26's), on each declaration mirrored; the compiler ignores it on Linux, and
// AvailabilityCheck reads it (docs/swiftui.md, "Apple's availability").

/// Mirrors `@MainActor @preconcurrency public protocol App` (documentation/swiftui/app).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

/// Mirrors `@MainActor @preconcurrency public protocol Scene` (documentation/swiftui/scene).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Mirrors `extension Never: Scene`.
extension Never: Scene {}

/// Mirrors `@resultBuilder public struct SceneBuilder` (documentation/swiftui/scenebuilder).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct SceneBuilder {
    /// Mirrors `static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene`.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    /// Mirrors `static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene`.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// Mirrors `public struct WindowGroup<Content>: Scene where Content: View`
/// (documentation/swiftui/windowgroup).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct WindowGroup<Content: View>: Scene {
    let content: Content

    /// Mirrors `nonisolated public init(@ViewBuilder content: () -> Content)`, which
    /// iPhoneOS18.0.sdk's SwiftUI.swiftinterface (around offset 106,500) deprecates in iOS 18,
    /// macOS 15, tvOS 18, watchOS 11 and visionOS 2, renamed `init(makeContent:)`.
    @available(
        iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)",
        message: "Use the initializer which takes an escaping view builder instead."
    )
    @available(
        macOS, introduced: 11.0, deprecated: 15.0, renamed: "init(makeContent:)",
        message: "Use the initializer which takes an escaping view builder instead."
    )
    @available(
        tvOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)",
        message: "Use the initializer which takes an escaping view builder instead."
    )
    @available(
        watchOS, introduced: 7.0, deprecated: 11.0, renamed: "init(makeContent:)",
        message: "Use the initializer which takes an escaping view builder instead."
    )
    @available(visionOS, introduced: 1.0, deprecated: 2.0, renamed: "init(makeContent:)")
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Mirrors `nonisolated init(@ViewBuilder makeContent: @escaping () -> Content)`
    /// (documentation/swiftui/windowgroup/init(makecontent:): iOS 14, macOS 11, tvOS 14, watchOS 7,
    /// visionOS 1, emitted into the client, so available back to the type's own releases): the
    /// form the deprecation above names. SwiftUI calls it for each window; the stand-in once.
    public init(@ViewBuilder makeContent: @escaping () -> Content) {
        self.content = makeContent()
    }

    /// The window group of `content` (the stand-in's way in for `init(for:content:)`).
    nonisolated init(presenting content: Content) {
        self.content = content
    }

    public var body: Never { fatalError("WindowGroup has no body") }
}
