import ChapterKit
import Waymark

extension ChapterApp {
    /// One entry of the navigation journal in the user's words, by the titles of the screens it
    /// went between: what the interactive `journal` command shows.
    ///
    /// ```text
    /// 4. A link took you from Hub to Sign in. It waits for you to sign in.
    /// 5. You signed in: from Sign in to Amelia Hart. What waited for sign-in opened.
    /// 6. Amelia Hart came on screen, after Sign in.
    /// ```
    ///
    /// An arrival says which screen the user then saw, and the one they saw before it; a window's
    /// first says where Chapter opened ("1. Chapter opened on Hub.").
    ///
    /// Like a notice, it never names a destination, a route type or a link as it arrived; screen
    /// titles are what the user saw on screen.
    public func words(for entry: JournalEntry) async -> String {
        let before = await title(of: entry.screenBefore)
        let after = await title(of: entry.screenAfter)
        if let arrival = entry.arrival {
            guard arrival.referrer != nil else {
                let opened = arrival.cause == .restoration ? "Chapter reopened on" : "Chapter opened on"
                return "\(entry.number). \(opened) \(after)."
            }
            return "\(entry.number). \(after) came on screen, after \(before)."
        }
        let movement = before == after ? "you stayed on \(after)" : "from \(before) to \(after)"
        // Navigation held by the guard was asked for by someone: say who.
        let asked = entry.notes.lazy.compactMap { note -> TransitionCause? in
            if case .held(let heldNavigation) = note { heldNavigation.cause } else { nil }
        }.first
        var sentences = ["\(entry.number). \(Self.who(asked ?? entry.cause, notes: entry.notes)): \(movement)."]
        for sentence in entry.notes.compactMap(Self.words(for:)) where !sentences.contains(sentence) {
            sentences.append(sentence)
        }
        if let notice = entry.notice, !entry.notes.contains(where: Self.saysTheNotice) {
            sentences.append(Self.words(for: notice))
        }
        return sentences.joined(separator: " ")
    }

    /// The screen's title as the user saw it, or its tab's name for an untitled screen.
    private func title(of screen: VisibleScreen) async -> String {
        let route = screen.route ?? rootRoute(of: screen.tab)
        let title = await self.screen(for: route).title
        return title.isEmpty ? screen.tab.rawValue.prefix(1).uppercased() + screen.tab.rawValue.dropFirst() : title
    }

    /// Who or what navigated.
    private static func who(_ cause: TransitionCause, notes: [JournalNote]) -> String {
        switch cause {
        case .user:
            switch notes.lazy.compactMap({ if case .heldCompleted(let held) = $0 { held } else { nil } }).first {
            case let held? where held.requirements.contains(.signedIn): "You signed in"
            case .some: "You finished setting up"
            case nil: "You tapped"
            }
        case .link: "A link"
        case .entryPoint(let source, _):
            switch source {
            case .handoff: "Handoff"
            case .spotlight: "A Spotlight result"
            case .quickAction: "A Home Screen shortcut"
            case .widget: "A widget"
            case .appIntent: "A Shortcut or Siri"
            }
        case .notification: "A notification"
        case .restoration: "Chapter reopened your last session"
        case .launch: "Chapter opened"
        case .mode(let mode, let on):
            "You turned \(mode == .gameFirst ? "game-first mode" : "a mode") \(on ? "on" : "off")"
        case .accessGuard: "Chapter"
        case .gesture(let gesture):
            switch gesture {
            case .swipedBack: "You went back"
            case .draggedDown: "You closed the sheet"
            case .selectedTab: "You chose a tab"
            case .pushed: "You tapped"
            case .resizedSheet: "You resized the sheet"
            }
        }
    }

    private static func words(for note: JournalNote) -> String? {
        switch note {
        case .arrived: nil
        case .held(let heldNavigation):
            switch heldNavigation.requirements.first {
            case .signedIn?: "It waits for you to sign in."
            case .onboarded?: "It waits for you to finish setting up."
            default: "It waits for you to finish a step first."
            }
        case .heldCompleted(let held): "What waited for \(waited(held)) opened."
        case .heldDropped(let held, .replaced): "What waited for \(waited(held)) was replaced by something newer."
        case .heldDropped(_, .abandoned), .heldDropped(_, .revoked): nil  // The notice says it.
        case .heldDropped(let held, .failed), .heldDropped(let held, .noLongerOpens):
            "What waited for \(waited(held)) could not be opened."
        case .heldDropped(_, .nothingLacking), .heldDropped(_, .screenNotRestored): nil
        case .redirected(let redirection) where redirection.rule == SessionMode.gameFirst.description:
            "Game-first mode took you to that tab's zone of the world instead."
        case .redirected: "Chapter took you to the screen that replaces it."
        case .resultDelivered: "Your choice was taken back to the screen that asked for it."
        case .resultDropped(_, .askerGone): "Your choice was not used: the screen that asked for it is gone."
        case .resultDropped(_, .answererClosed): nil
        case .refused: "Nothing changed: that could not be done here."
        case .unreadableSnapshot: "Your last session could not be reopened."
        case .repaired(.heldNavigationDropped(_, .noLongerOpens)):
            "What was waiting when Chapter closed can no longer be opened."
        case .repaired(.heldNavigationDropped): "What was waiting when Chapter closed was set aside."
        case .repaired(.resultRequestDropped): "A choice that was waiting when Chapter closed was set aside."
        case .repaired(.screenStateDropped): "Something a screen held was too large to keep, so it was left out."
        case .repaired: "A screen that can no longer be shown was left out."
        case .dialogClosed(let closure):
            closure.reason == .answered
                ? "You chose \u{201C}\(closure.dialog.buttons[closure.button].title)\u{201D}."
                : "The question on screen was closed."
        case .exitHeld: "Chapter asked before your unsaved changes could be lost."
        case .readAsCanonical: nil
        }
    }

    /// What held navigation waited for, named by the first requirement it lacked.
    private static func waited(_ held: HeldNavigation) -> String {
        held.requirements.first.map(ChapterApp.words(waitingFor:)) ?? "sign-in"
    }

    /// Whether the note's sentence already tells what the entry's notice would.
    private static func saysTheNotice(_ note: JournalNote) -> Bool {
        if case .held = note { true } else { false }
    }
}
