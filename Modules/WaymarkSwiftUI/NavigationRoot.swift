#if canImport(SwiftUI)
// Compiled only where SwiftUI exists, and on Linux against the stand-in of SwiftUI's declared API in
// Tools/SwiftUICheck. It binds the presenter's reads to SwiftUI and hands back what SwiftUI writes;
// every decision is the presenter's (WaymarkPresentation), where Linux tests reach it.
import Foundation
import SwiftUI
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// A scene's whole navigation: a `TabView` with a `NavigationStack` per tab (or, for a split-view
/// tab on a wide window, a `NavigationSplitView`), modal layers over it layer by layer with their
/// sheet sizes, the state's alert or confirmation dialog over the top-most of them, links and
/// universal links, the window's width reported, and the place kept in scene storage. An app that
/// keeps its own tab bar, or hands Waymark one flow, uses ``NavigationStackRoot``, of which this
/// is the tabbed form.
///
/// From iOS 18 tabs are `Tab` values, and an app whose ``TabLayout`` shows tabs as a sidebar gets
/// the sidebar-adaptable tab view; before iOS 18, tabs are `tabItem`s in a tab bar.
///
/// Each view here reads only the part of the presenter it shows (docs/swiftui.md, "What a view
/// reads"): the root reads nothing that navigation changes, so a push in one tab draws that tab's
/// stack again and no other view.
public struct NavigationRoot<Screen: View, TabLabel: View, Placeholder: View>: View {
    let presenter: ScreenPresenter
    let screen: ViewMaker<AnyRoute, Screen>
    let tabLabel: (TabID) -> TabLabel
    let placeholder: ViewMaker<TabID, Placeholder>
    let answering: DialogAnswering
    /// Where zoom transitions match a screen with the view it zooms out of.
    @Namespace private var zoomNamespace

    /// - Parameters:
    ///   - screen: The view of a route, from the app's ``ViewRegistry`` (built at start-up, so a
    ///     destination without a view has already stopped the app).
    ///   - tabLabel: The label of a tab in the tab bar or the sidebar.
    ///   - placeholder: What the detail column of a split-view tab shows while the tab shows its
    ///     root alone (on a wide window).
    ///   - answering: Carries out the action of a dialog button the user chose (the feature that
    ///     asked knows what its action means); the dialog has closed and navigation has heard the
    ///     answer first. Without it, an answer only closes the dialog.
    public init(
        presenter: ScreenPresenter, @ViewBuilder screen: @escaping (AnyRoute) -> Screen,
        @ViewBuilder tabLabel: @escaping (TabID) -> TabLabel,
        @ViewBuilder placeholder: @escaping (TabID) -> Placeholder,
        answering: @escaping @MainActor (DialogAction) async -> Void = { _ in }
    ) {
        self.presenter = presenter
        self.screen = ViewMaker(screen)
        self.tabLabel = tabLabel
        self.placeholder = ViewMaker(placeholder)
        self.answering = DialogAnswering(answering)
    }

    public var body: some View {
        tabView.modifier(
            SceneHosting(presenter: presenter, screen: screen, answering: answering, namespace: zoomNamespace))
    }

