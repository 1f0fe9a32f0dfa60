/// What the user chooses among on a picker or a form: items, the ones chosen, and how many may
/// be chosen. The feature keeps the choice as its entry's state, so it outlives a tab switch, a
/// sheet over it and a restart; choosing replaces it.
public struct ScreenPicker: Sendable {
    /// The items, in order; the terminal numbers them from 1.
    public let items: [String]
    /// The positions of the chosen items, from 0, in the order they were chosen.
    public let chosen: [Int]
    /// How many items may be chosen at once.
    public let allowed: ClosedRange<Int>
    private let keep: @MainActor @Sendable ([Int]) -> Bool

    /// - Parameter keep: Keeps the new choice, positions from 0 in the order the user gave them,
    ///   once ``choose(_:)`` has checked it; `false` when it could not be kept (the screen has
    ///   gone, or shows no entry).
    public init(
        items: [String], chosen: [Int], allowed: ClosedRange<Int>,
        keep: @escaping @MainActor @Sendable ([Int]) -> Bool
    ) {
        self.items = items
        // What a feature kept may be older than its items, or damaged: positions that name no item
        // or one twice are left out, and no more are chosen than may be.
        var seen = Set<Int>()
        self.chosen = Array(
            chosen.filter { items.indices.contains($0) && seen.insert($0).inserted }.prefix(allowed.upperBound))
        self.allowed = allowed
        self.keep = keep
    }

    /// Whether the choice is whole: as many chosen as ``allowed`` asks.
    public var isComplete: Bool { allowed.contains(chosen.count) }

    /// Replaces the choice with the items at `positions` (from 0). Fewer than ``allowed`` asks is
    /// a choice under way (a user tapping items one by one), which `done` waits to be whole.
    ///
    /// - Throws: ``ChoiceError`` when a position names no item, names one twice, or more are
    ///   named than may be chosen, or when the choice could not be kept; the choice is then as it
    ///   was.
    @MainActor
    public func choose(_ positions: [Int]) throws(ChoiceError) {
        if let wrong = positions.first(where: { !items.indices.contains($0) }) {
            throw .noSuchItem(wrong, count: items.count)
        }
        if let twice = positions.enumerated().first(where: { positions[..<$0.offset].contains($0.element) }) {
            throw .chosenTwice(twice.element)
        }
        guard positions.count <= allowed.upperBound else { throw .count(positions.count, allowed: allowed) }
        guard keep(positions) else { throw .notKept }
    }
}

/// Why a choice was refused. Its description counts items from 1, as the user sees them.
public enum ChoiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A position (from 0) names no item of the `count`.
    case noSuchItem(Int, count: Int)
    /// The item at this position (from 0) was named twice.
    case chosenTwice(Int)
    /// This many items were named, more than the picker takes (`allowed`).
    case count(Int, allowed: ClosedRange<Int>)
    /// The choice could not be kept: the screen is no longer in the navigation state.
    case notKept

    public var description: String {
        switch self {
        case .noSuchItem(let position, let count): "There is no item \(position + 1) (1 to \(count))."
        case .chosenTwice(let position): "Item \(position + 1) is named twice."
        case .count(_, let allowed): "\(Self.words(for: allowed))."
        case .notKept: "This choice could not be kept: the screen has gone."
        }
    }

    /// How many may be chosen, in words: `Choose one`, `Choose 2 to 4`, `Choose up to 5`.
    public static func words(for allowed: ClosedRange<Int>) -> String {
        switch (allowed.lowerBound, allowed.upperBound) {
        case (1, 1): "Choose one"
        case (let low, let high) where low == high: "Choose \(low)"
        case (0, let high): "Choose up to \(high)"
        case (let low, let high): "Choose \(low) to \(high)"
        }
    }
}
