@_spi(FrontEnd) import Waymark

/// A sign from the UI that part of an update has happened on screen.
@_spi(FrontEnd) public enum UpdateSignal: Hashable, Sendable, CustomStringConvertible {
    /// The animation the update was applied in finished (SwiftUI's `withAnimation` completion).
    case animationFinished
    /// A presented layer's content appeared on screen (its `onAppear`).
    case appeared(PresentedLayer)
    /// A dismissed layer's content left the screen (its `onDisappear`).
    case disappeared(PresentedLayer)

    @_spi(FrontEnd) public var description: String {
        switch self {
        case .animationFinished: "animation finished"
        case .appeared(let layer): "\(layer) appeared"
        case .disappeared(let layer): "\(layer) disappeared"
        }
    }
}

/// When an update counts as done: the one policy every UI adapter follows, so no adapter decides
/// it for itself.
///
/// The whole presentation layer rests on knowing when the UI has finished an update, since the
/// next one (a presentation after a dismissal, above all) fails if it starts too early. What each
/// signal means:
/// - `withAnimation(_:completionCriteria:_:completion:)`'s completion "will always be fired exactly
///   one time", and at once "if no animations are created by the changes in body" (Apple's
///   documentation of `withAnimation` and `Transaction.addAnimationCompletion`). Whether it waits
///   for a sheet, a cover or a push, which UIKit animates outside SwiftUI's animation system, is
///   not documented; if it does not, it fires before the transition ends.
/// - A presented view's `onAppear` runs once the view is in the hierarchy that shows it, and a
///   dismissed one's `onDisappear` once it has left it. Apple documents no timing relative to the
///   transition either; other navigation libraries use them as the point from which a next
///   presentation is safe, where they do not wait on a timer.
///
/// So an update waits for every signal that can say it is done: its animation's completion, and,
/// when it waits for content (`waitsForContent`), the appearance of the layer it presents and the disappearance of the
/// lowest layer it dismisses. Whichever comes last completes it. A signal that never comes is
/// covered by the watchdog: after its `watchdogTimeout` the update is taken as done, so a plan never
/// stalls on a presentation the UI dropped. `docs/swiftui.md` says what a device check confirms.
public struct CompletionPolicy: Hashable, Sendable {
    /// Whether a presentation waits for the presented layer to appear, and a dismissal for the
    /// dismissed layer to disappear, besides the animation's completion.
    var waitsForContent: Bool
    /// How long an update may take before the UI adapter's one timer reports it done.
    var watchdogTimeout: Duration

    public init(waitsForContent: Bool, watchdogTimeout: Duration) {
        self.waitsForContent = waitsForContent
        self.watchdogTimeout = watchdogTimeout
    }

    /// Every signal that can say an update is done, and two seconds before the watchdog steps in.
    public static let standard = CompletionPolicy(waitsForContent: true, watchdogTimeout: .seconds(2))

    /// An update is done when its change is applied: for ``PresentationHost/immediate``, whose
    /// screens show no content appearing or leaving.
    public static let immediate = CompletionPolicy(waitsForContent: false, watchdogTimeout: .seconds(2))

    /// The signals `update` waits for, applied to `screen` (what the screen showed before it).
    func signals(awaitedBy update: PresentationUpdate, on screen: DisplayedState) -> Set<UpdateSignal> {
        var signals: Set<UpdateSignal> = [.animationFinished]
        guard waitsForContent else { return signals }
        for step in update.steps {
            switch step.change {
            case .present(let index, let modal):
                signals.insert(.appeared(PresentedLayer(index: index, style: modal.hostingStyle, root: modal.root)))
            case .dismiss(let index):
                // A layer a gesture already took away is not on screen to disappear.
                if let layer = PresentedLayer(index, of: screen) { signals.insert(.disappeared(layer)) }
            case .select, .setTabPath, .setDetailColumn, .setLayerPath, .presentDialog, .dismissDialog, .zoomed:
                break
            }
        }
        return signals
    }
}
