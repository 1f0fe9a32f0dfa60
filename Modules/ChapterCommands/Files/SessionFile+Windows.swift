import ChapterApp
import Foundation
import Waymark

/// Every window a session file holds, restored in opening order; a damaged one dropped alone.
extension SessionFile {
    /// What restoring a file's windows came to.
    struct RestoredWindows {
        /// Whether any window was restored.
        var any = false
        /// Whether a window was left out: damaged, or beyond the most a session keeps.
        var droppedWindows = false
        /// Whether what a screen kept was left out of a restored window.
        var trimmed = false
    }

    /// Restores each window `contents` holds into a window of `windows` (the first into the app's
    /// own), in opening order, and activates the one that was active. A window whose snapshot
    /// cannot be read is dropped alone; the next one takes its place.
    func restoreWindows(_ contents: SessionContents, into windows: ChapterWindows) throws -> RestoredWindows {
        var result = RestoredWindows(droppedWindows: contents.otherWindowsUnreadable)
        // The window waiting for a snapshot: the app's own first, then one opened for each.
        var waiting: ChapterApp? = windows.all[0]
        var active: ChapterApp?
        var restoredCount = 0
        for (position, snapshot) in contents.snapshots.enumerated() {
            guard let snapshot, restoredCount < ChapterWindows.limit else {
                result.droppedWindows = true
                continue
            }
            let window = try waiting ?? windows.open()
            do {
                let repairs = try window.navigation.restore(from: Data(snapshot.utf8))
                result.trimmed =
                    result.trimmed || repairs.contains { if case .screenStateDropped = $0 { true } else { false } }
                result.any = true
                restoredCount += 1
                waiting = nil
                if position + 1 == contents.activeWindow { active = window }
            } catch {
                result.droppedWindows = true
                waiting = window
            }
        }
        if let waiting, result.any { _ = try? windows.close(waiting) }
        if let active { windows.activate(active) }
        return result
    }
}
