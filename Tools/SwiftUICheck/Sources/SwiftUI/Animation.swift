// Animations: withAnimation with its completion, the one signal SwiftUI gives when an update ends.

/// Mirrors `@frozen public struct Animation: Equatable, Sendable` (documentation/swiftui/animation).
public struct Animation: Hashable, Sendable {
    let name: String
    /// Mirrors `static let default: Animation`.
    public static let `default` = Animation(name: "default")
}

/// Mirrors `public struct AnimationCompletionCriteria: Hashable, Sendable`
/// (documentation/swiftui/animationcompletioncriteria).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    /// Mirrors `static let logicallyComplete: AnimationCompletionCriteria`.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// Mirrors `static let removed: AnimationCompletionCriteria`.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Mirrors `func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
/// rethrows -> Result` (documentation/swiftui/withanimation(_:_:)).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Mirrors `func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria:
/// AnimationCompletionCriteria = .logicallyComplete, _ body: () throws -> Result, completion: @escaping ()
/// -> Void) rethrows -> Result` (documentation/swiftui/withanimation(_:completioncriteria:_:completion:)).
///
/// The stand-in applies `body` at once and keeps `completion` until a test finishes the animation,
/// so tests decide when (and whether) each animation completes.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    RunningAnimations.completions.append(completion)
    return result
}

/// The completions of animations the stand-in has started and no test has finished, oldest first.
///
/// Shared mutable state, touched only on the main thread: SwiftUI calls `withAnimation` from the
/// main actor, and every test of the check package runs on it.
package enum RunningAnimations {
    nonisolated(unsafe) package static var completions: [() -> Void] = []
}
