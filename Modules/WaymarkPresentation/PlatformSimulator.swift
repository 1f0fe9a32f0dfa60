@_spi(FrontEnd) import Waymark

/// A stand-in for the platform's UI, for tests: it shows a ``DisplayedState``, refuses every update
/// that breaks the ``PlatformRules``, and finishes updates only when told to, so a test decides
/// when (and how often, and in what order) completion signals arrive, and can make the user act
/// in between.
struct PlatformSimulator: Sendable {
    /// What the simulated screen shows.
    private(set) var screen: DisplayedState
    /// The rules it enforces.
    let rules: PlatformRules
    /// The update it is animating, which it has not reported done.
    private(set) var running: PresentationUpdate?
    /// How the app arranges its tabs when the window is wide.
    let layout: TabLayout
    /// How wide the window is now: a split-view tab has a detail column only on a regular width,
    /// and no stack of its own there.
    var width: WindowWidth

    init(
        showing screen: DisplayedState, rules: PlatformRules, width: WindowWidth = .compact,
        layout: TabLayout = TabLayout()
    ) {
        self.screen = screen
        self.rules = rules
        self.width = width
        self.layout = layout
    }

    /// Applies `update`, or refuses it with the rule it breaks (the screen then stays as it was).
    mutating func apply(_ update: PresentationUpdate) throws(PlatformRefusal) {
        if let running { throw .busy(running: running.id) }
        try check(update.steps)
        screen = screen.applying(update.steps)
        running = update
    }

    /// The running update finished animating: its id, which the UI reports to the driver.
    mutating func finish() -> Int? {
        defer { running = nil }
        return running?.id
    }

    /// The user acts on the screen directly, which the UI shows at once, whatever is running.
    mutating func userDoes(_ gesture: ScreenWrite) {
        screen = screen.applying(gesture)
    }

    private func check(_ steps: [PresentationStep]) throws(PlatformRefusal) {
        var presents = 0
        var dismissals = 0
        var selections = 0
        var dismissedFrom: Int?
        var presentedLayers: Set<Int> = []
        var presentedColumn = false
        var dialogSteps = 0
        for step in steps {
            if case .zoomed(let inner, _) = step {
                try checkZoom(inner)
            }
            switch step.change {
            case .dismiss(let layer):
                dismissals += 1
                guard screen.modals.indices.contains(layer) else { throw .noSuchLayer(layer) }
                if rules.dismissesOneLayerAtATime, layer != screen.modals.count - 1 {
                    throw .dismissesOneLayerAtATime(layer)
                }
                dismissedFrom = layer
            case .present(let layer, let modal):
                presents += 1
                presentedLayers.insert(layer)
                presentedColumn = modal.isColumn(at: width, under: rules)
            case .select:
                selections += 1
            case .setTabPath(let tab, _):
                guard !layout.showsColumns(tab, at: width) else { throw .stackOfASplitView(tab) }
            case .setDetailColumn(let tab, _):
                guard layout.showsColumns(tab, at: width) else { throw .noDetailColumn(tab) }
            case .setLayerPath:
                break
            case .presentDialog:
                dialogSteps += 1
                guard screen.dialog == nil else { throw .dialogAlreadyShown }
            case .dismissDialog:
                dialogSteps += 1
                guard screen.dialog != nil else { throw .noDialogShown }
            case .zoomed:
                break
            }
        }
        guard dialogSteps <= 1 else { throw .moreDialogStepsThanOne }
        guard dialogSteps == 0 || (presents == 0 && dismissals == 0) else { throw .dialogWithModalChange }
        guard presents <= 1 else { throw .morePresentationsThanOne }
        guard dismissals <= 1 else { throw .moreDismissalsThanOne }
        guard selections <= 1 else { throw .moreSelectionsThanOne }
        // A column (an inspector on a regular width) comes and goes without a transition, so it
        // may share an update with a dismissal or a presentation.
        let dismissesOnlyColumns =
            dismissedFrom.map { screen.modals[$0...].allSatisfy { $0.isColumn(at: width, under: rules) } } ?? true
        guard presents == 0 || dismissals == 0 || presentedColumn || dismissesOnlyColumns else {
            throw .presentsWhileDismissing
        }
        for case .present(let layer, _) in steps.map(\.change) where layer != dismissedFrom ?? screen.modals.count {
            throw .presentsOutOfOrder(layer)
        }
        for case .setLayerPath(let layer, _) in steps.map(\.change) {
            guard screen.modals.indices.contains(layer), !presentedLayers.contains(layer) else {
                throw .pathOfALayerNotPresented(layer)
            }
            if let dismissedFrom, layer >= dismissedFrom { throw .pathOfALayerBeingDismissed(layer) }
        }
    }
}

/// Why the simulated platform refused an update, as SwiftUI would (by ignoring it, or by the
/// warnings it logs).
enum PlatformRefusal: Error, Hashable, Sendable {
    /// An update arrived before the running one finished.
    case busy(running: Int)
    /// Two presentations in one update.
    case morePresentationsThanOne
    /// Two dismissals in one update.
    case moreDismissalsThanOne
    /// Two tab selections in one update.
    case moreSelectionsThanOne
    /// A presentation and a dismissal in one update.
    case presentsWhileDismissing
    /// A presentation of a layer other than the next one up.
    case presentsOutOfOrder(Int)
    /// A dismissal of a layer that is not on screen.
    case noSuchLayer(Int)
    /// A dismissal of a layer other than the top one, where dismissals go one layer at a time.
    case dismissesOneLayerAtATime(Int)
    /// A path set on a layer not on screen before this update.
    case pathOfALayerNotPresented(Int)
    /// A path set on a layer dismissed in the same update.
    case pathOfALayerBeingDismissed(Int)
    /// A dialog shown or dismissed in the same update as a modal layer's presentation or dismissal.
    case dialogWithModalChange
    /// Two dialog steps in one update.
    case moreDialogStepsThanOne
    /// A dialog shown while another is on screen.
    case dialogAlreadyShown
    /// A dialog dismissed while none is on screen.
    case noDialogShown
    /// A tab's stack set while the tab shows as a split view, whose screens are in its columns.
    case stackOfASplitView(TabID)
    /// A detail column set on a tab that shows no columns at the window's width.
    case noDetailColumn(TabID)
    /// A zoom whose screen does not come directly over the screen on top, where its source is, or
    /// on a platform without zoom transitions.
    case zoomWithoutSource
}

extension PlatformSimulator {
    /// A zoom needs its source on screen: the step must put its screen directly over the one on
    /// top now (a push on the stack on top, or a cover over it).
    fileprivate func checkZoom(_ step: PresentationStep) throws(PlatformRefusal) {
        guard rules.hasZoomTransitions else { throw .zoomWithoutSource }
        let top = screen.modals.count - 1
        switch step {
        case .setTabPath(let tab, let routes):
            guard screen.modals.isEmpty, tab == screen.selectedTab, !routes.isEmpty,
                routes.dropLast() == screen.stack(of: tab)[...]
            else { throw .zoomWithoutSource }
        case .setDetailColumn:
            // The view may be in either column: the plan never zooms into a detail column.
            throw .zoomWithoutSource
        case .setLayerPath(let layer, let routes):
            guard layer == top, !routes.isEmpty, routes.dropLast() == screen.modals[top].path[...] else {
                throw .zoomWithoutSource
            }
        case .present(let layer, let modal):
            guard layer == screen.modals.count, modal.style == .fullScreenCover else { throw .zoomWithoutSource }
        default:
            throw .zoomWithoutSource
        }
    }
}
