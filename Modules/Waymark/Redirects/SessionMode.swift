/// A setting of the user's, or an assignment of theirs, that changes where navigation leads rather
/// than what the user may see: a game-first mode, an experiment's variant. The session holds the
/// modes that are on (``NavigationSession/modes``); an `IntentRedirect` reads them.
///
/// Unlike a ``Requirement``, a mode never keeps a screen from the user; it is app-defined and named
/// by the feature that owns it (`"game.gameFirst"`).
public struct SessionMode: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The mode's name, unique in the app.
    let name: String

    public init(stringLiteral value: String) {
        name = value
    }

    /// Its name as declared: stable across releases, what journals, documents and messages show.
    public var description: String { name }
}
