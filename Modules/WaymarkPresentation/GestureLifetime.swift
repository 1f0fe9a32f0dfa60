import Waymark

/// What the presenter follows of the gesture under the user's finger, beside the gesture the
/// driver holds (``PresentationDriver/gesture``): the entry it takes away, whether the UI reported
/// its start or a stack's pop implied it, and whether the system already wrote its pop.
///
/// One value from the finger going down to its lifting, made when the driver begins holding the
/// screen and dropped when it stops, so no flag outlives the gesture it was about.
struct GestureLifetime: Equatable, Sendable {
    /// How the gesture began.
    enum Start: Equatable, Sendable {
        /// The UI reported it (``ScreenPresenter/userBegan(_:)``).
        case reported
        /// A stack's pop implied it (``ScreenPresenter/stackWrotePath(_:of:)``): numbered, so its
        /// watchdog never ends a later one.
        case inferred(serial: Int)
    }

    /// The entry the gesture takes away (the swiped screen, the dragged layer's root): its end
    /// writes back only while the state still has that very entry, not another screen of the same
    /// route opened meanwhile. `nil` when the screen shows no entry the state has.
    let takes: EntryID?
    var start: Start
    /// Whether the system wrote the pop of the swipe back (as iOS 18 does when the swipe starts),
    /// so the same screen written back after it is the swipe's cancellation.
    var systemWrotePop = false

    var isInferred: Bool {
        if case .inferred = start { true } else { false }
    }
}
