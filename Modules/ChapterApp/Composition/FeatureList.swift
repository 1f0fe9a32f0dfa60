// The features of the app, one line each. A feature's wiring is in `Features/<Name>.swift`, owned
// by its team; `Tools/new-feature` adds both.

extension AppFeature {
    /// Every feature, in the order they register; the registry and the view registry check at
    /// start-up that they fit together, so the order decides nothing.
    static let all: [AppFeature] = [
        .hub,
        .search,
        .universities,
        .courses,
        .accommodation,
        .shortlist,
        .calendar,
        .feed,
        .groups,
        .profile,
        .inbox,
        .arcade,
        .account,
    ]
}
