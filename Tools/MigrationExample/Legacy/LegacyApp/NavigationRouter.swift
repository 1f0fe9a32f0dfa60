import AppModels

/// The seed's router (`NavigationRouter.swift:21`): one path for the whole app, the selected tab,
/// a pending navigation and the sheet to reopen. A shared singleton in the seed; an object per
/// app here, so tests can make several.
@MainActor
public final class NavigationRouter {
    public var navigationPath: [AppDestination] = []
    public var selectedTab: AppTab = .hub
    /// The tab bar shows over the tabs' own content, never over a pushed screen.
    public var showTabBar: Bool { navigationPath.isEmpty }
    public private(set) var pendingNavigation: AppDestination?
    /// The sheet on screen (the seed's `isSheetPresented` with the view's own flag).
    public private(set) var presentedSheet: AppSheet?
    private var shouldReopenModal = false
    private var navPathCountBeforeModalNavigation = 0
    private var sheetToReopen: AppSheet?

    public init() {}

    /// Navigating from a sheet dismisses it, navigates once it is gone, and reopens it when the
    /// user comes back (the seed's `navigate(to:)`).
    public func navigate(to destination: AppDestination) {
        if let sheet = presentedSheet {
            pendingNavigation = destination
            navPathCountBeforeModalNavigation = navigationPath.count
            shouldReopenModal = true
            sheetToReopen = sheet
            dismissSheet()
        } else {
            navigationPath.append(destination)
        }
    }

    public func present(_ sheet: AppSheet) {
        presentedSheet = sheet
    }

    /// The sheet's `onDismiss`: the pending navigation runs now.
    public func dismissSheet() {
        presentedSheet = nil
        executePendingNavigation()
    }

    func executePendingNavigation() {
        guard let destination = pendingNavigation else { return }
        pendingNavigation = nil
        navigationPath.append(destination)
    }

    public func pop() {
        guard !navigationPath.isEmpty else { return }
        navigationPath.removeLast()
        checkForModalReopen()
    }

    /// Back at the screen the sheet was left from: the sheet comes back. The seed waits 150 ms
    /// first, for the pop's animation; a headless reproduction has no animation to wait for.
    func checkForModalReopen() {
        guard shouldReopenModal, navigationPath.count <= navPathCountBeforeModalNavigation else { return }
        shouldReopenModal = false
        presentedSheet = sheetToReopen
        sheetToReopen = nil
    }

    public func switchToTab(_ tab: AppTab) {
        selectedTab = tab
    }
}
