#if canImport(SwiftUI)
// Compiled only where SwiftUI exists, and on Linux against the stand-in of SwiftUI's declared API in
// Tools/SwiftUICheck. The root's modifiers that follow every change, each drawing nothing
// but the view it modifies (docs/swiftui.md, "What a view reads").
import Foundation
import SwiftUI
import Waymark
import WaymarkPresentation

/// Saves the scene's place in scene storage as navigation changes, and restores it when the scene
/// starts: the one view that reads the whole state, and it draws nothing but the view it modifies.
struct SceneStorageKeeping: ViewModifier {
    let presenter: ScreenPresenter
    @SceneStorage("waymark.snapshot") private var snapshot: Data?

    func body(content: Content) -> some View {
        content
            .task { await presenter.scene.start(restoring: snapshot) }
            .onChange(of: presenter.router.state) { snapshot = presenter.scene.snapshot(replacing: snapshot) }
    }
}

/// Makes the window one of the session's windows, as the engine's rule for ways in needs it: active
/// when its scene becomes active (`scenePhase`), and preferring the links of the screens its state
/// holds (`handlesExternalEvents(preferring:allowing:)`, where scenes handle external events), so
/// the system hands a link to the window the engine would choose. Whichever window receives a way
/// in, the engine still sends it where its rule says (`LinkHandler`). A window leaves the session
/// when its scene is discarded and its router with it (the session holds windows weakly); never on
/// `onDisappear`, which a full-screen cover over the root sends too. The one view that reads
/// which screens the state holds, and it draws nothing but the view it modifies.
struct WindowInSession: ViewModifier {
    let presenter: ScreenPresenter
    @Environment(\.scenePhase) private var phase

    func body(content: Content) -> some View {
        let router = presenter.router
        content
            .onChange(of: phase, initial: true) { if phase == .active { router.session.activate(router) } }
            #if !os(tvOS) && !os(watchOS)
        .handlesExternalEvents(preferring: [], allowing: ["*"])
            #endif
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
