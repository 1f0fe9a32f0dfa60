/// What waits on a presenter's updates: the end of the update under way
/// (``ScreenPresenter/updates``), and the updates handed to the UI while some work ran. Tests and
/// the terminal await these instead of yielding and hoping, and the terminal prints the updates
/// played, never a plan of its own.
///
/// The presenter tells it each update it hands out and when none is under way; it decides nothing.
@MainActor
public final class UpdateWatch {
    /// Whether an update is under way: handed out, and the plan not yet done. A screen that must
    /// not act twice (a second tap during a push) waits until it is not.
    public private(set) var isUpdating = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var recordings: [Int: [[PresentationStep]]] = [:]
    private var nextRecording = 0
    /// How many updates the presenter handed out so far.
    private(set) var handedOutCount = 0

    init() {}

    /// Returns once no update is under way: at once when none is, otherwise once the UI reported
    /// the running update done (or the watchdog ended it) and the plan holds no more.
    @_spi(FrontEnd) public func finished() async {
        guard isUpdating else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Runs `body` and returns the updates handed to the UI meanwhile, in order, as the driver
    /// planned them. Calls that nest or overlap each get every update handed while they ran.
    @_spi(FrontEnd) public func handed(during body: () async -> Void) async -> [[PresentationStep]] {
        nextRecording += 1
        let recording = nextRecording
        recordings[recording] = []
        await body()
        return recordings.removeValue(forKey: recording) ?? []
    }

    /// The presenter handed `update` to the UI.
    func handedOut(_ update: PresentationUpdate) {
        isUpdating = true
        handedOutCount += 1
        for key in recordings.keys { recordings[key, default: []].append(update.steps) }
    }

    /// No update is under way any more: whoever waits for that goes on.
    func settled() {
        isUpdating = false
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume() }
    }
}
