import ChapterKit
import Waymark

/// Chapter's own notices, by code; ``ChapterApp/words(for:)`` words them, all in one place.
extension AppNotice {
    static let addedToShortlist = AppNotice("shortlist.added")
    static let alreadyOnShortlist = AppNotice("shortlist.alreadyThere")
    static let removedFromShortlist = AppNotice("shortlist.removed")
    static let accountDeleted = AppNotice("account.deleted")
    static let navigationFailed = AppNotice("navigation.failed")
    /// The saved session could not be used and was moved to the path in `details[0]`.
    public static func savedSessionMoved(to path: String) -> AppNotice {
        AppNotice(savedSessionMovedCode, details: [path])
    }
    static let savedSessionMovedCode = "session.movedAside"
    /// The saved session could not be used nor moved aside; it is left alone and not saved over.
    public static let savedSessionKept = AppNotice("session.keptAside")
    /// Something other than this session changed the saved session since this session read or
    /// wrote it; before saving, that file was kept at the path in `details[0]`.
    public static func savedSessionChangedElsewhere(keptAt path: String) -> AppNotice {
        AppNotice(savedSessionChangedCode, details: [path])
    }
    static let savedSessionChangedCode = "session.changedElsewhere"
    /// The saved session held more than a session keeps (what a screen kept, too large to save
    /// again), which was left out; the whole file was kept at the path in `details[0]` first.
    public static func savedSessionTrimmed(keptAt path: String) -> AppNotice {
        AppNotice(savedSessionTrimmedCode, details: [path])
    }
    static let savedSessionTrimmedCode = "session.trimmed"
    /// As ``savedSessionTrimmed(keptAt:)``, where the file could not be kept aside: it is left as
    /// it is, and this session is not saved over it.
    public static let savedSessionTrimmedInPlace = AppNotice("session.trimmedInPlace")
    /// Windows of the saved session could not be restored (damaged, or beyond the most a session
    /// keeps), so they were left out and the others reopened; the whole file was kept at the path in
    /// `details[0]` first.
    public static func savedWindowsDropped(keptAt path: String) -> AppNotice {
        AppNotice(savedWindowsDroppedCode, details: [path])
    }
    static let savedWindowsDroppedCode = "session.windowsDropped"
    /// As ``savedWindowsDropped(keptAt:)``, where the file could not be kept aside: it is left as it
    /// is, and this session is not saved over it.
    public static let savedWindowsDroppedInPlace = AppNotice("session.windowsDroppedInPlace")
}

extension ChapterApp {
    /// The sentence Chapter shows for `notice`, in the user's words.
    ///
    /// The engine's reasons carry internal names (destinations, parameter types) and text from
    /// outside (a link as it arrived); none of it is quoted here, and control characters are
    /// removed from whatever a sentence does include, so a notice never names an internal or
    /// lets a hostile link drive the terminal.
    public static func words(for notice: Notice) -> String {
        let sentence =
            switch notice {
            case .contentMissing(let kind): missing(kind)
            case .linkRejected(let rejection): rejected(rejection)
            case .heldForRequirement(.signedIn): "Sign in to open this screen."
            case .heldForRequirement(.onboarded): "Finish setting up Chapter to open this screen."
            case .heldForRequirement: "Finish this step to open that screen."
            case .heldNavigationCancelled(.signedIn): "Sign-in was cancelled, so that screen was not opened."
            case .heldNavigationCancelled(.onboarded): "Setting up was not finished, so that screen was not opened."
            case .heldNavigationCancelled: "That step was not finished, so that screen was not opened."
            case .heldNavigationRevoked(.signedIn): "You signed out, so that screen was not opened."
            case .heldNavigationRevoked: "That screen was not opened: it needs a step you no longer have."
            case .keptEditing: "You kept editing, so that screen was not opened."
            case .app(let notice): own(notice)
            }
        return String(
            String.UnicodeScalarView(sentence.unicodeScalars.filter { $0.properties.generalCategory != .control }))
    }

