@_spi(FrontEnd) import Waymark

/// The gesture under the user's finger as the presenter follows it, from the finger going down to
/// its lifting: one state, so nothing about a gesture outlives it or contradicts it.
///
/// Each case that holds a gesture names the entry it takes away (the swiped screen, the dragged
/// layer's root): its end writes back only while the state still has that very entry, not another
/// screen of the same route opened meanwhile; `nil` when the screen shows no entry the state has.
enum GestureLifetime: Equatable, Sendable {
    /// No finger is down.
    case idle
    /// The UI reported the gesture's start (``ScreenPresenter/userBegan(_:)``), and nothing of it
    /// was written yet.
    case reported(InteractiveGesture, takes: EntryID?)
    /// A swipe back whose pop its stack already wrote (as iOS 18 does when the swipe starts), and
    /// which the UI reported: the same screen written back after it is the swipe's cancellation.
    case popWritten(StackTarget, takes: EntryID?)
    /// A swipe back a stack's pop implied, which the UI did not report: numbered, so its watchdog
    /// never ends a later one. Its pop is written, as for ``popWritten(_:takes:)``.
    case inferred(StackTarget, takes: EntryID?, serial: Int)

    /// The gesture under the finger; `nil` when idle.
    var gesture: InteractiveGesture? {
        switch self {
        case .idle: nil
        case .reported(let gesture, _): gesture
        case .popWritten(let stack, _), .inferred(let stack, _, _): .swipingBack(stack)
        }
    }

    /// The entry the gesture takes away.
    var takes: EntryID? {
        switch self {
        case .idle: nil
        case .reported(_, let entry), .popWritten(_, let entry), .inferred(_, let entry, _): entry
        }
    }

    /// The stack whose swipe back had its pop written by the stack itself.
    var poppedStack: StackTarget? {
        switch self {
        case .popWritten(let stack, _), .inferred(let stack, _, _): stack
        case .idle, .reported: nil
        }
    }

    /// Whether the gesture is a swipe no one reported.
    var isInferred: Bool {
        if case .inferred = self { true } else { false }
    }

    /// What `path`, written to `stack` whose screen shows `shown`, does to the swipe back under way
    /// on it: its pop (iOS 18 writes it as the swipe starts) makes it ``popWritten(_:takes:)``; the
    /// same screen written back after the pop is its cancellation (`.idle`). `nil`: the path is not
    /// the gesture's, and means what any path means.
    func reading(_ path: [AnyRoute], on stack: StackTarget, shown: [AnyRoute]) -> GestureLifetime? {
        guard gesture == .swipingBack(stack) else { return nil }
        if path == Array(shown.dropLast()) {
            guard case .reported(_, let entry) = self else { return self }
            return .popWritten(stack, takes: entry)
        }
        return path == shown && poppedStack != nil ? .idle : nil
    }

    /// The UI reported the swipe a stack's pop implied: it ends the swipe from here on.
    func reportedNow() -> GestureLifetime {
        guard case .inferred(let stack, let entry, _) = self else { return self }
        return .popWritten(stack, takes: entry)
    }
}
