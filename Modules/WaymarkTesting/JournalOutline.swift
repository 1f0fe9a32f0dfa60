import Waymark

/// A router's journal written one entry per line, so a test can compare what navigation did with
/// a few readable lines and a failure shows which step went otherwise.
///
/// ```text
/// user: catalog.home -> catalog.list +catalog.list
/// accessGuard: catalog.list -> account.signIn +account.signIn held(signedIn)
/// user: account.signIn -> account.profile +account.profile -account.signIn completed
/// user: account.signIn -> account.profile arrived(updates: 1)
/// ```
public struct JournalOutline: Equatable, CustomStringConvertible {
    /// The lines, oldest entry first.
    public let lines: [String]

    /// Outlines `entries`.
    public init(_ entries: [JournalEntry]) {
        lines = entries.map(Self.line)
    }

    /// Outlines the entries `router`'s journal keeps.
    @MainActor
    public init(_ router: NavigationRouter) {
        self.init(router.journal.entries)
    }

    public var description: String { lines.joined(separator: "\n") }

    private static func line(_ entry: JournalEntry) -> String {
        var words = ["\(cause(entry.cause)): \(entry.screenBefore.destination) -> \(entry.screenAfter.destination)"]
        words += entry.shown.map { "+\($0.destinationName)" }
        words += entry.left.map { "-\($0.destinationName)" }
        words += entry.notes.map(note)
        return words.joined(separator: " ")
    }

    private static func cause(_ cause: TransitionCause) -> String {
        switch cause {
        case .user: "user"
        case .link: "link"
        case .notification(let type): "notification \(type)"
        case .restoration: "restoration"
        case .accessGuard: "accessGuard"
        case .gesture: "gesture"
        case .entryPoint(let source, _): source.rawValue
        case .launch: "launch"
        case .mode(let mode, let on): "mode \(mode) \(on ? "on" : "off")"
        }
    }

    private static func note(_ note: JournalNote) -> String {
        func requirements(_ held: HeldNavigation) -> String {
            held.requirements.map(\.description).joined(separator: ",")
        }
        return switch note {
        case .arrived(let arrival): "arrived(updates: \(arrival.updates))"
        case .held(let held): "held(\(requirements(held)))"
        case .heldCompleted: "completed"
        case .heldDropped(_, let why): "dropped(\(why.name))"
        case .refused(let error): "refused(\(error))"
        case .unreadableSnapshot: "unreadableSnapshot"
        case .repaired: "repaired"
        case .dialogClosed(let closure): "dialogClosed(\(closure.dialog.buttons[closure.button].title))"
        case .redirected(let redirection): "redirected(\(redirection.rule))"
        case .resultDelivered(let request): "resultDelivered(\(request.asker.rawValue)<-\(request.answerer.rawValue))"
        case .resultDropped(let request, let why):
            "resultDropped(\(request.asker.rawValue)<-\(request.answerer.rawValue), \(why.name))"
        case .exitHeld(let exit): "exitHeld(\(exit.request.name))"
        case .readAsCanonical(let canonical): "readAsCanonical(\(canonical))"
        }
    }
}
