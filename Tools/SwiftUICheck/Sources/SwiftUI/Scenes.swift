// Apps and scenes: App, Scene, SceneBuilder, WindowGroup.

/// Mirrors `@MainActor @preconcurrency public protocol App` (documentation/swiftui/app).
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

/// Mirrors `@MainActor @preconcurrency public protocol Scene` (documentation/swiftui/scene).
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Mirrors `extension Never: Scene`.
extension Never: Scene {}

/// Mirrors `@resultBuilder public struct SceneBuilder` (documentation/swiftui/scenebuilder).
@resultBuilder
public struct SceneBuilder {
    /// Mirrors `static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene`.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    /// Mirrors `static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene`.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// Mirrors `public struct WindowGroup<Content>: Scene where Content: View`
/// (documentation/swiftui/windowgroup).
nonisolated public struct WindowGroup<Content: View>: Scene {
    let content: Content

    /// Mirrors `init(@ViewBuilder content: () -> Content)`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("WindowGroup has no body") }
}
