#if canImport(SwiftUI)
// Compiled only where SwiftUI exists, and on Linux against the stand-in of SwiftUI's declared API in
// Tools/SwiftUICheck. It binds the presenter's reads to SwiftUI and hands back what SwiftUI writes;
// every decision is the presenter's (WaymarkPresentation), where Linux tests reach it.
import Foundation
import SwiftUI
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// One stack of a scene's navigation, for an app that adopts Waymark a step at a time: a flow, or
/// one tab inside the app's own `TabView` or a tab bar of its own drawing. It shows `tab`'s stack
/// (or, for a split-view tab on a wide window, its columns) with everything ``NavigationRoot``
/// keeps over its tabs: the modal layers, the dialog, links, the window's width and its place in
/// scene storage. ``NavigationRoot`` is this root's parts under a `TabView`.
///
/// Without `tab` it shows the selected tab: an app that draws its own tab bar selects with
/// ``ScreenPresenter/userSetSelectedTab(_:)`` and hides its bar when
/// ``ScreenPresenter/isTabBarVisible`` says so (the destination on top decides, as it does for
/// SwiftUI's tab bar). Give each scene one root, so that one view presents its modal layers.
public struct NavigationStackRoot<Screen: View, Placeholder: View>: View {
    let presenter: ScreenPresenter
    let tab: TabID?
    let screen: ViewMaker<AnyRoute, Screen>
    let placeholder: ViewMaker<TabID, Placeholder>
    let answering: DialogAnswering
    /// Where zoom transitions match a screen with the view it zooms out of.
    @Namespace private var zoomNamespace

    /// - Parameters:
    ///   - tab: The tab whose stack this is; `nil` follows the selected tab.
    ///   - screen: The view of a route, from the app's ``ViewRegistry``.
    ///   - placeholder: What the detail column of a split-view tab shows while the tab shows its
    ///     root alone (on a wide window).
    ///   - answering: Carries out the action of a dialog button the user chose, after navigation
    ///     heard the answer; without it, an answer only closes the dialog.
    public init(
        presenter: ScreenPresenter, tab: TabID? = nil, @ViewBuilder screen: @escaping (AnyRoute) -> Screen,
        @ViewBuilder placeholder: @escaping (TabID) -> Placeholder,
        answering: @escaping @MainActor (DialogAction) async -> Void = { _ in }
    ) {
        self.presenter = presenter
        self.tab = tab
        self.screen = ViewMaker(screen)
        self.placeholder = ViewMaker(placeholder)
        self.answering = DialogAnswering(answering)
    }

    public var body: some View {
        // Each tab a stack of its own, as a tab view keeps them: the tab is the stack's identity.
        ForEach([tab ?? presenter.parts.selectedTab], id: \.self) { shown in
            TabScreens(presenter: presenter, tab: shown, screen: screen, placeholder: placeholder)
        }
        .modifier(SceneHosting(presenter: presenter, screen: screen, answering: answering, namespace: zoomNamespace))
    }
}

extension NavigationStackRoot where Placeholder == EmptyView {
    /// A root whose split-view tab, if it is one, shows an empty detail column until a screen is pushed.
    public init(
        presenter: ScreenPresenter, tab: TabID? = nil, @ViewBuilder screen: @escaping (AnyRoute) -> Screen,
        answering: @escaping @MainActor (DialogAction) async -> Void = { _ in }
    ) {
        self.init(
            presenter: presenter, tab: tab, screen: screen, placeholder: { _ in EmptyView() }, answering: answering)
    }
}

/// What a scene's root keeps over its screens, whichever root it is: the dialog and the modal
/// layers over the top-most screen, zoom transitions, arrivals and their announcement, links and
/// activities, the place in scene storage, the window in the session and its width.
struct SceneHosting<Screen: View>: ViewModifier {
    let presenter: ScreenPresenter
    let screen: ViewMaker<AnyRoute, Screen>
    let answering: DialogAnswering
    let namespace: Namespace.ID

    func body(content: Content) -> some View {
        content
            .modifier(DialogHost(presenter: presenter, level: 0, answering: answering))
            .modifier(
                ModalLayers(presenter: presenter, index: 0, screen: screen, answering: answering, namespace: namespace)
            )
            .environment(\.waymarkZoomNamespace, namespace)
            .environment(\.waymarkArrivals, presenter.arrivals)
            .modifier(ScreenChangeAnnouncing(arrivals: presenter.arrivals))
            .onOpenURL { url in presenter.scene.startWork { await presenter.scene.open(url) } }
            .modifier(ActivityContinuation(presenter: presenter))
            .modifier(ActivityAdvertisement(presenter: presenter))
            .modifier(SceneStorageKeeping(presenter: presenter))
            .modifier(WindowInSession(presenter: presenter))
            .modifier(WindowWidthReporting(presenter: presenter))
    }
}
#endif
