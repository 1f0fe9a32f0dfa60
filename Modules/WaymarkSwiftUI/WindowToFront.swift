#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
// Compiled only where SwiftUI and UIKit open several windows (iPhone, iPad, Mac Catalyst, Vision
// Pro), and on Linux against the stand-ins of their declared API in Tools/SwiftUICheck. Which
// window comes forward is the engine's (NavigationSession.windowToFront); this only asks UIKit.
import Foundation
import SwiftUI
import UIKit
import Waymark

/// Brings this window's scene to the front when the session asks for this window
/// (``NavigationSession/windowToFront`` names it with a new request number): a way in the system
/// handed to another window went to this one by the session's rule. SwiftUI has no API for a
/// scene's activation; UIKit's is `UIApplication.activateSceneSession(for:errorHandler:)` with the
/// window's own `UISceneSession`, which the window's view knows once it is in the window
/// (``SceneSessionReporter``). Each request is answered once, by the window it names only.
struct WindowToFrontRequesting: ViewModifier {
    let router: NavigationRouter
    /// The window's scene session, once its view is in the window; drawn from nowhere.
    @State private var scene = SceneSessionHolder()

    func body(content: Content) -> some View {
        content
            .background { SceneSessionReporter(holder: scene) }
            .onChange(of: router.session.windowToFront) { _, request in
                guard let request, request.windowNumber == router.windowNumber, let session = scene.session else {
                    return
                }
                UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(session: session))
            }
    }
}

/// Where a window keeps its scene session: written by the window's view, read when a request
/// comes, and never drawn.
@MainActor
final class SceneSessionHolder {
    var session: UISceneSession?
}

/// An invisible view that tells `holder` the session of the window scene it is in, once UIKit has
/// put it in a window.
struct SceneSessionReporter: UIViewRepresentable {
    let holder: SceneSessionHolder

    func makeUIView(context: Context) -> SceneSessionReportingView {
        SceneSessionReportingView(holder: holder)
    }

    func updateUIView(_ view: SceneSessionReportingView, context: Context) {}
}

/// The view of ``SceneSessionReporter``: it draws nothing and only reports its window's scene.
final class SceneSessionReportingView: UIView {
    let holder: SceneSessionHolder

    init(holder: SceneSessionHolder) {
        self.holder = holder
        super.init(frame: .zero)
    }

    /// Never made from an archive: SwiftUI makes it from the representable.
    required init?(coder: NSCoder) {
        return nil
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if let session = window?.windowScene?.session { holder.session = session }
    }
}
#endif
