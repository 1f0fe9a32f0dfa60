@_spi(FrontEnd) import Waymark

/// What the UI writes back, one method per kind of binding: navigation decides first, and the
/// plan takes the screen back where it refuses.
extension ScreenPresenter {
    /// The tab view wrote its selection; the selected tab again goes back to its first screen
    /// (`TabReselection.popToRoot`). While a finger is down, the state's selection is the one.
    public func userSetSelectedTab(_ tab: TabID) throws(ScreenRefusal) {
        settleInferredSwipe()
        let held = lifetime != .idle
        guard tab != (held ? router.state.selectedTab : displayed.selectedTab) else {
            let reselection = NavigationTransaction(
                [.selectTab(tab, onReselect: .popToRoot)], cause: .gesture(.selectedTab(tab)))
            // A stack at its first screen means nothing, unless a redirect rule answers.
            guard !router.state.stack(of: tab).isEmpty || router.isRedirected(reselection) else { return }
            _ = try ScreenRefusal.navigating { () throws(NavigationError) in try router.apply(reselection) }
            return
        }
        if let refusal = held ? writeBack(.selectedTab(tab), andShow: false) : userDid(.selectedTab(tab)) {
            throw refusal
        }
    }

    /// A stack wrote its path (for a tab showing columns, the detail column's, its root first), kept
    /// as written: screens that went are popped, those that came pushed, under the guard. The pop
    /// of exactly the top screen of a stack reporting its screens leaving (not columns, nor `.top`,
    /// a front end's without stacks) is a swipe under way, as iOS 18 writes it, until the screen
    /// has left (`screenLeft(_:of:)`, which the adapter reports) or is written back (cancelled).
    public func userSetPath(_ path: [ShownEntry], of stack: StackTarget) throws(ScreenRefusal) {
        let target = parts.fixed(stack)
        if case .layer(let index) = target, !displayed.modals.indices.contains(index) { return }
        defer { entries.follow(parts) }
        entries.remember(path, of: target)
        let routes = path.map(\.route)
        if gestureTook(routes, of: target) { return }
        settleInferredSwipe()
        let shown = self.path(of: target)
        guard routes != shown else { return }
        let reportsLeaving = if case .tab(let tab) = stack { !window.showsColumns(tab) } else { stack != .top }
        if reportsLeaving, lifetime == .idle, routes == Array(shown.dropLast()) {
            return beginInferredSwipe(on: target)
        }
        let kept = zip(shown, routes).prefix { $0 == $1 }.count
        let pop: ScreenWrite? = kept < shown.count ? .swipedBack(stack, toDepth: kept) : nil
        let push: ScreenWrite? = routes.count > kept ? .pushed(Array(routes[kept...]), on: stack) : nil
        let refused = arrivals.holding { [pop, push].compactMap { $0.flatMap(userDid) } }  // One arrival, if any.
        if let refusal = refused.last { throw refusal }
    }

    /// The sheet or cover of layer `index` in `style` wrote its item: `nil` is a swipe down.
    public func userSetLayer(_ value: PresentedLayer?, at index: Int, style: ModalStyle) throws(ScreenRefusal) {
        guard value == nil else { return }
        settleInferredSwipe()
        guard let shown = parts.presentedLayer(index, style: style) else { return }
        if lifetime.gesture == .draggingDown(layer: shown.index) { return try userFinishedGesture() }
        if let refusal = userDid(.draggedDown(layer: shown.index)) { throw refusal }
    }

    /// The sheet of layer `index` wrote its size: refused when the sheet does not take `size`.
    public func userSetDetent(_ size: SheetDetent, ofLayer index: Int) throws(ScreenRefusal) {
        guard parts.sheetSizes(ofLayer: index).current != size else { return }
        if let refusal = writeBack(.resizedSheet(layer: index, to: size), andShow: false) { throw refusal }
    }

    /// The split view of `tab` wrote its columns: the user's arrangement, never navigation.
    @_spi(FrontEnd) public func userSetColumnVisibility(_ visibility: ColumnVisibility, of tab: TabID) {
        guard let root = parts.tab(tab)?.routes?.first else { return }
        columns.choose(visibility, of: tab, over: root)
    }

    /// The dialog's binding was set to not presented with no button chosen: its cancel button.
    @_spi(FrontEnd) public func userSetDialogDismissed() throws(ScreenRefusal) {
        guard let dialog = lifetime == .idle ? displayed.dialog : router.state.dialog else { return }
        try userAnswered(button: dialog.cancelButton)
    }

    /// The user chose the dialog's button at `position`; returns its action for the app to carry
    /// out. While a finger is down, the state's dialog is the one answered.
    @discardableResult
    public func userAnswered(button position: Int) throws(ScreenRefusal) -> DialogAction? {
        guard (lifetime == .idle ? displayed.dialog : router.state.dialog) != nil else { return nil }
        var action: DialogAction?
        let refusal = writingBack(andShow: lifetime == .idle) { () throws(NavigationError) in
            action = try router.answerDialog(button: position)
        }
        if lifetime == .idle {
            let update = driver.userClosedDialog(answered: router.state)
            displayed.dialog = nil
            apply(update)
        }
        if let refusal { throw refusal }
        return action
    }

    /// The window became `width` wide: the same screens, the plan addressing its columns.
    public func windowResized(to width: WindowWidth) {
        guard width != window.width else { return }
        window.width = width
        driver.windowResized(to: width)
    }

    /// The user changed the screen with `write`; where navigation refuses, it is planned back.
    func userDid(_ write: ScreenWrite) -> ScreenRefusal? {
        let refusal = writeBack(write)
        let update = driver.userDid(write, answered: router.state)
        displayed = displayed.applying(write)
        apply(update)
        return refusal
    }

    /// Hands `write` to the router: shown already, or (`andShow` false) for the plan to play.
    func writeBack(_ write: ScreenWrite, andShow shown: Bool = true) -> ScreenRefusal? {
        writingBack(andShow: shown) { () throws(NavigationError) in _ = try router.userDid(write) }
    }

    func writingBack(andShow shown: Bool, _ body: () throws(NavigationError) -> Void) -> ScreenRefusal? {
        isWritingBack = shown
        defer { isWritingBack = false }
        do { try body() } catch { return .navigation(error) }
        return nil
    }
}
