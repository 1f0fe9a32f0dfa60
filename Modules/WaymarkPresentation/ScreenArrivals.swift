import Observation
@_spi(FrontEnd) import Waymark

/// Where accessibility focus goes once the display settles (docs/presentation.md, "Arrival";
/// docs/swiftui.md, "VoiceOver: focus on arrival"): to the heading of a screen that arrived, or
/// back to the view a dismissed modal or dialog was opened from. A front end of any kind (the
/// SwiftUI adapter, a UIKit host, a test) moves focus on it and decides nothing.
public struct ArrivalFocus: Hashable, Sendable {
    /// What takes focus.
    public enum Target: Hashable, Sendable {
        /// The heading of the screen of `entry` on `stack` (`nil` for a tab's root): the element the
        /// screen marks as its first, else what VoiceOver reads first on it (its navigation title).
        case heading(on: StackTarget, entry: EntryID?)
        /// The view that opened the modal or dialog just dismissed, on the screen now on top.
        case source(PlacedSource)
    }

    /// What takes focus.
    public let target: Target
    /// Whether a screen arrived (announce it as a new screen); `false` when focus goes back over
    /// the same screen (a dialog closed: announce a change of layout).
    public let isArrival: Bool
    /// Counts the moves, so the same target asked twice (a dialog opened and answered twice) moves
    /// focus twice.
    public let number: Int
}

/// The screens that arrive on a scene's display, each reported to the router once, and where
/// VoiceOver's focus goes then (docs/presentation.md, "Arrival"): a presenter keeps one, and a view
/// reads ``focus`` alone.
///
/// The presenter tells it every transaction, every time the display settles with no finger down,
/// and when its scene starts: the scene's first screen arrives then. A screen arrives when the display
/// settles on another screen on top than it last settled on: a plan replaced mid-way settles
/// once, on the screen that ends up shown; a cancelled gesture settles where it began, so nothing
/// arrives; a width change settles nothing. Each arrival names the cause of the transaction that
/// made it the state's screen on top, the screen that arrived before it and the updates the UI
/// applied since the display last settled.
@MainActor
@Observable
public final class ScreenArrivals {
    /// A screen on top, by identity: a tab's root (no entry), or an entry.
    private enum Key: Hashable {
        case root(TabID)
        case entry(EntryID)

        /// The screen on top of `state`.
        init(_ state: NavigationState) {
            self = state.topEntry.map { .entry($0.id) } ?? .root(state.selectedTab)
        }
    }

    /// The display as it settled: its screen on top, where that screen stands, the layers over
    /// the tab (by root entry, bottom first), and whether a dialog showed.
    private struct Settled {
        let key: Key
        let screen: VisibleScreen
        let place: (stack: StackTarget, entry: EntryID?)
        let layers: [EntryID]
        let hasDialog: Bool

        init(_ state: NavigationState, registry: NavigationRegistry) {
            key = Key(state)
            screen = VisibleScreen(state, registry: registry)
            place = ScreenArrivals.placeOnTop(of: state)
            layers = state.modals.map(\.rootEntry.id)
            hasDialog = state.dialog != nil
        }
    }

    /// Where focus went when the display last settled; a front end moves it there.
    public private(set) var focus: ArrivalFocus?
    @ObservationIgnored private let router: NavigationRouter
    @ObservationIgnored private let updates: UpdateWatch
    /// How many writes hold arrivals (``holding(_:)``), and the last settle asked meanwhile.
    @ObservationIgnored private var holds = 0
    @ObservationIgnored private var heldSettle: (displayed: DisplayedState, handedOut: Int, restored: Bool)?
    @ObservationIgnored private var settled: Settled
    /// The screen that arrived last, as it arrived: the referrer; `nil` until the first arrives.
    @ObservationIgnored private var lastArrived: VisibleScreen?
    /// Whether the scene started: from then on, the first settle reports its screen, whatever it is.
    @ObservationIgnored private var started = false
    /// Since the display last settled: the cause of the newest transaction that made each screen
    /// the state's screen on top, and of the newest transaction of all.
    @ObservationIgnored private var causes: [Key: TransitionCause] = [:]
    @ObservationIgnored private var newestCause: TransitionCause?
    /// The updates handed out when the display last settled.
    @ObservationIgnored private var updatesAtSettle = 0
    /// The view each layer (by root entry) and the dialog were opened from, where the user acted
    /// from a view (``PresentationSource``).
    @ObservationIgnored private var layerOpeners: [EntryID: PlacedSource] = [:]
    @ObservationIgnored private var dialogOpener: PlacedSource?
    @ObservationIgnored private var focusMoves = 0

    /// Arrivals on a display that shows `router`'s state as it is, which counts as settled
    /// (nothing arrives until the display settles on another screen), reported to `router`.
    init(router: NavigationRouter, updates: UpdateWatch) {
        self.router = router
        self.updates = updates
        settled = Settled(router.state, registry: router.registry)
    }

