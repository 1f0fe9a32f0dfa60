import Foundation
import Waymark

/// The scene's life: its one start, its snapshot, and what the system hands it (links,
/// activities, quick actions), each under the rules links follow.
extension ScreenPresenter {
    /// Starts the scene once: restores its saved place, shown as it is, then lets links through
    /// (those that arrived before are applied in order). Later calls do nothing, so a view that
    /// appears again does not restore again.
    public func start(restoring snapshot: Data?) async {
        guard !hasStarted else { return }
        hasStarted = true
        if let snapshot {
            do {
                try router.restore(from: snapshot)
            } catch {
                restorationError = error
            }
        }
        await links.appDidBecomeReady()
    }

    /// The snapshot to keep for the scene now: the current state's, or `kept` when the state
    /// cannot be encoded, so a failure never erases the last good place.
    public func snapshot(replacing kept: Data?) -> Data? {
        (try? router.snapshot()) ?? kept
    }

    /// Opens a link or a universal link in this scene.
    @discardableResult
    public func open(_ url: URL) async -> LinkOutcome {
        await links.open(url.absoluteString)
    }

    /// Continues an activity the system hands this scene (Handoff, a web page, a Spotlight
    /// result), under the rules links follow, naming `source` in the journal and screen views.
    @discardableResult
    public func continueActivity(_ activity: UserActivity, from source: EntryPoint) async -> LinkOutcome {
        await links.continueActivity(activity, from: source)
    }

    /// Performs a Home Screen quick action the system hands this scene, under the rules links
    /// follow, naming the quick action in the journal and screen views.
    @discardableResult
    public func perform(_ action: QuickAction) async -> LinkOutcome {
        await links.perform(action)
    }
}