    @ViewBuilder private var tabView: some View {
        #if os(tvOS) || os(visionOS) || os(watchOS)
        // Search activation by tab is iOS's and macOS's only.
        tabsWithoutRoles
        #else
        if #available(iOS 26, macOS 26, *), let search = presenter.router.registry.searchTab {
            searchTabView(search)
        } else {
            tabsWithoutRoles
        }
        #endif
    }

    /// From iOS 18 the tabs are `Tab` values (`tabItem` is deprecated), in a sidebar-adaptable
    /// tab view when the layout asks for one (watchOS has no sidebar); before, `tabItem`s.
    @ViewBuilder private var tabsWithoutRoles: some View {
        if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
            let tabs = TabView(selection: tabSelection) {
                ForEach(presenter.router.registry.tabs, id: \.self) { tab in
                    Tab(value: tab) {
                        tabContent(tab)
                    } label: {
                        tabLabel(tab)
                    }
                }
            }
            #if os(watchOS)
            tabs
            #else
            if presenter.window.layout.sidebarOnRegularWidth {
                tabs.tabViewStyle(.sidebarAdaptable)
            } else {
                tabs
            }
            #endif
        } else {
            // The tab bar of iOS 17 and the matching releases: `tabItem`s, which run only below
            // the releases that have `Tab`.
            TabView(selection: tabSelection) {
                ForEach(presenter.router.registry.tabs, id: \.self) { tab in
                    tabContent(tab)
                        .tabItem { tabLabel(tab) }
                        .tag(tab)
                }
            }
        }
    }

    /// iOS 26's tab view with `search` as the search tab: selecting it starts a search, and
    /// dismissing the search selects the tab before it again, which SwiftUI writes back as a tab
    /// selection; the state remembers that tab (`NavigationState.tabBeforeSearch`). Its label is
    /// the role's. The app puts its search field on the root (`searchable(text:)`), as Apple's
    /// example puts it on the tab view.
    #if !os(tvOS) && !os(watchOS) && !os(visionOS)
    @available(iOS 26, macOS 26, *)
    @ViewBuilder private func searchTabView(_ search: TabID) -> some View {
        let tabs = TabView(selection: tabSelection) {
            ForEach(presenter.router.registry.tabs.filter { $0 != search }, id: \.self) { tab in
                Tab(value: tab) {
                    tabContent(tab)
                } label: {
                    tabLabel(tab)
                }
            }
            Tab(value: search, role: .search) {
                tabContent(search)
            }
        }
        .tabViewSearchActivation(.searchTabSelection)
        if presenter.window.layout.sidebarOnRegularWidth {
            tabs.tabViewStyle(.sidebarAdaptable)
        } else {
            tabs
        }
    }
    #endif

    private func tabContent(_ tab: TabID) -> some View {
        TabScreens(presenter: presenter, tab: tab, screen: screen, placeholder: placeholder)
    }

    private var tabSelection: Binding<TabID> {
        // Binding's closures are `@Sendable`: each says it runs on the main actor, as SwiftUI calls it.
        Binding(
            get: { @MainActor [presenter] in presenter.parts.selectedTab },
            set: { @MainActor [presenter] tab in try? presenter.userSetSelectedTab(tab) })
    }
}

extension NavigationRoot where Placeholder == EmptyView {
    /// A root whose split-view tabs, if any, show an empty detail column until a screen is pushed.
    public init(
        presenter: ScreenPresenter, @ViewBuilder screen: @escaping (AnyRoute) -> Screen,
        @ViewBuilder tabLabel: @escaping (TabID) -> TabLabel,
        answering: @escaping @MainActor (DialogAction) async -> Void = { _ in }
    ) {
        self.init(
            presenter: presenter, screen: screen, tabLabel: tabLabel, placeholder: { _ in EmptyView() },
            answering: answering)
    }
}

/// A tab's screens: one stack, or on a wide window, for a split-view tab, its columns. The one
/// view of a tab that reads the window's width.
struct TabScreens<Screen: View, Placeholder: View>: View {
    let presenter: ScreenPresenter
    let tab: TabID
    let screen: ViewMaker<AnyRoute, Screen>
    let placeholder: ViewMaker<TabID, Placeholder>

    @ViewBuilder var body: some View {
        if presenter.window.showsColumns(tab) {
            SplitColumns(presenter: presenter, tab: tab, screen: screen, placeholder: placeholder)
        } else {
            StackView(presenter: presenter, stack: .tab(tab), root: presenter.root(of: tab), screen: screen)
        }
    }
}

/// The `NavigationStack` of a tab or of a presented layer, bound to its path of entries: the same
/// route pushed twice is two screens, each with its entry's state. A `NavigationLink` pushes
/// `ShownEntry(pushing: route)`. Its body reads nothing of the presenter: its stack's path is read
/// by the stack's binding.
struct StackView<Screen: View>: View {
    let presenter: ScreenPresenter
    let stack: StackTarget
    let root: AnyRoute
    let screen: ViewMaker<AnyRoute, Screen>

