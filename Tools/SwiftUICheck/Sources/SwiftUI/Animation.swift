// Animations: withAnimation with its completion, the one signal SwiftUI gives when an update ends.
// Availability: Apple's, as iPhoneOS18.0.sdk's SwiftUI.swiftinterface declares it (and Apple's
// documentation for iOS 26's), on each declaration mirrored; the compiler ignores it on Linux, and
// AvailabilityCheck reads it (docs/swiftui.md, "Apple's availability").

/// Mirrors `@frozen public struct Animation: Equatable, Sendable` (documentation/swiftui/animation).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Animation: Hashable, Sendable {
    let name: String
    /// Mirrors `static let default: Animation`.
    public static let `default` = Animation(name: "default")
}

/// Mirrors `public struct AnimationCompletionCriteria: Hashable, Sendable`
/// (documentation/swiftui/animationcompletioncriteria).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
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
