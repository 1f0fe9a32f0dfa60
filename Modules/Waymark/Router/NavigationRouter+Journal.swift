extension NavigationRouter {
    /// Forgets every journal entry, as an app does when a user signs out so the next user's bug
    /// report carries nothing of theirs; numbering goes on, so the gap shows.
    public func clearJournal() {
        journal.removeAll()
    }

    /// Records the transition from `old` to `new` (event `eventNumber`), with `notes` from the
    /// caller (repairs) and what the router knows beside the states: held navigation and a dialog
    /// that closed.
    func record(
        from old: NavigationState, to new: NavigationState, eventNumber: Int, cause: TransitionCause,
        notes: [JournalNote], closedDialog: DialogClosure?
    ) {
        guard journal.isRecording else { return }
        var notes = notes + heldNavigationNotes(from: old, to: new, cause: cause)
        if let closedDialog { notes.append(.dialogClosed(closedDialog)) }
        let entry = JournalEntry(
            number: journal.nextNumber, windowNumber: windowNumber, eventNumber: eventNumber, cause: cause, from: old,
            to: new,
            screenBefore: screenOnTop, notes: notes, registry: registry)
        journal.append(entry)
        screenOnTop = entry.screenAfter
    }

    /// Records a transaction the router refused: the state stays, so the entry shows no change.
    func recordRefusal(_ error: NavigationError, cause: TransitionCause) {
        recordUnchanged(cause: cause, note: .refused(error))
    }

    /// Records something that left the state as it was, with `note` saying what.
    func recordUnchanged(cause: TransitionCause, note: JournalNote) {
        guard journal.isRecording else { return }
        let screen = screenOnTop ?? VisibleScreen(state, registry: registry)
        journal.append(
            JournalEntry(
                number: journal.nextNumber, windowNumber: windowNumber, eventNumber: nil, cause: cause,
                screenBefore: screen,
                screenAfter: screen,
                changes: .none, notes: [note], notice: state.notice))
        screenOnTop = screen
    }

    /// What became of held navigation between `old` and `new`: held, completed, or dropped and
    /// why. The router marks the navigation it is completing (``completing``), so a completion is
    /// told from a newer request replacing it by what the router did, not guessed from the states.
    private func heldNavigationNotes(from old: NavigationState, to new: NavigationState, cause: TransitionCause)
        -> [JournalNote]
    {
        guard old.held != new.held else { return [] }
        var notes: [JournalNote] = []
        // Completing navigation that still lacks something holds it again: that is one `held`.
        if let released = old.held, !(released == completing && new.held != nil) {
            if new.held != nil || (cause.isFromOutside && cause != released.cause) {
                notes.append(.heldDropped(released, .replaced))
            } else if new.notice == .heldNavigationCancelled(released.requirements[0]) {
                notes.append(.heldDropped(released, .abandoned))
            } else if case .heldNavigationRevoked = new.notice {
                notes.append(.heldDropped(released, .revoked))
            } else if released == completing, cause == released.cause {
                if case .linkRejected = new.notice {
                    notes.append(.heldDropped(released, .failed))
                } else {
                    notes.append(.heldCompleted(released))
                }
            } else if released == completing {
                notes.append(.heldDropped(released, .failed))
            } else {
                notes.append(.heldDropped(released, .replaced))
            }
        }
        if let held = new.held {
            notes.append(.held(held))
        }
        return notes
    }
}
