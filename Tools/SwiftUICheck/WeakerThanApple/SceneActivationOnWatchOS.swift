// expect: 'UIApplication.activateSceneSession(for:errorHandler:)' compiled for watchOS, where it is unavailable
// A window's scene brought forward under `canImport(UIKit)` alone: watchOS has UIKit but no
// scenes to activate. The availability check must refuse it (Tools/check-swiftui).
#if canImport(UIKit)
import UIKit

@MainActor func bringForward(_ session: UISceneSession) {
    UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(session: session))
}
#endif
