import Waymark

extension ScreenPresenter {
    /// The user selected `tab` in the tab bar. Selecting the selected tab again (the tab view
    /// writes its selection on every tap) takes that tab back to its first screen, as UIKit's tab
    /// bar does, and forgets the modals the user left from it (a reset, not the way back), planned
    /// and played like any change, the same on every width.
    ///
    /// While a finger holds the screen (a gesture under way), the selection is the state's: it is
    /// judged against the state's selected tab and changes the state at once, and the screen
    /// follows when the gesture ends, as for any change made meanwhile.
    public func userSelected(_ tab: TabID) {
        lastRefusal = nil
        settleInferredGesture()
        let held = driver.gesture != nil
        guard tab != (held ? router.state.selectedTab : displayed.selectedTab) else {
            userReselected(tab)
            return
        }
        guard held else {
            userDid(.selectedTab(tab))
            return
        }
        do {
            try router.userDid(.selectedTab(tab))
        } catch {
            lastRefusal = error
        }
    }

    /// The user tapped the selected tab again: its stack goes back to its first screen, and the
    /// modals the user left from it are forgotten (a reset, not a way back:
    /// `TabReselection.popToRoot`), in one transaction caused by the gesture. The screen has not
    /// moved yet, so the pops are planned and played like any change. The same on every width,
    /// since a width never changes the state: a tab shown as columns shows its first column and
    /// the detail column's placeholder. A stack at its first screen means nothing, unless an app's
    /// redirect rule answers the selection (game-first mode shows the tab's zone).
    func userReselected(_ tab: TabID) {
        let reselection = NavigationTransaction(
            [.selectTab(tab, onReselect: .popToRoot)], cause: .gesture(.selectedTab(tab)))
        guard !router.state.stack(of: tab).isEmpty || router.isRedirected(reselection) else { return }
        do {
            try router.apply(reselection)
        } catch {
            lastRefusal = error
        }
    }

    /// The system dismissed the search that selecting the search tab started, and selected the
    /// tab before it itself (iOS 26's `tabViewSearchActivation(.searchTabSelection)`): written back
    /// as the user's selection of that tab (`NavigationRegistry.tabClosingSearch(in:)`), so
    /// nothing is planned. Refused, in ``lastRefusal``, when search is not shown.
    public func systemClosedSearch() {
        guard let tab = router.registry.tabClosingSearch(in: router.state) else {
            lastRefusal = .searchNotShown
            return
        }
        userSelected(tab)
    }
}
