// UIKit's view controllers as a transition meets them: UIViewController's appearance callbacks and
// its transition coordinator, the one place iOS tells an app that the user's finger began a swipe
// back or a sheet's drag, and how it ended. Only what the adapter uses; each declaration names what
// it mirrors.
// Checked against UIKit's UIViewController.h and UIViewControllerTransitionCoordinator.h in the
// iPhoneOS SDKs; watchOS's UIKit has none of these, written as `@available(watchOS, unavailable)`.
import Foundation

/// Mirrors `@MainActor class UIViewController: UIResponder` (documentation/uikit/uiviewcontroller).
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIViewController: UIResponder {
    /// The transition the stand-in's renderer runs over this controller, if any.
    package var runningTransition: (any UIViewControllerTransitionCoordinator)?

    /// Mirrors `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Mirrors `init?(coder: NSCoder)`, required of every subclass.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Mirrors `func viewWillDisappear(_ animated: Bool)`: called as the controller's view starts
    /// leaving, including when an interactive transition begins.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Mirrors `func viewDidDisappear(_ animated: Bool)`.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Mirrors `var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { get }`
    /// (documentation/uikit/uiviewcontroller/transitioncoordinator): the coordinator of the
    /// transition under way, `nil` when none is.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { runningTransition }
}

/// Mirrors `@MainActor protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol`
/// (documentation/uikit/uiviewcontrollertransitioncoordinatorcontext).
@available(iOS 7.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Mirrors `var isInteractive: Bool { get }`: whether the user's finger drives it now.
    var isInteractive: Bool { get }
    /// Mirrors `var initiallyInteractive: Bool { get }`.
    var initiallyInteractive: Bool { get }
    /// Mirrors `var isCancelled: Bool { get }`: whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// Mirrors `var presentationStyle: UIModalPresentationStyle { get }`: `.none` for a
    /// navigation controller's push or pop, the modal style for a presentation or dismissal.
    var presentationStyle: UIModalPresentationStyle { get }
}

/// Mirrors `@MainActor protocol UIViewControllerTransitionCoordinator:
/// UIViewControllerTransitionCoordinatorContext`
/// (documentation/uikit/uiviewcontrollertransitioncoordinator).
@available(iOS 7.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Mirrors `func animate(alongsideTransition animation: ((any
    /// UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any
    /// UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`: `completion` runs
    /// once the transition has ended, finished or cancelled.
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// Mirrors `enum UIModalPresentationStyle: Int, @unchecked Sendable`
/// (documentation/uikit/uimodalpresentationstyle).
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

/// An interactive transition the stand-in's renderer runs: UIKit makes these; a test makes one here
/// through the renderer.
@MainActor
package final class InteractiveTransition: NSObject, UIViewControllerTransitionCoordinator {
    package private(set) var isInteractive = true
    package let initiallyInteractive = true
    package private(set) var isCancelled = false
    package let presentationStyle: UIModalPresentationStyle
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    package init(presentationStyle: UIModalPresentationStyle) {
        self.presentationStyle = presentationStyle
    }

    package func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    /// The finger lifts: the transition ends, finished or cancelled, and the completions run.
    package func end(cancelled: Bool) {
        isInteractive = false
        isCancelled = cancelled
        let ending = completions
        completions = []
        for completion in ending { completion(self) }
    }
}
