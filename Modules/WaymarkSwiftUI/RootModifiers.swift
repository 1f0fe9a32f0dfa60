#if canImport(SwiftUI)
// Compiled only where SwiftUI exists, and on Linux against the stand-in of SwiftUI's declared API in
// Tools/SwiftUICheck. The root's modifiers that follow every change, each drawing nothing
// but the view it modifies (docs/swiftui.md, "What a view reads").
import Foundation
import SwiftUI
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// Saves the scene's place in scene storage as navigation changes, and as the scene leaves the
/// foreground (what screens kept since, a draft typed, goes with it before the system may end the
/// app), and restores it when the scene starts: the one view that reads the whole state, and it
/// draws nothing but the view it modifies.
struct SceneStorageKeeping: ViewModifier {
    let presenter: ScreenPresenter
    @SceneStorage("waymark.snapshot") private var snapshot: Data?
    @Environment(\.scenePhase) private var phase

    func body(content: Content) -> some View {
        content
            .task { await presenter.scene.start(restoring: snapshot) }
            .onChange(of: presenter.router.state) { snapshot = presenter.scene.snapshot(replacing: snapshot) }
            .onChange(of: phase) {
                if phase != .active { snapshot = presenter.scene.snapshot(replacing: snapshot) }
            }
    }
}

/// Makes the window one of the session's windows, as the engine's rule for ways in needs it: active
/// when the user interacts with it, and brought to the front when a way in goes to it while the
/// system handed it to another window (``WindowToFrontRequesting``).
///
/// Active is the window the user last interacted with. From iOS 18 (and the matching releases,
/// back to macOS 10.15) SwiftUI says so: `appearsActive` turns true in that window only
/// (``ActiveWhenAppearingActive``). Before, the window's scene becoming `.active` is the closest
/// signal there is, and on an iPad several windows side by side are all `.active`: the one that
/// became active last counts.
///
/// It prefers no links (`handlesExternalEvents(preferring: [], allowing: ["*"])`, where scenes
/// handle external events): SwiftUI matches a preferred string by containment, so a window holding
/// `chapter://university/1` would draw `chapter://university/12`. Whichever window receives a way
/// in, the engine sends it where its rule says (`LinkHandler`). A window leaves the session when
/// its scene is discarded and its router with it (the session holds windows weakly); never on
/// `onDisappear`, which a full-screen cover over the root sends too. It reads nothing navigation
/// changes, so it draws nothing again when the user navigates.
struct WindowInSession: ViewModifier {
    let presenter: ScreenPresenter
    @Environment(\.scenePhase) private var phase

    func body(content: Content) -> some View {
        let router = presenter.router
        active(content, router)
            #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
        .modifier(WindowToFrontRequesting(router: router))
            #endif
            #if !os(tvOS) && !os(watchOS)
        .handlesExternalEvents(preferring: [], allowing: ["*"])
        #endif
    }

    /// `content`, making `router` the session's active window when the user turns to it.
    @ViewBuilder private func active(_ content: Content, _ router: NavigationRouter) -> some View {
        if #available(iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            content.modifier(ActiveWhenAppearingActive(router: router))
        } else {
            content.onChange(of: phase, initial: true) { if phase == .active { router.session.activate(router) } }
        }
    }
}

/// Makes the window the session's active window each time it appears active (`appearsActive`):
/// the window the user last interacted with, where several are side by side.
@available(iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
struct ActiveWhenAppearingActive: ViewModifier {
    let router: NavigationRouter
    @Environment(\.appearsActive) private var appearsActive

    func body(content: Content) -> some View {
        content.onChange(of: appearsActive, initial: true) {
            if appearsActive { router.session.activate(router) }
        }
    }
}

/// Reports the window's width to the presenter: the one view that reads the size class.
struct WindowWidthReporting: ViewModifier {
    let presenter: ScreenPresenter
    #if !os(macOS) && !os(watchOS)
    @Environment(\.horizontalSizeClass) private var sizeClass
    #endif

    func body(content: Content) -> some View {
        content.onChange(of: windowWidth, initial: true) { presenter.windowResized(to: windowWidth) }
    }

    /// The window's width as SwiftUI's horizontal size class tells it; a Mac window is wide.
    private var windowWidth: WindowWidth {
        #if os(macOS)
        .regular
        #elseif os(watchOS)
        .compact
        #else
        sizeClass == .regular ? .regular : .compact
        #endif
    }
}

#if !os(macOS) && !os(watchOS)
/// Shows or hides the tab bar over a screen (a screen declared without it hides it): by
/// `toolbarVisibility(_:for:)` where SwiftUI has it (iOS 18), by its former name before, which
/// later SDKs deprecate. Macs and watches have no tab bar placement.
struct TabBarVisibility: ViewModifier {
    let visibility: Visibility

    func body(content: Content) -> some View {
        if #available(iOS 18, tvOS 18, visionOS 2, *) {
            content.toolbarVisibility(visibility, for: .tabBar)
        } else {
            content.toolbar(visibility, for: .tabBar)
        }
    }
}
#endif
#endif