    var body: some View {
        NavigationStack(path: path) {
            ScreenContainer(presenter: presenter, shows: .root(root), on: stack, reportsLeaving: true, screen: screen)
                .navigationDestination(for: ShownEntry.self) { shown in
                    ScreenContainer(
                        presenter: presenter, shows: .pushed(shown), on: stack, reportsLeaving: true, screen: screen)
                }
        }
    }

    /// What the stack writes is the stack's report, not a finished gesture: it writes a swipe
    /// back's pop before the screen has gone (``ScreenPresenter/userSetPath(_:of:)``).
    private var path: Binding<[ShownEntry]> {
        Binding(
            get: { @MainActor [presenter, stack] in presenter.shownPath(of: stack) },
            set: { @MainActor [presenter, stack] path in try? presenter.userSetPath(path, of: stack) })
    }
}

/// A screen, with the tab bar as its destination declares and its entry in the environment
/// (`EnvironmentValues.screenEntry`); on a stack, it reports the user's gestures over it where
/// UIKit tells them, and its departure from the display. Its route and entry are read afresh as
/// the state changes: a value given back changes an entry's route, never which screen it is.
struct ScreenContainer<Screen: View>: View {
    /// What a container shows: a stack's root, or a screen pushed on it.
    enum Shown {
        case root(AnyRoute)
        case pushed(ShownEntry)
    }

    let presenter: ScreenPresenter
    let shows: Shown
    /// The stack the screen is on (a split view's detail column is its tab's).
    let on: StackTarget
    /// Whether its leaving and the gestures over it are reported: not in a split view's columns.
    let reportsLeaving: Bool
    let screen: ViewMaker<AnyRoute, Screen>
    @Environment(\.waymarkZoomNamespace) private var zoomNamespace

    var body: some View {
        let (route, entry) = resolved
        if reportsLeaving {
            shown(route, entry).onDisappear { try? presenter.screenLeft(route, of: on) }
                #if canImport(UIKit) && !os(watchOS)
            .background { InteractiveTransitionReporter(presenter: presenter, stack: on) }
                #endif
        } else {
            shown(route, entry)
        }
    }

    private var isPushed: Bool {
        if case .pushed = shows { true } else { false }
    }

    private var resolved: (route: AnyRoute, entry: EntryID?) {
        switch shows {
        case .root(let route): (route, presenter.shownRootEntry(of: on))
        case .pushed(let shown): presenter.resolve(shown, on: on)
        }
    }

    private func shown(_ route: AnyRoute, _ entry: EntryID?) -> some View {
        screen(route)
            .environment(\.screenEntry, entry.map { ScreenEntry($0, of: presenter.router) })
            .environment(\.navigate, NavigateAction(router: presenter.router, stack: on))
            .environment(\.waymarkScreenPlace, ScreenPlace(stack: on, entry: entry))
            // A pushed screen zooms as it is pushed; a layer's root, as its layer is presented.
            .modifier(
                ZoomedScreen(source: isPushed ? presenter.zoomSource(of: entry) : nil, namespace: zoomNamespace)
            )
            #if !os(macOS) && !os(watchOS)
        .modifier(TabBarVisibility(visibility: presenter.router.registry.showsTabBar(over: route) ? .visible : .hidden))
            #endif
            #if !os(macOS)
        .modifier(HeldBackButton(presenter: presenter, stack: on, isPushed: isPushed))
        #endif
    }
}

/// The screen's entry in the environment: how a view reads and writes the state its feature keeps
/// for it (`@Environment(\.screenEntry) private var entry`), exactly as long as the screen is in
/// the navigation state, and until it has left the display.
private struct ScreenEntryKey: EnvironmentKey {
    static let defaultValue: ScreenEntry? = nil
}

extension EnvironmentValues {
    /// The entry of the navigation state the view is a screen of, with the state its feature
    /// keeps for it; `nil` for a tab's root screen, which is no entry, and outside navigation.
    public var screenEntry: ScreenEntry? {
        get { self[ScreenEntryKey.self] }
        set { self[ScreenEntryKey.self] = newValue }
    }
}
#endif
