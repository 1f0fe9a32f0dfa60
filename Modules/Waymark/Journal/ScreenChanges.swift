/// The stacks and modal layers of a transition, before and after, from which a journal entry
/// works out the screens that came and went when it is read.
///
/// Recording runs on every transaction, so it only keeps references: a state's stacks and layers
/// are copy-on-write collections, and keeping them costs a few reference counts. Comparing them
/// (hashing tab names, comparing routes) waits until someone reads the entry, which most entries
/// of a bounded journal never are (`docs/benchmarks.md` measured recording both ways).
struct ScreenChanges: Hashable, Sendable {
    private let stacksBefore: [TabID: [StackEntry]]
    private let stacksAfter: [TabID: [StackEntry]]
    private let modalsBefore: [ModalLayer]
    private let modalsAfter: [ModalLayer]
    /// The tab bar's order, in which changed stacks are listed.
    private let tabOrder: [TabID]

    /// No screen came or went.
    static let none = ScreenChanges(
        stacksBefore: [:], stacksAfter: [:], modalsBefore: [], modalsAfter: [], tabOrder: [])

    private init(
        stacksBefore: [TabID: [StackEntry]], stacksAfter: [TabID: [StackEntry]], modalsBefore: [ModalLayer],
        modalsAfter: [ModalLayer], tabOrder: [TabID]
    ) {
        self.stacksBefore = stacksBefore
        self.stacksAfter = stacksAfter
        self.modalsBefore = modalsBefore
        self.modalsAfter = modalsAfter
        self.tabOrder = tabOrder
    }

    init(from old: NavigationState, to new: NavigationState, tabOrder: [TabID]) {
        self.init(
            stacksBefore: old.stacks, stacksAfter: new.stacks, modalsBefore: old.modals, modalsAfter: new.modals,
            tabOrder: tabOrder)
    }

    /// The screens that came into the state and those that went, bottom first: changed tabs'
    /// stacks in tab-bar order, then the modal layers from the bottom.
    var screens: (shown: [AnyRoute], left: [AnyRoute]) {
        var shown: [AnyRoute] = []
        var left: [AnyRoute] = []
        let tabs = Set(stacksBefore.keys).union(stacksAfter.keys)
        let ordered = tabOrder.filter(tabs.contains) + tabs.subtracting(tabOrder).sortedByName()
        for tab in ordered {
            Self.compare(stacksBefore[tab] ?? [], stacksAfter[tab] ?? [], shown: &shown, left: &left)
        }
        if modalsBefore != modalsAfter {
            // A layer that is the same screen before and after (its root's entry) compares its
            // stack wherever it now stands: a layer taken from under it neither moved it nor
            // showed it again. Two layers that are not, in the same place, compare by route, as
            // a layer shown again in its place, though a new entry, neither came nor went.
            let afterIDs = Set(modalsAfter.map(\.rootEntry.id)).subtracting([.unassigned])
            let beforeIDs = Set(modalsBefore.map(\.rootEntry.id)).subtracting([.unassigned])
            for index in 0..<max(modalsBefore.count, modalsAfter.count) {
                let before = index < modalsBefore.count ? modalsBefore[index] : nil
                let after = index < modalsAfter.count ? modalsAfter[index] : nil
                let gone = before.flatMap { afterIDs.contains($0.rootEntry.id) ? nil : $0 }
                let new = after.flatMap { beforeIDs.contains($0.rootEntry.id) ? nil : $0 }
                if let after, new == nil,
                    let same = modalsBefore.first(where: { $0.rootEntry.id == after.rootEntry.id })
                {
                    Self.compare(same.pathEntries, after.pathEntries, shown: &shown, left: &left)
                }
                if let gone, let new, gone.root == new.root {
                    Self.compare(gone.pathEntries, new.pathEntries, shown: &shown, left: &left)
                } else {
                    left += gone?.stack ?? []
                    shown += new?.stack ?? []
                }
            }
        }
        return (shown, left)
    }

    /// Adds what differs above the two stacks' common bottom of routes (a screen shown again in
    /// its place, though a new entry, neither came nor went).
    private static func compare(
        _ old: [StackEntry], _ new: [StackEntry], shown: inout [AnyRoute], left: inout [AnyRoute]
    ) {
        guard old != new else { return }
        var common = 0
        while common < old.count, common < new.count, old[common].route == new[common].route {
            common += 1
        }
        left += old[common...].map(\.route)
        shown += new[common...].map(\.route)
    }
}
