/// An app-defined rule that sends an intent elsewhere before it is applied: Vue Router's guards
/// may redirect, and so may a feature here.
///
/// A feature declares its rules in its registration (``FeatureRegistrar/redirect(_:answering:priority:_:)``), in one
/// place, never as a flag checked in views. The router asks the rules about every intent of every
/// transaction, whatever its cause (a tap, a gesture, a link, a notification, a completed held
/// navigation), before the intents are applied; what a rule gives is applied in its place, in the
/// same transaction (one state, one event), and the journal records which rule redirected what.
/// The uses it serves:
///
/// - a mode of the session: while game-first mode is on, selecting a tab shows that tab's zone of
///   the game's world instead (``RedirectContext/modes``);
/// - a retired destination: a push of the old screen becomes a push of its successor;
/// - an experiment: a push of the home screen becomes a push of the variant the user is assigned
///   to (a mode the app turns on at launch).
///
/// Which rule answers is declared, never the order in which features happen to be listed: a rule
/// names the ``kinds`` of intent it answers and is asked about those only; rules are asked by
/// ``priority``, highest first, and a feature's rules of one priority in the order that feature
/// declares them; two features' rules of one priority that answer a kind in common are a start-up
/// conflict (`RegistryConflict.redirectsInNoOrder(first:second:priority:kinds:)`), since either
/// could answer first. The first rule that answers wins, and what a rule gives is never asked about again, so
/// rules cannot loop. Redirected navigation is guarded like any other: a redirect cannot show what
/// the user may not see.
struct IntentRedirect: Sendable {
    /// The rule's name in the journal: `<feature>.<name>`.
    let name: String
    /// The kinds of intent the rule is asked about; it never sees another.
    let kinds: Set<NavigationIntent.Kind>
    /// Rules of a higher priority are asked first.
    let priority: Int
    let rule: @Sendable (NavigationIntent, RedirectContext) -> [NavigationIntent]?
}

/// What a redirect rule reads: why the transaction happens, where the user is before it, and what
/// the session holds.
public struct RedirectContext: Sendable {
    /// Why the transaction happens: a rule about the user's own choices leaves links and
    /// notifications alone (``TransitionCause/isFromOutside``), whose intents are the engine's.
    public let cause: TransitionCause
    /// The state before the transaction (a rule answering a later intent of a transaction sees the
    /// state as it was before the first).
    public let state: NavigationState
    /// The modes that are on (``NavigationSession/modes``).
    public let modes: Set<SessionMode>
    /// What the user has met (``NavigationSession/met``).
    public let met: Set<Requirement>
}

/// An intent a rule sent elsewhere, as the journal records it.
public struct IntentRedirection: Hashable, Sendable {
    /// The rule's name, `<feature>.<name>`.
    public let rule: String
    /// The intent as it was asked.
    public let intent: NavigationIntent
    /// What was applied instead (empty: the intent was dropped).
    public let replacement: [NavigationIntent]
}

extension NavigationRegistry {
    /// `intents` with each one a rule answers replaced by the rule's answer, and what was
    /// redirected, in order. Costs nothing for an app without rules.
    func redirecting(
        _ intents: [NavigationIntent], in context: @autoclosure () -> RedirectContext
    ) -> (intents: [NavigationIntent], redirections: [IntentRedirection]) {
        guard !redirects.isEmpty else { return (intents, []) }
        let context = context()
        var applied: [NavigationIntent] = []
        var redirections: [IntentRedirection] = []
        for intent in intents {
            guard let (redirect, replacement) = firstAnswer(to: intent, in: context) else {
                applied.append(intent)
                continue
            }
            applied += replacement
            redirections.append(IntentRedirection(rule: redirect.name, intent: intent, replacement: replacement))
        }
        return (applied, redirections)
    }

    private func firstAnswer(
        to intent: NavigationIntent, in context: RedirectContext
    ) -> (IntentRedirect, [NavigationIntent])? {
        let kind = intent.kind
        for redirect in redirects where redirect.kinds.contains(kind) {
            if let replacement = redirect.rule(intent, context) { return (redirect, replacement) }
        }
        return nil
    }
}

extension NavigationRouter {
    /// Whether an app's redirect rule answers one of `transaction`'s intents now: for a front end
    /// that leaves out what would change nothing (a tab at its root selected again), unless a
    /// rule turns it into something that does.
    package func isRedirected(_ transaction: NavigationTransaction) -> Bool {
        let context = RedirectContext(
            cause: transaction.cause, state: state, modes: session.modes, met: session.met)
        return !registry.redirecting(transaction.intents, in: context).redirections.isEmpty
    }
}
