@_spi(FrontEnd) import Waymark

/// Plays plans to a UI, one update at a time, on the UI's completion signals; never on time.
///
/// The driver hands out an update, then waits for the UI to report it done before it hands out
/// the next. It plans from what the screen shows, never from the state it was last asked for, so:
/// - a new target mid-plan is planned for from the screen as it will be once the update under
///   way is done;
/// - a gesture (the user swiped back or swiped a sheet away) changes the screen at once, and the
///   rest is planned again from there;
/// - a completion signal that comes late, twice, or for an update that is not the one under way
///   changes nothing;
/// - while a gesture is under the user's finger (``gestureBegan(_:)``), no update is handed out:
///   new targets wait, and are planned from what the screen shows once the gesture ends.
///
/// It is a value: a UI adapter keeps one, feeds it targets, signals and gestures, and applies the
/// updates it returns.
package struct PresentationDriver: Sendable {
    /// The platform's rules.
    let rules: PlatformRules
    /// How the app arranges its tabs when the window is wide.
    let layout: TabLayout
    /// How wide the window is: the updates still to come address the columns it shows.
    private(set) var width: WindowWidth
    /// What the screen shows once the update under way, if any, is done.
    private(set) var displayed: DisplayedState
    /// The state the screen should come to show.
    private(set) var target: DisplayedState {
        didSet { zoom = nil }
    }
    /// The screen of the target that zooms out of a view on the screen below it, while the target
    /// is the one it came with (``show(_:zooming:)``).
    private(set) var zoom: ZoomTransition?
    /// The update handed out and not yet reported done.
    package private(set) var inFlight: PresentationUpdate?
    /// The gesture under the user's finger, if any: until it ends, nothing is handed out.
    package private(set) var gesture: InteractiveGesture?
    private var lastID = 0

    /// A driver for a screen that shows `displayed` (at launch, the restored state, shown as is),
    /// in a window of `width` whose tabs `layout` arranges.
    init(
        showing displayed: DisplayedState, rules: PlatformRules, width: WindowWidth = .compact,
        layout: TabLayout = TabLayout()
    ) {
        self.rules = rules
        self.width = width
        self.layout = layout
        self.displayed = displayed
        target = displayed
    }

    /// Whether the screen shows the target and nothing is under way, neither an update nor a
    /// gesture.
    var isSettled: Bool {
        inFlight == nil && gesture == nil && displayed == target
    }

    /// The updates still to come after the one under way, as planned now.
    var remainingPlan: [[PresentationStep]] {
        PresentationPlanner.plan(from: displayed, to: target, rules: rules, width: width, layout: layout, zoom: zoom)
    }

    /// The window became `width` wide (an iPad window resized, a device rotated). The screen
    /// rearranges itself and shows the same screens, so nothing is handed out; the updates still
    /// to come address the new width's columns. The update under way, if any, still completes.
    mutating func windowResized(to width: WindowWidth) {
        self.width = width
    }

    /// The screen should now show `state`, in which `zoom`'s screen, if any, zooms out of the view
    /// the user opened it from. Returns the update to apply now, if the UI is free.
    mutating func show(_ state: NavigationState, zooming zoom: ZoomTransition? = nil) -> PresentationUpdate? {
        target = DisplayedState(state)
        self.zoom = zoom
        return next()
    }

    /// The UI finished the update `id`. Returns the next update to apply, if any. A signal for any
    /// other update (late, repeated, or never handed out) is ignored.
    mutating func didComplete(_ id: Int) -> PresentationUpdate? {
        guard inFlight?.id == id else { return nil }
        inFlight = nil
        return next()
    }

    /// The user changed the screen directly. The target follows too, until the state written
    /// back arrives with ``show(_:zooming:)``, so the driver never undoes what the user just did; that
    /// state may bring more (a remembered modal presented again), which is then planned for.
    /// Returns the update to apply now, if the UI is free and anything is left to do.
    mutating func userDid(_ gesture: ScreenWrite) -> PresentationUpdate? {
        displayed = displayed.applying(gesture)
        target = target.applying(gesture)
        return next()
    }

    /// The user changed the screen directly, and navigation has already answered: `state` is the
    /// router's state after it accepted the gesture, or its unchanged state after it refused it.
    /// The screen keeps what the user did where the state agrees; where it does not (a refused
    /// swipe, a push held behind sign-in), the plan takes the screen back to the state. Returns the
    /// update to apply now, if the UI is free and anything is left to do.
    mutating func userDid(_ gesture: ScreenWrite, answered state: NavigationState) -> PresentationUpdate? {
        displayed = displayed.applying(gesture)
        target = DisplayedState(state)
        return next()
    }

    /// The dialog left the screen by the user's hand (SwiftUI takes an alert away itself when a
    /// button is chosen), and navigation has answered with `state`. Returns the update to apply
    /// now, if the UI is free and anything is left to do.
    mutating func userClosedDialog(answered state: NavigationState) -> PresentationUpdate? {
        displayed.dialog = nil
        target = DisplayedState(state)
        return next()
    }

    /// The user's finger began `gesture`. The screen follows the finger, so nothing is handed out
    /// until the gesture ends; an update already under way still completes. A second gesture
    /// while one is under way takes its place (the presenter refuses one before it gets here).
    mutating func gestureBegan(_ gesture: InteractiveGesture) {
        self.gesture = gesture
    }

    /// The gesture under way finished as `gesture` (the pop or the dismissal it made), and
    /// navigation has answered with `state`. Returns the update to apply now, if the UI is free:
    /// what changed in the state meanwhile, planned from the screen the gesture left.
    mutating func gestureFinished(
        as gesture: ScreenWrite, answered state: NavigationState
    ) -> PresentationUpdate? {
        self.gesture = nil
        return userDid(gesture, answered: state)
    }

    /// The gesture under way was cancelled: the screen is as it was before it began. Returns the
    /// update to apply now, if the UI is free: only what changed in the state meanwhile.
    mutating func gestureCancelled() -> PresentationUpdate? {
        gesture = nil
        return next()
    }

    /// Shows `state` as it is, with no plan: a restored scene appears where the user left it, never
    /// animated from the cold start. The update and the gesture under way are abandoned, and update numbers go on
    /// from where they were, so its late completion signal cannot complete a later update.
    mutating func restart(showing state: NavigationState) {
        displayed = DisplayedState(state)
        target = displayed
        inFlight = nil
        gesture = nil
    }

    private mutating func next() -> PresentationUpdate? {
        guard inFlight == nil, gesture == nil, let steps = remainingPlan.first else { return nil }
        lastID += 1
        let update = PresentationUpdate(id: lastID, steps: steps)
        displayed = displayed.applying(steps)
        inFlight = update
        return update
    }
}
