import Waymark

extension NavigationJournal {
    /// The kept entries that record transactions, oldest first: what navigation did to the state.
    public var transactions: [JournalEntry] {
        entries.filter { $0.arrival == nil }
    }

    /// The kept entries that record screens arriving on display, oldest first: what the user saw,
    /// each screen once (a presenter reports them; a router no presenter shows has none).
    public var arrivals: [JournalEntry] {
        entries.filter { $0.arrival != nil }
    }
}
