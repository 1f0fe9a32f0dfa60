@_spi(FrontEnd) import Waymark

/// The sizes a layer's sheet takes, as its destination declares them, and the one the state
/// records: what a sheet's `presentationDetents(_:selection:)` binds to.
public struct SheetSizes: Hashable, Sendable {
    /// The sizes the sheet takes, smallest first; empty when its destination declares none, so
    /// the sheet keeps the platform's size.
    public let declared: [SheetDetent]
    /// The sheet's size now, as the state records it.
    public let current: SheetDetent?
}
