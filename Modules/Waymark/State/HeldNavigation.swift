/// Navigation held until the user meets what its destinations require, typically until they sign in.
///
/// A link is kept as its text and resolved afresh when it is completed (the catalog or the user's
/// access may have changed in between); navigation asked for inside the app is kept as its intents
/// and applied exactly as asked, so a tap completes as a push onto the stack it was tapped from.
/// Held navigation is the user's intent: snapshots keep it (its link and cause), and restoring
/// resolves it afresh (``NavigationRouter/restore(from:)``).
public struct HeldNavigation: Hashable, Sendable {
    /// What was asked.
    public enum Request: Hashable, Sendable {
        /// A link from outside the app (or a notification's link).
        case link(String)
        /// Intents from inside the app.
        case intents([NavigationIntent])
    }

    /// What was asked.
    public let request: Request
    /// Why it was asked; the completing transaction carries it.
    public let cause: TransitionCause
    /// What the user lacked when it was held, in the order they are asked to meet them.
    public let requirements: [Requirement]
    /// The first screen it leads to that needed what the user lacked.
    public let destination: AnyRoute
    /// How many modal layers were under the screen that meets the requirement; completing the
    /// navigation dismisses that screen and everything above it first.
    package let layersBelow: Int
}
