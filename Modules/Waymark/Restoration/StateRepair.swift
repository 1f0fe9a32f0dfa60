/// Why an entry of a state could not be kept.
public enum DropReason: Error, Hashable, Sendable, CustomStringConvertible {
    /// The stored entry is not a route entry at all (no type key, not an object).
    case malformedEntry(String)
    /// The entry names a route type this version of the app does not register.
    case unknownRouteType(String)
    /// The route type is known but the stored value no longer decodes as it.
    case undecodable(typeKey: String, detail: String)
    /// The stored link no longer opens one screen of the app: its pattern is gone (and no pattern
    /// declares it replaced), or its values no longer fit.
    case rejectedLink(String, LinkRejection)
    /// The route decodes but does not fit where it is (unregistered destination, a push
    /// destination rooting a modal, a tab the app no longer has, ...).
    case invalid(NavigationError)
    /// The caller's filter does not allow the destination (for example, signed-in screens while
    /// signed out).
    case notAllowed(DestinationName)

    public var description: String {
        switch self {
        case .malformedEntry(let detail): "a stored entry is not a route (\(detail))"
        case .unknownRouteType(let key): "no route type is registered under '\(key)'"
        case .undecodable(let key, let detail): "a stored '\(key)' route no longer decodes (\(detail))"
        case .rejectedLink(let link, let rejection):
            "the stored link '\(link.excerpt)' no longer opens a screen (\(rejection))"
        case .invalid(let error): error.description
        case .notAllowed(let name): "'\(name)' is not allowed here"
        }
    }
}

/// One change made to a state so that it only holds what the registry (and the caller's filter)
/// accepts. Restoration and sign-out report these instead of failing, so the user keeps every
/// part of their place that is still valid.
public enum StateRepair: Hashable, Sendable, CustomStringConvertible {
    /// A stack (a tab's, or a modal layer's with its root at position 0) was cut before its first
    /// bad entry, which is at `position` (from 0, bottom first);
    /// `removed` entries went, the bad one and all above it, since screens above a missing one
    /// would make no sense on their own.
    case stackCut(StackTarget, position: Int, removed: Int, reason: DropReason)
    /// The modal layer at `index` had a bad root: it and the `removed - 1` layers above it went.
    case modalsDismissed(fromIndex: Int, removed: Int, reason: DropReason)
    /// A stack of a tab the app no longer has.
    case tabDropped(TabID)
    /// The selected tab no longer exists; the first tab is selected instead.
    case selectedTabReplaced(TabID, by: TabID)
    /// The remembered modals held a bad entry and were forgotten.
    case returnPointDropped(DropReason)
    /// The held navigation to this link, which the snapshot kept, was not held again: its link no
    /// longer opens, the user already meets what it waited for, or its cover was not restored.
    case heldNavigationDropped(String, HeldNavigationDrop)
    /// A request for a result no longer fits: an entry it names was not restored, or the asker no
    /// longer asks the answerer for that type. No value will reach anyone for it.
    case resultRequestDropped(ResultRequest)
    /// What a screen kept under this key was too large for a snapshot to keep (a value past the
    /// limit of one, or past the limit of all), so it was not restored rather than shown and lost
    /// at the next save.
    case screenStateDropped(String)

    public var description: String {
        let sentence =
            switch self {
            case .stackCut(let location, let position, let removed, let reason):
                "Cut \(Self.words(for: location)) at position \(position + 1), removing \(removed) screen(s): \(reason)."
            case .modalsDismissed(let index, let removed, let reason):
                "Dismissed \(removed) modal layer(s) from layer \(index + 1): \(reason)."
            case .tabDropped(let tab):
                "Dropped the stack of tab '\(tab)', which the app no longer has."
            case .selectedTabReplaced(let old, let new):
                "Selected tab '\(new)' because '\(old)' no longer exists."
            case .returnPointDropped(let reason):
                "Forgot the modals to present again: \(reason)."
            case .resultRequestDropped(let request):
                "Dropped a request for a result that no longer fits (\(request))."
            case .screenStateDropped(let key):
                "Dropped what a screen kept under '\(key.excerpt)': it is larger than a snapshot keeps."
            case .heldNavigationDropped(let link, let reason):
                "Dropped the navigation to '\(link.excerpt)' held until sign-in or the like: \(reason)."
            }
        return sentence.hasSuffix("..") ? String(sentence.dropLast()) : sentence
    }

    /// A stack in the words journals have always used: a layer counted from 1 for the reader, as
    /// positions are, while ``StackTarget`` counts layers from 0 like every index of the state.
    private static func words(for stack: StackTarget) -> String {
        switch stack {
        case .layer(let index): "modal layer \(index + 1)"
        case .tab, .top: stack.description
        }
    }
}
