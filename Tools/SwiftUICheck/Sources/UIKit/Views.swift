// UIKit's views as a representable's view meets them: UIView and the window it is in, and the
// window's scene. Only what the adapter uses; each declaration names what it mirrors.
// Checked against UIKit's headers in the iPhoneOS SDKs (UIView.h, UIWindow.h): `UIView` and
// `UIWindow` are `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR`, `windowScene`
// `API_AVAILABLE(ios(13.0))`; watchOS's UIKit has none of these, written as
// `@available(watchOS, unavailable)`.
import Foundation

/// Mirrors `@MainActor class UIView: UIResponder` (documentation/uikit/uiview; UIView.h:
/// `@interface UIView : UIResponder`).
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIView: UIResponder {
    /// The window the stand-in's renderer put the view in, as UIKit does when SwiftUI adds a
    /// representable's view to its window.
    package weak var placedInWindow: UIWindow?

    /// Mirrors `init(frame: CGRect)` (`- (instancetype)initWithFrame:(CGRect)frame
    /// NS_DESIGNATED_INITIALIZER`).
    public init(frame: CGRect) {
        super.init()
    }

    /// Mirrors `init?(coder: NSCoder)` (`- (nullable instancetype)initWithCoder:(NSCoder *)coder
    /// NS_DESIGNATED_INITIALIZER`), required of every subclass, as `NSCoding` asks.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Mirrors `var window: UIWindow? { get }` (`@property(nullable, nonatomic,readonly) UIWindow
    /// *window`): the window the view is in, `nil` while it is in none.
    open var window: UIWindow? { placedInWindow }

    /// Mirrors `func didMoveToWindow()` (`- (void)didMoveToWindow`): UIKit calls it after the view
    /// was added to a window or removed from one.
    open func didMoveToWindow() {}
}

/// Mirrors `@MainActor class UIWindow: UIView` (documentation/uikit/uiwindow; UIWindow.h:
/// `@interface UIWindow : UIView`).
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIWindow: UIView {
    /// Mirrors `weak var windowScene: UIWindowScene?` (`@property(nullable, nonatomic, weak)
    /// UIWindowScene *windowScene API_AVAILABLE(ios(13.0))`): the scene the window is shown in.
    @available(iOS 13.0, *)
    open weak var windowScene: UIWindowScene?
}
