/// Modal layers that were dismissed to navigate elsewhere, waiting to be presented again when the
/// user comes back to the screen they were left from.
///
/// A flow such as "open a course from a sheet, look at it, come back" wants the sheet back when the
/// user pops to where they were. Apps usually do this with a flag and a delayed call; here it is
/// part of the state, so it is restored, tested and applied in the same transaction as the pop.
package struct ModalReturnPoint: Hashable, Sendable, Codable {
    /// The tab the layers were presented over.
    package var tab: TabID
    /// That tab's stack when the layers were dismissed: the screen to come back to.
    package var stack: [AnyRoute]
    /// The layers to present again, bottom first.
    package var layers: [ModalLayer]

    package init(tab: TabID, stack: [AnyRoute], layers: [ModalLayer]) {
        self.tab = tab
        self.stack = stack
        self.layers = layers
    }
}
