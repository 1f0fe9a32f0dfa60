/// One thing navigation did, as a bug report or a crash reporter's breadcrumbs need it: why, what
/// the user saw before and after, which screens came and went, and what the engine held, refused
/// or repaired on the way. A screen arriving on display is an entry too, recorded after the
/// transaction that brought it once the UI has shown it (``JournalNote/arrived(_:)``).
///
/// Every value is typed (routes, causes, requirements, errors); the engine composes no sentence,
/// so an app words entries for its users (`chapter`'s `journal` command) and a test asserts on
/// the values themselves. See ``NavigationJournal``.
public struct JournalEntry: Hashable, Sendable {
    /// The entry's position among everything the router recorded, from 1; numbers keep counting
    /// after the journal drops its oldest entries, so a gap says entries were dropped.
    public let number: Int
    /// The number of the window it happened in (``NavigationRouter/windowNumber``): each window
    /// keeps its own journal, and a bug report that joins them still says where each happened.
    public let windowNumber: Int
    /// The event this entry records, or `nil` for a transaction the router refused (which
    /// publishes no event) and for an arrival.
    let eventNumber: Int?
    /// Why navigation ran: a tap, a link, a notification, a gesture, a restoration, the guard.
    /// For an arrival, the cause of the transaction that brought the screen.
    public let cause: TransitionCause
    /// The screen the user saw before; for an arrival, the screen that arrived before it (the
    /// referrer), or the screen itself for a scene's first.
    public let screenBefore: VisibleScreen
    /// The screen the user sees after; the same as ``screenBefore`` when nothing on top changed.
    /// For an arrival, the screen that arrived.
    public let screenAfter: VisibleScreen
    /// The stacks and layers before and after, from which ``shown`` and ``left`` are worked out.
    private let changes: ScreenChanges
    /// What happened besides screens coming and going: navigation held or released, a refusal,
    /// repairs, a dialog closed. Empty for plain navigation.
    public let notes: [JournalNote]
    /// The notice the user was given, if the transaction set one.
    public let notice: Notice?

    init(
        number: Int, windowNumber: Int, eventNumber: Int?, cause: TransitionCause, screenBefore: VisibleScreen,
        screenAfter: VisibleScreen, changes: ScreenChanges, notes: [JournalNote], notice: Notice?
    ) {
        self.number = number
        self.windowNumber = windowNumber
        self.eventNumber = eventNumber
        self.cause = cause
        self.screenBefore = screenBefore
        self.screenAfter = screenAfter
        self.changes = changes
        self.notes = notes
        self.notice = notice
    }

    /// The screens that came into the state (pushed, presented, restored), bottom first: changed
    /// tabs' stacks in tab-bar order, then the modal layers from the bottom.
    public var shown: [AnyRoute] { changes.screens.shown }

    /// The screens that went from the state (popped, dismissed, pruned), bottom first.
    public var left: [AnyRoute] { changes.screens.left }

    /// The arrival this entry records, if it records one.
    public var arrival: ArrivedScreen? {
        notes.lazy.compactMap { note in if case .arrived(let arrival) = note { arrival } else { nil } }.first
    }
}

/// The screen on top of everything the user sees: the top of the top modal layer, else the top of
/// the selected tab's stack, else that tab's root.
public struct VisibleScreen: Hashable, Sendable {
    /// The destination shown.
    public let destination: DestinationName
    /// The tab selected under it.
    public let tab: TabID
    /// The route shown, with its values; `nil` for a tab's root, which the state does not hold.
    public let route: AnyRoute?
}

/// Something an entry records besides screens coming into the state and leaving it.
public enum JournalNote: Hashable, Sendable {
    /// The screen on top arrived on display: the plan that brought it played its last update with
    /// no finger down, or the scene started showing it. Analytics' screen views come from these.
    case arrived(ArrivedScreen)
    /// The navigation asked for needs what the user lacks: it is held, and the screen meeting the
    /// first requirement it lacks is shown.
    case held(HeldNavigation)
    /// Held navigation completed, now that the user meets what it lacked.
    case heldCompleted(HeldNavigation)
    /// Held navigation was dropped without completing, for this reason.
    case heldDropped(HeldNavigation, HeldNavigationDrop)
    /// The router refused the transaction; the state did not change.
    case refused(NavigationError)
    /// A snapshot could not be read at all; the state was kept.
    case unreadableSnapshot(RestorationError)
    /// Restoration or sign-out changed the state so that it only holds what may be shown.
    case repaired(StateRepair)
    /// A dialog closed: answered, or cancelled by navigation.
    case dialogClosed(DialogClosure)
    /// A redirect rule sent an intent of the transaction elsewhere (`IntentRedirect`).
    case redirected(IntentRedirection)
    /// The answering screen gave its value back and closed; the asker has it.
    case resultDelivered(ResultRequest)
    /// A request went unanswered, for this reason; nothing was delivered to anyone.
    case resultDropped(ResultRequest, ResultDrop)
    /// A way out would have lost unsaved work: it is held, and the question asked.
    case exitHeld(HeldExit)
    /// The link arrived in a form its destination had before (a former or website link, or the
    /// old form of a legacy enum's case that moved to a feature) and was read as this canonical
    /// link (for a link naming several screens, the last one's): the sign that old links are
    /// still out there.
    case readAsCanonical(String)
}

/// Why held navigation went without completing, or was not held again after a restart.
public enum HeldNavigationDrop: Hashable, Sendable, CustomStringConvertible {
    /// A newer link or notification replaced it in its window (the newest request wins).
    case replaced
    /// The user closed the screen that would have met its requirement.
    case abandoned
    /// The user stopped meeting a requirement (they signed out) before it could complete.
    case revoked
    /// The user met the requirement, but the navigation could no longer be applied (its link is
    /// refused now, or its screens cannot be shown).
    case failed
    /// Restored from a snapshot, its link no longer opens a screen of the app.
    case noLongerOpens(LinkRejection)
    /// Restored from a snapshot, the user already meets everything its screens need.
    case nothingLacking
    /// Restored from a snapshot, the screen meeting this requirement, which it waited behind, was
    /// not restored.
    case screenNotRestored(Requirement)

    /// What the user is told when it was not held again after a restart: only a link that no
    /// longer opens is worth a word; otherwise the user stays where the restored state puts them.
    var restorationNotice: Notice? {
        guard case .noLongerOpens(let rejection) = self else { return nil }
        return .linkRejected(rejection)
    }

    /// The case's name, as journal lines and outlines write the reason.
    package var name: String {
        switch self {
        case .replaced: "replaced"
        case .abandoned: "abandoned"
        case .revoked: "revoked"
        case .failed: "failed"
        case .noLongerOpens: "noLongerOpens"
        case .nothingLacking: "nothingLacking"
        case .screenNotRestored: "screenNotRestored"
        }
    }

    public var description: String {
        switch self {
        case .replaced: "a newer request replaced it"
        case .abandoned: "the user closed the screen that would meet it"
        case .revoked: "the user no longer meets what it needs"
        case .failed: "it could no longer be applied"
        case .noLongerOpens(let rejection): "its link no longer opens a screen (\(rejection))"
        case .nothingLacking: "the user already meets what it waited for"
        case .screenNotRestored(let requirement): "the screen meeting '\(requirement)' was not restored"
        }
    }
}
