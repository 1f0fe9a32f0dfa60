import Foundation

extension NavigationJournal {
    /// The kept entries as JSON Lines, one object an entry, oldest first: what a bug report
    /// attaches. An arrival carries its ``ScreenViewEvent`` too. Screens are written as their
    /// canonical links (their destination's name when they have none), so the file holds the
    /// identifiers the user navigated to; an app that sends it anywhere asks the user first.
    /// Analytics should use ``ScreenViewEvent`` instead, which carries only what features mark as
    /// safe to report.
    func jsonLines(registry: NavigationRegistry) -> String {
        entries.map { $0.jsonLine(registry: registry) }.joined()
    }
}

extension JournalEntry {
    /// The entry as one line of JSON, ending in a newline: a bug report's journal is its entries'
    /// lines, oldest first.
    public func jsonLine(registry: NavigationRegistry) -> String {
        func link(_ route: AnyRoute) -> String {
            (try? registry.link(for: route)) ?? route.destinationName.rawValue
        }
        let line = JournalLine(
            number: number, window: windowNumber, event: eventNumber, cause: JournalLine.Cause(cause),
            before: screenBefore.destination.rawValue, after: screenAfter.destination.rawValue,
            tab: screenAfter.tab.rawValue, shown: shown.map(link), left: left.map(link),
            notes: notes.map { JournalLine.Note($0, link: link) }, notice: notice.map(JournalLine.NoticeLine.init),
            screenView: ScreenViewEvent(self, registry: registry).map(JournalLine.View.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(line)) ?? Data(#"{"number":\#(number)}"#.utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// The JSON shape of one journal entry; field by field in docs/journal.md.
private struct JournalLine: Encodable {
    struct Cause: Encodable {
        var kind: String
        var link: String?
        var type: String?
        var gesture: String?
        var mode: String?

        init(_ cause: TransitionCause) {
            switch cause {
            case .user: kind = "user"
            case .link(let text): (kind, link) = ("link", text)
            case .notification(let name): (kind, type) = ("notification", name)
            case .restoration: kind = "restoration"
            case .accessGuard: kind = "accessGuard"
            case .gesture(let made): (kind, gesture) = ("gesture", made.description)
            case .entryPoint(let source, let text): (kind, link) = (source.rawValue, text)
            case .launch: kind = "launch"
            case .mode(let mode, let on): (kind, self.mode) = ("mode", "\(mode) \(on ? "on" : "off")")
            }
        }
    }

    struct Note: Encodable {
        var kind: String
        var request: String?
        var requirements: [String]?
        var destination: String?
        var reason: String?
        var detail: String?
        var entry: Int?
        var updates: Int?

        init(_ note: JournalNote, link: (AnyRoute) -> String) {
            func held(_ kind: String, _ heldNavigation: HeldNavigation) -> Note {
                var note = Note(kind: kind)
                switch heldNavigation.request {
                case .link(let text): note.request = text
                case .intents: note.request = "inside the app"
                }
                note.requirements = heldNavigation.requirements.map(\.name)
                note.destination = link(heldNavigation.destination)
                return note
            }
            switch note {
            case .arrived(let arrival):
                self.init(kind: "arrived")
                entry = arrival.entry?.rawValue
                updates = arrival.updates
            case .held(let heldNavigation): self = held("held", heldNavigation)
            case .heldCompleted(let heldNavigation): self = held("heldCompleted", heldNavigation)
            case .heldDropped(let heldNavigation, let why):
                self = held("heldDropped", heldNavigation)
                reason = why.name
            case .refused(let error): self.init(kind: "refused", detail: error.description)
            case .unreadableSnapshot(let error): self.init(kind: "unreadableSnapshot", detail: error.description)
            case .repaired(let repair): self.init(kind: "repaired", detail: repair.description)
            case .redirected(let redirection): self.init(kind: "redirected", detail: redirection.rule)
            case .resultDelivered(let request): self.init(kind: "resultDelivered", detail: request.description)
            case .resultDropped(let request, let why):
                self.init(kind: "resultDropped", detail: request.description)
                reason = why.name
            case .dialogClosed(let closure):
                self.init(kind: "dialogClosed", detail: closure.dialog.buttons[closure.button].title)
                reason = closure.reason == .answered ? "answered" : "closedByNavigation"
            case .exitHeld(let exit): self = Self.exit("exitHeld", exit)
            case .readAsCanonical(let canonical): self.init(kind: "readAsCanonical", detail: canonical)
            }
        }

        init(kind: String, detail: String? = nil) {
            self.kind = kind
            self.detail = detail
        }

        /// A held way out: what it does, and the link it opens if it is a way in.
        private static func exit(_ kind: String, _ exit: HeldExit) -> Note {
            var note = Note(kind: kind, detail: exit.request.name)
            note.request = exit.link
            return note
        }
    }

    /// The entry's screen view, as analytics receives it: no link, only reportable values.
    struct View: Encodable {
        var screen: String
        var previous: String?
        var via: String
        var values: [String: String]

        init(_ view: ScreenViewEvent) {
            screen = view.destination.rawValue
            previous = view.previous?.rawValue
            via = view.arrival.rawValue
            values = view.values
        }
    }

    /// A notice as a journal line writes it: its kind and the detail it carries.
    struct NoticeLine: Encodable {
        var kind: String
        var detail: String?

        init(_ notice: Notice) {
            switch notice {
            case .contentMissing(let content): (kind, detail) = ("contentMissing", content.rawValue)
            case .linkRejected(let rejection): (kind, detail) = ("linkRejected", rejection.description)
            case .heldForRequirement(let requirement): (kind, detail) = ("heldForRequirement", requirement.name)
            case .heldNavigationCancelled(let requirement):
                (kind, detail) = ("heldNavigationCancelled", requirement.name)
            case .heldNavigationRevoked(let requirement):
                (kind, detail) = ("heldNavigationRevoked", requirement.name)
            case .keptEditing: (kind, detail) = ("keptEditing", nil)
            case .app(let own): (kind, detail) = ("app", own.code)
            }
        }
    }

    var number: Int
    var window: Int
    var event: Int?
    var cause: Cause
    var before: String
    var after: String
    var tab: String
    var shown: [String]
    var left: [String]
    var notes: [Note]
    var notice: NoticeLine?
    var screenView: View?
}
