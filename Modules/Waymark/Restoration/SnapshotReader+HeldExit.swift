/// A way out held behind the unsaved-work question as a snapshot keeps it (``HeldExit``): what it
/// does, why, the screens it would take, and for a transaction the state it leads to, read as
/// any state is. A class, since a state draft holds it and it holds a state draft.
final class SavedExit: Sendable {
    let request: HeldExit.Request
    let cause: TransitionCause
    let screens: [EntryID]
    /// The link it opens, for a way in.
    let link: String?
    /// The state a held transaction leads to, before it is checked.
    let leadsTo: StateDraft?

    init(
        request: HeldExit.Request, cause: TransitionCause, screens: [EntryID], link: String?, leadsTo: StateDraft?
    ) {
        self.request = request
        self.cause = cause
        self.screens = screens
        self.link = link
        self.leadsTo = leadsTo
    }
}

extension SnapshotReader {
    /// A held way out; `nil` for one of a kind this build does not know, or a transaction without
    /// the state it leads to.
    mutating func heldExit() throws(JSONSyntaxError) -> SavedExit? {
        if try null() { return nil }
        var request: String?
        var cause = "user"
        var value: String?
        var link: String?
        var screens: [Int] = []
        var requirements: [String] = []
        var leadsTo: StateDraft?
        try object { reader, key throws(JSONSyntaxError) in
            switch key {
            case "request": request = try reader.text()
            case "cause": cause = try reader.text()
            case "value": value = try reader.text()
            case "link": link = try reader.text()
            case "screens": screens = try reader.identities()
            case "requirements":
                try reader.array { reader throws(JSONSyntaxError) in requirements.append(try reader.text()) }
            case "state":
                // A snapshot nests one state at most: a held way out's state holds none.
                guard reader.depth < 4 else { throw JSONSyntaxError(detail: "a held way out nested in another") }
                leadsTo = try reader.state()
            default: try reader.skipValue()
            }
        }
        let kind: HeldExit.Request
        switch request {
        case "navigation":
            guard leadsTo != nil else { return nil }
            kind = .navigation
        // Windows are numbered afresh in each run: those that answered before a restart are asked again.
        case "revoke": kind = .revoke(Set(requirements.map { Requirement($0) }), answered: [])
        case "closeWindow": kind = .closeWindow
        default: return nil
        }
        return SavedExit(
            request: kind, cause: SavedHeldNavigation.cause(named: cause, value: value, link: value ?? ""),
            screens: screens.map(EntryID.init), link: link, leadsTo: leadsTo)
    }
}
