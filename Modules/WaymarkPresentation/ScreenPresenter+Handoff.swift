import Waymark

extension ScreenPresenter {
    /// The activity the scene advertises for Handoff: the screen the user is on (the top layer's
    /// top screen, else the selected tab's pushed screen, else its root), as
    /// `NavigationRegistry.userActivity(for:)` makes it from the screen's declaration, so another
    /// of the user's devices opens the same screen through its link, under its rules there.
    ///
    /// `nil`, and nothing advertised, when that screen has no link, is internal (never opened from
    /// outside the app), or the app has neither an activity type nor a universal-link host.
    public var currentActivity: UserActivity? {
        let state = router.state
        let route = state.topRoute ?? root(of: state.selectedTab)
        guard let destination = router.registry.destination(for: route), !destination.isInternal else { return nil }
        return try? router.registry.userActivity(for: route)
    }
}
