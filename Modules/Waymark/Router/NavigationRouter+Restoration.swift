import Foundation

extension NavigationRouter {
    /// The current state as a snapshot (its format is `SnapshotCoder`'s), with the `Codable` state features
    /// keep for its screens (``ScreenStateKey``).
    public func snapshot() throws -> Data {
        try SnapshotWriter.write(state, registry: registry, screens: screenStates.saved(for: state.entryIDs))
    }

    /// Replaces the state with the one in `data`, keeping every part of it that still fits, and
    /// returns what had to be removed to make it fit (empty when the snapshot was restored whole).
    ///
    /// Held navigation the snapshot kept is resolved afresh: held again when its link still
    /// opens, the user still lacks what its screens need, and the screen that meets it was
    /// restored; otherwise dropped, with a notice when the link no longer opens
    /// (``HeldNavigationDrop``).
    ///
    /// What the session's user may not see (a signed-in screen when restoring signed out) is
    /// dropped by the rules of restoration. Publishes one
    /// event with the cause ``TransitionCause/restoration``. When the data cannot be read at all,
    /// the current state (the cold-start state, on launch) is kept and the error thrown.
    @discardableResult
    public func restore(from data: Data) throws(RestorationError) -> [StateRepair] {
        try restore(from: data, keeping: nil)
    }

    /// The question to ask again for `exit` over the restored `state`: only while every screen it
    /// asked about is there and still holds unsaved work (the restored drafts), and the state it
    /// leads to, if any, continues the restored one.
    private func restoredQuestion(_ exit: HeldExit, over state: NavigationState) -> Dialog? {
        let entries = Dictionary(state.allEntries.map { ($0.id, $0) }) { first, _ in first }
        let screens = exit.screens.compactMap { entries[$0] }
        guard !screens.isEmpty, screens.count == exit.screens.count, screens.allSatisfy(holdsUnsavedWork) else {
            return nil
        }
        if let leadsTo = exit.outcome?.state {
            // The state it leads to continues this one: it gives no identity to another screen,
            // and counts on from here.
            guard leadsTo.nextEntry >= state.nextEntry,
                leadsTo.allEntries.allSatisfy({ entry in entries[entry.id].map { $0.route == entry.route } ?? true })
            else { return nil }
        }
        return question(for: exit.screens, in: state)
    }

    /// Replaces the state with the one in `data` as ``restore(from:)`` does, dropping as well
    /// whatever `isAllowed` refuses (`nil` refuses nothing).
    @discardableResult
    func restore(
        from data: Data, keeping isAllowed: ((Destination) -> Bool)?
    ) throws(RestorationError) -> [StateRepair] {
        let session = session
        let restored: RestoredState
        do {
            restored = try SnapshotCoder(registry: registry).decode(data) { destination in
                session.allows(destination) && (isAllowed?(destination) ?? true)
            }
        } catch {
            recordUnchanged(cause: .restoration, note: .unreadableSnapshot(error))
            throw error
        }
        // The sanitizer only yields states the registry accepts, with the return point settled.
        var state = restored.state
        var notes = restored.repairs.map(JournalNote.repaired)
        if let saved = restored.held {
            switch heldAfresh(saved, over: state) {
            case .held(let held):
                state.held = held
            case .dropped(let dropped):
                state.notice = dropped.restorationNotice
                notes.append(.repaired(.heldNavigationDropped(saved.link, dropped)))
            }
        }
        // The screens before are replaced whole: nothing they kept can belong to a restored one.
        screenStates = ScreenStates()
        let present = state.entryIDs
        for saved in restored.screens where present.contains(saved.entry) {
            screenStates.values[saved.entry, default: [:]][saved.key] = .init(
                value: nil, json: saved.json, checked: false)
        }
        let dropped = screenStates.dropWhatWouldNotBeSaved().map(StateRepair.screenStateDropped)
        notes += dropped.map(JournalNote.repaired)
        for revision in screenStateRevisions.values { revision.count += 1 }
        if let exit = restored.heldExit, let question = restoredQuestion(exit, over: state) {
            state.heldExit = exit
            state.dialog = question
        }
        restoredASnapshot = true
        transition(to: state, intents: [], cause: .restoration, reopened: nil, notes: notes)
        return restored.repairs + dropped
    }
}
