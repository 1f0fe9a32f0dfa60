import Waymark

extension ScreenPresenter {
    /// The user tapped the selected tab again: its stack goes back to its first screen, and the
    /// modals the user left from it are forgotten (a reset, not a way back:
    /// `TabReselection.popToRoot`), in one transaction caused by the gesture. The screen has not
    /// moved yet, so the pops are planned and played like any change. The same on every width,
    /// since a width never changes the state: a tab shown as columns shows its first column and
    /// the detail column's placeholder. An empty stack means nothing.
    func userReselected(_ tab: TabID) {
        guard !router.state.stack(of: tab).isEmpty else { return }
        do {
            try router.apply(
                NavigationTransaction([.selectTab(tab, onReselect: .popToRoot)], cause: .gesture(.selectedTab(tab))))
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
