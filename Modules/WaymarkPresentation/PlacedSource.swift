@_spi(FrontEnd) import Waymark

/// A view marked as a presentation source, and the screen it is on: the stack it shows on, and its
/// entry (`nil` for a tab's root). Focus goes back to it when what it opened is dismissed
/// (``ArrivalFocus``).
public struct PlacedSource: Hashable, Sendable {
    /// The view.
    public let source: PresentationSource
    /// The stack its screen shows on (a split view's columns are their tab's).
    public let stack: StackTarget
    /// Its screen's entry; `nil` for a tab's root, which is no entry.
    public let entry: EntryID?

    /// `source` on the screen of `entry` on `stack`.
    @_spi(FrontEnd) public init(_ source: PresentationSource, on stack: StackTarget, entry: EntryID?) {
        self.source = source
        self.stack = stack
        self.entry = entry
    }
}
