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
    /// The presenter the app made, or `nil` for one this root makes
    /// (``init(routes:links:configure:screen:)``).
    let given: ScreenPresenter?
    /// The presenter this root makes once and keeps for the scene's life, when the app gave none.
    @State private var made: MadeNavigation?
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
        self.init(
            given: presenter, made: nil, tab: tab, screen: ViewMaker(screen), placeholder: ViewMaker(placeholder),
            answering: DialogAnswering(answering))
    }

    init(
        given: ScreenPresenter?, made: MadeNavigation?, tab: TabID?, screen: ViewMaker<AnyRoute, Screen>,
        placeholder: ViewMaker<TabID, Placeholder>, answering: DialogAnswering
    ) {
        self.given = given
        _made = State(initialValue: made)
        self.tab = tab
        self.screen = screen
        self.placeholder = placeholder
        self.answering = answering
    }

    public var body: some View {
        switch given.map({ .success($0) }) ?? made?.presenter {
        case .success(let presenter)?:
            // Each tab a stack of its own, as a tab view keeps them: the tab is the stack's identity.
            ForEach([tab ?? presenter.parts.selectedTab], id: \.self) { shown in
                TabScreens(presenter: presenter, tab: shown, screen: screen, placeholder: placeholder)
            }
            .modifier(
                SceneHosting(presenter: presenter, screen: screen, answering: answering, namespace: zoomNamespace))
        case .failure(let error)?:
            // A conflict in the app's declarations, which a test of the app finds first.
            Text(String(describing: error))
        case nil:
            // Each initializer gives a presenter or makes one: nothing else to show.
            EmptyView()
        }
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

    /// The whole navigation of an app whose screens are one route type's, made for this scene:
    /// the registry of `routes` (``NavigationRegistry/init(routes:links:_:)``, with `configure`),
    /// and its session, made once for every window of the process, a router for this window with
    /// its link handler, and a presenter, made the first time the root is drawn and kept for the
    /// scene's life. It shows the selected tab's stack, with no tab bar: a type with several tab
    /// roots reaches the others with `EnvironmentValues.navigate`, or makes its own
    /// ``ScreenPresenter`` for ``NavigationRoot``, as an app does that receives notifications (it
    /// hands them to the link handler it passes) or outgrows these defaults.
    ///
    /// A conflict in the declarations (a requirement no screen meets, two links alike) is shown in
    /// place of the screens, as the registry words it.
    public init<Routes: DeclaredRoute, Content: View>(
        routes: Routes.Type, links: LinkConfiguration = LinkConfiguration(),
        configure: @escaping (inout Routes.Destinations) -> Void = { _ in },
        @ViewBuilder screen: @escaping (Routes) -> Content
    ) where Screen == Content? {
        self.init(
            given: nil, made: MadeNavigation(routes: routes, links: links, configure: configure), tab: nil,
            screen: ViewMaker { route in route.as(Routes.self).map(screen) },
            placeholder: ViewMaker { _ in EmptyView() }, answering: DialogAnswering { _ in })
    }
}

/// The navigation a root makes for its scene from a route type: made the first time it is asked
/// for, so that SwiftUI, which keeps the first of the values a root's `@State` is given, makes it
/// once and not each time the view is made again. The registry and the session are the process's,
/// one per route type, so that every window of the app shares what the user has met and where
/// ways in go, as windows of one session do.
@MainActor
final class MadeNavigation {
    private let make: @MainActor () throws -> ScreenPresenter
    private var result: Result<ScreenPresenter, any Error>?
    /// Each route type's session, made by the first window that shows it.
    private static var sessions: [ObjectIdentifier: NavigationSession] = [:]

    init<Routes: DeclaredRoute>(
        routes: Routes.Type, links: LinkConfiguration, configure: @escaping (inout Routes.Destinations) -> Void
    ) {
        make = {
            let key = ObjectIdentifier(routes)
            let session =
                try Self.sessions[key]
                ?? NavigationSession(registry: NavigationRegistry(routes: routes, links: links, configure))
            Self.sessions[key] = session
            let router = NavigationRouter(session: session)
            return ScreenPresenter(router: router, tabRoots: try TabRoots(registry: router.registry), host: .swiftUI())
        }
    }

    var presenter: Result<ScreenPresenter, any Error> {
        if let result { return result }
        let made = Result { try make() }
        result = made
        return made
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
            .onOpenURL { url in presenter.scene.startWork { await presenter.scene.links.open(url.absoluteString) } }
            .modifier(ActivityContinuation(presenter: presenter))
            .modifier(ActivityAdvertisement(presenter: presenter))
            .modifier(SceneStorageKeeping(presenter: presenter))
            .modifier(WindowInSession(presenter: presenter))
            .modifier(WindowWidthReporting(presenter: presenter))
    }
}
#endif
