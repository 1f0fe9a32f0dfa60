/// Held navigation as a snapshot keeps it: the link it leads to and why it was asked.
///
/// The user's intent outlives the process: a session saved behind the sign-in cover still leads
/// where the user was going once they sign in. A held link is kept as it arrived; navigation asked
/// inside the app is kept as the link of the screen it was held for (intents have no saved form,
/// and a screen without a link is not kept). On restore the link is resolved afresh
/// (``NavigationRouter/restore(from:)``).
struct SavedHeldNavigation: Hashable, Sendable {
    /// The link to open once the user meets what it needs.
    let link: String
    /// Why it was asked; the completing transaction carries it.
    let cause: TransitionCause

    /// What a snapshot keeps of `held`, or `nil` when it has no link to keep.
    init?(_ held: HeldNavigation, registry: NavigationRegistry) {
        switch held.request {
        case .link(let link):
            self.link = link
            cause = held.cause
        case .intents:
            guard let link = try? registry.link(for: held.destination) else { return nil }
            self.link = link
            cause = .user
        }
    }

    init(link: String, cause: TransitionCause) {
        self.link = link
        self.cause = cause
    }

    /// How the snapshot names the cause: `link`, `notification`, an entry point's name, or
    /// `user`, with the value the cause carries (the link as it arrived, the payload's type).
    var causeName: (name: String, value: String?) {
        Self.name(of: cause)
    }

    /// How a snapshot names `cause` (``causeName``); any cause but a way in is `user`.
    static func name(of cause: TransitionCause) -> (name: String, value: String?) {
        switch cause {
        case .link(let url): ("link", url)
        case .notification(let type): ("notification", type)
        case .entryPoint(let source, let link): (source.rawValue, link)
        default: ("user", nil)
        }
    }

    /// The cause a snapshot names; an unknown name is navigation asked inside the app.
    static func cause(named name: String, value: String?, link: String) -> TransitionCause {
        switch name {
        case "link": .link(value ?? link)
        case "notification": .notification(value ?? "")
        default:
            if let source = EntryPoint(rawValue: name) { .entryPoint(source, link: value ?? link) } else { .user }
        }
    }
}
