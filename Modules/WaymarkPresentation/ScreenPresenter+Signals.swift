import Waymark

extension ScreenPresenter {
    // MARK: - Completion signals

    /// The content of `layer` appeared on screen.
    public func layerAppeared(_ layer: PresentedLayer) {
        receive(.appeared(layer))
    }

    /// The content of `layer` left the screen.
    public func layerDisappeared(_ layer: PresentedLayer) {
        receive(.disappeared(layer))
    }

    func receive(_ signal: UpdateSignal, for id: Int? = nil) {
        guard let running = driver.inFlight, id == nil || id == running.id else { return }
        guard awaitedSignals.remove(signal) != nil, awaitedSignals.isEmpty else { return }
        apply(driver.didComplete(running.id))
    }

    func watchdogExpired(for id: Int) {
        guard driver.inFlight?.id == id else { return }
        overdueUpdates += 1
        awaitedSignals = []
        apply(driver.didComplete(id))
    }
}
