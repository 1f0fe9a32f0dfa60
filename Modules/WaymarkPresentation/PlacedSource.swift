import Waymark

/// A view marked as a presentation source, and the screen it is on: the stack it shows on, and its
/// entry (`nil` for a tab's root).
package struct PlacedSource: Hashable, Sendable {
    /// The view.
    package let source: PresentationSource
    /// The stack its screen shows on (a split view's columns are their tab's).
    package let stack: StackTarget
    /// Its screen's entry; `nil` for a tab's root, which is no entry.
    package let entry: EntryID?

    /// `source` on the screen of `entry` on `stack`.
    package init(_ source: PresentationSource, on stack: StackTarget, entry: EntryID?) {
        self.source = source
        self.stack = stack
        self.entry = entry
    }
}
