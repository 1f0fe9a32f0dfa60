@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// Paths written as routes, as the tests write them, handed to the presenter as the values a
/// SwiftUI stack holds.
extension ScreenPresenter {
    /// `routes` as the values `stack` holds: a screen shown where the route is the same keeps its
    /// value; one that came is named by its route, as a front end that writes routes names it.
    func values(_ routes: [AnyRoute], of stack: StackTarget) -> [ShownEntry] {
        let shown = shownPath(of: stack)
        let kept = zip(shown, routes).prefix { $0.route == $1 }.count
        return Array(shown.prefix(kept)) + routes.dropFirst(kept).map { ShownEntry($0) }
    }

    /// The stack wrote `routes`, as SwiftUI's does on iOS 18: the pop of its top screen is a swipe
    /// under way until that screen leaves.
    func writeStack(_ routes: [AnyRoute], of stack: StackTarget) throws(ScreenRefusal) {
        try userSetPath(values(routes, of: stack), of: stack)
    }

    /// The stack wrote `routes` and a screen it popped left at once: the write of a UI whose pops
    /// are done when written.
    func userSetRoutes(_ routes: [AnyRoute], of stack: StackTarget) throws(ScreenRefusal) {
        let shown = path(of: stack)
        let wasHeld = driver.gesture != nil
        try writeStack(routes, of: stack)
        if !wasHeld, case .swipingBack? = driver.gesture, let top = shown.last { try screenLeft(top, of: stack) }
    }

    /// The detail column of `tab` wrote `routes` above its root.
    func writeDetail(_ routes: [AnyRoute], of tab: TabID) throws(ScreenRefusal) {
        guard let root = shownPath(of: .tab(tab)).first else { return }
        try userSetPath(values([root.route] + routes, of: .tab(tab)), of: .tab(tab))
    }
}