    /// Whether `notice` says that something did not happen as the user asked (a link refused,
    /// content gone, a saved session that could not be used as it was): the terminal marks such a
    /// notice `!`, as it marks a refused command, and every other notice `•`.
    public static func isError(_ notice: Notice) -> Bool {
        switch notice {
        case .contentMissing, .linkRejected: true
        case .heldForRequirement, .heldNavigationCancelled, .heldNavigationRevoked, .keptEditing: false
        case .app(let notice):
            ![
                AppNotice.addedToShortlist.code, AppNotice.alreadyOnShortlist.code,
                AppNotice.removedFromShortlist.code, AppNotice.accountDeleted.code,
            ].contains(notice.code)
        }
    }

    /// What held navigation waits for, as the terminal's line names it.
    public static func words(waitingFor requirement: Requirement) -> String {
        switch requirement {
        case .signedIn: "sign-in"
        case .onboarded: "onboarding"
        default: "a step"
        }
    }

    private static let contentNouns: Set<String> = [
        "university", "course", "accommodation", "group", "chat", "profile", "event", "post", "game",
    ]

    private static func missing(_ kind: ContentKind) -> String {
        contentNouns.contains(kind.rawValue)
            ? "This \(kind.rawValue) is no longer available."
            : "This page is no longer available."
    }

    private static func rejected(_ rejection: LinkRejection) -> String {
        switch rejection {
        case .tooLong, .invalidValues(_, .tooLong): "This link is too long to open."
        case .malformed: "This link is not a valid address."
        case .unsupportedScheme, .unknownHost, .insecureScheme: "Chapter cannot open this kind of link."
        case .noMatch: "This link does not lead anywhere in Chapter."
        case .tooManyDestinations: "This link leads through too many screens to open."
        case .invalidParameter, .invalidValues: "Part of this link is not valid, so it cannot be opened."
        case .repeatedParameter: "This link gives the same detail twice, so it cannot be opened."
        case .unreadableActivity: "Chapter cannot open what was passed to it here."
        case .tooManyValues: "This link asks for too many things at once to open."
        case .internalDestination: "That screen can only be opened from inside Chapter."
        case .payload: "This notification cannot be opened."
        case .cannotShow: "This link cannot be shown here."
        }
    }

    private static func own(_ notice: AppNotice) -> String {
        switch notice.code {
        case AppNotice.addedToShortlist.code: "Added to your shortlist."
        case AppNotice.alreadyOnShortlist.code: "Already on your shortlist."
        case AppNotice.removedFromShortlist.code: "Removed from your shortlist."
        case AppNotice.accountDeleted.code: "Your account was deleted and you are signed out."
        case AppNotice.savedSessionKept.code:
            "Your saved session could not be opened and was left where it is. Starting fresh; this session will not be saved."
        case AppNotice.savedSessionChangedCode:
            "Your saved session was changed outside this session (by an editor or another program, perhaps), so that version was kept at \(notice.details.first ?? "a backup file") before this one was saved."
        case AppNotice.savedSessionTrimmedCode:
            "Part of your saved session was too large to keep, so it was left out; the whole file was kept at \(notice.details.first ?? "a backup file")."
        case AppNotice.savedSessionTrimmedInPlace.code:
            "Part of your saved session was too large to keep, so it was left out here; the file could not be copied aside, so it was left as it is and this session will not be saved."
        case AppNotice.savedWindowsDroppedCode:
            "A window of your saved session could not be reopened, so it was left out; your other windows are back, and the whole file was kept at \(notice.details.first ?? "a backup file")."
        case AppNotice.savedWindowsDroppedInPlace.code:
            "A window of your saved session could not be reopened, so it was left out; the file could not be copied aside, so it was left as it is and this session will not be saved."
        case AppNotice.savedSessionMovedCode:
            "Your saved session could not be opened, so it was moved to \(notice.details.first ?? "a backup file"). Starting fresh."
        default: "That did not work."
        }
    }
}