    /// The scene started showing `displayed` (its snapshot restored, if it had one): its first
    /// screen arrives, once, unless one arrived already (the restored screen) or an update is
    /// under way (its plan reports what arrives when it ends). Its cause is the launch, or the
    /// restoration when a snapshot was restored into the window before it showed anything.
    func settleFirst(showing displayed: DisplayedState) {
        started = true
        let state = router.state
        guard lastArrived == nil, holds == 0, !updates.isUpdating, displayed == DisplayedState(state) else { return }
        if causes[Key(state)] == nil { causes[Key(state)] = router.restoredASnapshot ? .restoration : .launch }
        settle(showing: displayed, restored: true)
    }

    /// Runs `write`, one write of the UI made of several changes (a path that pops and pushes at
    /// once), with arrivals held until it is done: the display settles once, on what it left,
    /// unless an update was handed out since (the plan goes on; its end settles).
    func holding<Result>(_ write: () -> Result) -> Result {
        holds += 1
        defer {
            holds -= 1
            if holds == 0, let held = heldSettle {
                heldSettle = nil
                if held.handedOut == updates.handedOutCount { settle(showing: held.displayed, restored: held.restored) }
            }
        }
        return write()
    }

    /// The router published `event`: if it puts another screen on top, its cause is that screen's
    /// (a later write-back or notice that leaves the screen on top is not), and a layer or dialog
    /// it presents from the view the user acted on was opened from that view.
    func follow(_ event: NavigationEvent) {
        let state = event.newState
        let top = Key(state)
        if top != Key(event.oldState) { causes[top] = event.cause }
        newestCause = event.cause
        guard !event.restoresASnapshot else {
            layerOpeners = [:]
            dialogOpener = nil
            return
        }
        let place = Self.placeOnTop(of: event.oldState)
        let opener = event.source.map { PlacedSource($0, on: place.stack, entry: place.entry) }
        let before = Set(event.oldState.modals.map(\.rootEntry.id))
        for layer in state.modals where !before.contains(layer.rootEntry.id) {
            layerOpeners[layer.rootEntry.id] = opener
        }
        if let dialog = state.dialog, dialog != event.oldState.dialog { dialogOpener = opener }
        let layers = Set(state.modals.map(\.rootEntry.id))
        layerOpeners = layerOpeners.filter { layers.contains($0.key) || settled.layers.contains($0.key) }
    }

    /// The display settled showing `displayed` with no finger down. Where it shows the state, its
    /// screen on top arrived if it is another one than last time (or `restored`: a restored
    /// snapshot shows the user where they were), and focus moves to it, or back to the view that
    /// opened what left.
    func settle(showing displayed: DisplayedState, restored: Bool = false) {
        let handedOut = updates.handedOutCount
        guard holds == 0 else {
            heldSettle = (displayed, handedOut, restored || heldSettle?.restored == true)
            return
        }
        let state = router.state
        guard displayed == DisplayedState(state) else { return }
        let now = Settled(state, registry: router.registry)
        let before = settled
        let cause = causes[now.key] ?? newestCause ?? (lastArrived == nil ? .launch : .restoration)
        let updates = handedOut - updatesAtSettle
        settled = now
        updatesAtSettle = handedOut
        causes = [:]
        newestCause = nil
        // What opened the layers and the dialog that left, forgotten now they are gone.
        let openers = before.layers.filter { !now.layers.contains($0) }.map { layerOpeners[$0] }
        let dialogOpener = self.dialogOpener
        layerOpeners = layerOpeners.filter { now.layers.contains($0.key) }
        if !now.hasDialog { self.dialogOpener = nil }
        guard now.key != before.key || restored || (started && lastArrived == nil) else {
            if before.hasDialog, !now.hasDialog {
                focus = focus(on: now, arrived: false, returningFrom: [dialogOpener])
            }
            return
        }
        focus = focus(on: now, arrived: true, returningFrom: openers)
        let referrer = lastArrived
        lastArrived = now.screen
        // Reported last: an observer that navigates at once finds this arrival done.
        let link = now.screen.route.flatMap { try? router.registry.link(for: $0) }
        router.recordArrival(
            ArrivedScreen(
                screen: now.screen, entry: now.place.entry, link: link, cause: cause, referrer: referrer,
                updates: updates))
    }

    /// Focus on `now` (which `arrived`, or stayed): back to the first of `openers` that is on its
    /// screen on top, else its heading.
    private func focus(on now: Settled, arrived: Bool, returningFrom openers: [PlacedSource?]) -> ArrivalFocus {
        focusMoves += 1
        let opener = openers.lazy.compactMap { $0 }.first { $0.stack == now.place.stack && $0.entry == now.place.entry }
        let target = opener.map(ArrivalFocus.Target.source) ?? .heading(on: now.place.stack, entry: now.place.entry)
        return ArrivalFocus(target: target, isArrival: arrived, number: focusMoves)
    }

    /// The stack on top of `state` and its top entry (`nil` for a tab's root): where the user acts.
    nonisolated private static func placeOnTop(of state: NavigationState) -> (stack: StackTarget, entry: EntryID?) {
        if let layer = state.modals.indices.last { return (.layer(layer), state.modals[layer].entries.last?.id) }
        return (.tab(state.selectedTab), state.stacks[state.selectedTab]?.last?.id)
    }
}
