import Foundation
import Waymark

extension ScreenPresenter {
    // MARK: - Work the UI starts, and when it is done

    /// Starts `work` that the UI kicks off from a synchronous callback (a button's action, a link
    /// the system opened, a dialog's answer) as a task the presenter keeps until it ends.
    ///
    /// A bare `Task { ... }` in a view is work nobody can wait for: a test can only guess when it
    /// is done. Started here, ``startedWorkFinished()`` says when it is.
    public func startWork(_ work: @escaping @MainActor () async -> Void) {
        startedWorkCount += 1
        let number = startedWorkCount
        startedWork[number] = Task { [weak self] in
            await work()
            self?.startedWork[number] = nil
        }
    }

    /// Returns once every piece of work started through ``startWork(_:)`` has ended, work started
    /// while waiting included. It waits on the work itself, never on time.
    public func startedWorkFinished() async {
        while let (number, task) = startedWork.first {
            await task.value
            // The task removes itself as it ends; one whose presenter went away is removed here.
            startedWork[number] = nil
        }
    }

    /// Returns once no update is under way: at once when none is, otherwise when the UI has
    /// reported the running update done (or the watchdog ended it) and the plan holds no more.
    /// An update waiting for a signal the UI never sends waits for the watchdog.
    public func updatesFinished() async {
        guard driver.inFlight != nil else { return }
        await withCheckedContinuation { updateWaiters.append($0) }
    }

    /// Runs `body` and returns the updates this presenter handed the UI meanwhile, in order: what
    /// was played, as the driver planned it event by event, gestures' leftovers included. A front
    /// end that shows the plan (the terminal's `--steps`) shows this, never a plan of its own.
    /// Calls may nest or overlap (one awaiting while another runs): each returns every update
    /// handed while it ran, whichever call's work caused it.
    public func updatesHanded(during body: () async -> Void) async -> [[PresentationStep]] {
        let recording = nextRecording
        nextRecording += 1
        handedUpdates[recording] = []
        await body()
        return handedUpdates.removeValue(forKey: recording) ?? []
    }

    /// Resumes whoever awaits ``updatesFinished()`` when no update is under way.
    /// Once nothing is under way (no update, no gesture), the screen shows the state: every screen
    /// that left the state has left the display, so what features kept for it goes
    /// (``NavigationRouter/releaseScreenStates()``), never earlier and never on a timer.
    func releaseLeftScreens() {
        guard driver.inFlight == nil, driver.gesture == nil else { return }
        router.releaseScreenStates()
    }

    func resumeUpdateWaitersIfIdle() {
        guard driver.inFlight == nil, !updateWaiters.isEmpty else { return }
        let waiters = updateWaiters
        updateWaiters = []
        for waiter in waiters { waiter.resume() }
    }
}
