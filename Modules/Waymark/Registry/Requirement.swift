/// Something the user must have before a destination may be shown: being signed in, having
/// finished onboarding, holding a subscription.
///
/// The engine knows one requirement of its own, ``signedIn`` (`requires: .signedIn` on a
/// `@Destination`); an app defines others by name. Each requirement a destination uses must be met by a
/// modal destination the app declares with ``DestinationDeclaration/Case/satisfies(_:with:)``: the guard
/// presents it when navigation needs the requirement, and the ``NavigationSession`` completes the
/// held navigation once the app reports the requirement met.
public struct Requirement: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The requirement's name, unique in the app.
    let name: String

    /// The requirement named `name`, as a snapshot names it.
    init(_ name: String) {
        self.name = name
    }

    /// The requirement named `value`, as the app declares it: `"onboarded"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A signed-in user.
    public static let signedIn: Requirement = "signedIn"

    /// Its name as declared: stable across releases, what journals, documents and messages show.
    public var description: String { name }
}
