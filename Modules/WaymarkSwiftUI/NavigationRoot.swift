#if canImport(SwiftUI)
// Compiled only where SwiftUI exists; on Linux this module builds empty. It maps the presenter's
// displayed state to SwiftUI's bindings and reports what the user does; it decides nothing.
import Foundation
import SwiftUI
import Waymark
import WaymarkPresentation

/// A scene's whole navigation: a `TabView` with a `NavigationStack` per tab, modal layers over
/// it layer by layer, links and universal links, and the place kept in scene storage.
public struct NavigationRoot<TabLabel: View>: View {
    let presenter: ScreenPresenter
    let tabLabel: (TabID) -> TabLabel
    @SceneStorage("waymark.snapshot") private var snapshot: Data?

    public init(presenter: ScreenPresenter, @ViewBuilder tabLabel: @escaping (TabID) -> TabLabel) {
        self.presenter = presenter
        self.tabLabel = tabLabel
    }

    public var body: some View {
        TabView(selection: presenter.tabSelection) {
            ForEach(presenter.tabs, id: \.self) { tab in
                NavigationStack(path: presenter.path(of: tab)) {
                    presenter.screen(presenter.root(tab))
                        .navigationDestination(for: AnyRoute.self) { presenter.screen($0) }
                }
                .tabItem { tabLabel(tab) }
                .tag(tab)
            }
        }
        .modifier(ModalLayers(presenter: presenter, index: 0))
        .onOpenURL { presenter.open($0) }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
            if let url = activity.webpageURL { presenter.open(url) }
        }
        .task { await presenter.start(restoring: snapshot) }
        .onChange(of: presenter.router.state) { snapshot = try? presenter.router.snapshot() }
    }
}

/// Modal layer `index` over the view it modifies, and, inside it, the layers above.
struct ModalLayers: ViewModifier {
    let presenter: ScreenPresenter
    let index: Int

    func body(content: Content) -> some View {
        content
            .sheet(item: presenter.layer(index, style: .sheet)) { layer(for: $0) }
            #if os(macOS)
        // macOS has no full-screen cover: a cover is shown as a sheet there.
        .sheet(item: presenter.layer(index, style: .fullScreenCover)) { layer(for: $0) }
            #else
        .fullScreenCover(item: presenter.layer(index, style: .fullScreenCover)) { layer(for: $0) }
            #endif
    }

    private func layer(for presented: PresentedLayer) -> some View {
        NavigationStack(path: presenter.path(ofLayer: presented.index)) {
            presenter.screen(presented.root)
                .navigationDestination(for: AnyRoute.self) { presenter.screen($0) }
        }
        .interactiveDismissDisabled(!presenter.allowsSwipeDown(presented.root))
        // Type-erased: each layer nests the next, which a concrete type could not express.
        .modifier(AnyLayers(presenter: presenter, index: presented.index + 1))
    }
}

/// ``ModalLayers`` for the next layer up, behind `AnyView` to end the type's recursion.
struct AnyLayers: ViewModifier {
    let presenter: ScreenPresenter
    let index: Int

    func body(content: Content) -> some View {
        AnyView(content.modifier(ModalLayers(presenter: presenter, index: index)))
    }
}

/// A presented layer as `.sheet(item:)` and `.fullScreenCover(item:)` want it.
struct PresentedLayer: Identifiable, Hashable {
    let index: Int
    let root: AnyRoute
    var id: Self { self }
}

// The bindings' closures are `@Sendable` (and `@isolated(any)`), so each says it runs on the main
// actor, where the presenter lives.
extension ScreenPresenter {
    /// The selected tab; the user selecting one is a gesture.
    var tabSelection: Binding<TabID> {
        Binding(
            get: { @MainActor in self.displayed.selectedTab },
            set: { @MainActor tab in
                if tab != self.displayed.selectedTab { self.userDid(.selectedTab(tab)) }
            })
    }

    /// A tab's pushed screens; the user going back is a gesture.
    func path(of tab: TabID) -> Binding<[AnyRoute]> {
        Binding(
            get: { @MainActor in self.displayed.stack(of: tab) },
            set: { @MainActor path in
                let shown = self.displayed.stack(of: tab)
                if path.count < shown.count, shown.starts(with: path) {
                    self.userDid(.poppedStack(.tab(tab), toDepth: path.count))
                }
            })
    }

    /// A layer's pushed screens; the user going back is a gesture.
    func path(ofLayer index: Int) -> Binding<[AnyRoute]> {
        Binding(
            get: { @MainActor in self.displayed.modals.indices.contains(index) ? self.displayed.modals[index].path : []
            },
            set: { @MainActor path in
                guard self.displayed.modals.indices.contains(index) else { return }
                let shown = self.displayed.modals[index].path
                if path.count < shown.count, shown.starts(with: path) {
                    self.userDid(.poppedStack(.layer(index), toDepth: path.count))
                }
            })
    }

    /// Layer `index` if it is presented with `style`; the user swiping it away is a gesture.
    func layer(_ index: Int, style: ModalStyle) -> Binding<PresentedLayer?> {
        Binding(
            get: { @MainActor in
                guard self.displayed.modals.indices.contains(index), self.displayed.modals[index].style == style else {
                    return nil
                }
                return PresentedLayer(index: index, root: self.displayed.modals[index].root)
            },
            set: { @MainActor layer in
                if layer == nil, self.displayed.modals.indices.contains(index) {
                    self.userDid(.swipedDown(layer: index))
                }
            })
    }

    /// A route's screen, with the tab bar as its destination declares.
    func screen(_ route: AnyRoute) -> some View {
        view(route)
            #if os(iOS)
        .toolbar(router.registry.destination(for: route)?.tabBar == .hidden ? .hidden : .visible, for: .tabBar)
            #endif
    }

    /// Whether the layer rooted at `root` may be swiped away, as its destination declares.
    func allowsSwipeDown(_ root: AnyRoute) -> Bool {
        router.registry.destination(for: root)?.allowsInteractiveDismissal ?? false
    }
}
#endif
