/// A view on screen that a screen was opened from: the button a popover is anchored to, the card
/// a screen zooms out of.
///
/// A transaction carries the source the user acted from (``NavigationTransaction``); the
/// router keeps it only where that view is still on screen beneath what it opened, so a link, a
/// notification or a restored state, which no view led to, never has one. Front ends name the
/// source once, where the action is drawn, and run the action inside ``withSource(_:_:)``: the
/// features between (their router protocols) never carry it, as SwiftUI's `withAnimation` carries
/// an animation past the code that changes state.
public struct PresentationSource: Hashable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The view's name, as the screen that shows it and the destination it leads to agree on it
    /// (`"university.card"`): what a destination declares it zooms from.
    public let name: String
    /// Which of the views of that name it is, where a screen shows several (the university a
    /// card shows); `nil` for the only one. A UI tells its views apart by it (SwiftUI's
    /// `matchedTransitionSource(id:in:)` takes the whole source as the id).
    public let item: String?

    /// The view named `name` that shows `item`, told apart from the others of that name by its
    /// description (`nil` for the only one).
    public init(_ name: String, item: (any CustomStringConvertible)? = nil) {
        self.name = name
        self.item = item?.description
    }

    /// The only view named `name`: `"filters-button"`.
    public init(stringLiteral name: String) {
        self.init(name)
    }

    public var description: String { item.map { "\(name) (\($0))" } ?? name }

    /// The view the user is acting from, while a front end runs that action: a transaction's
    /// default source. Set only through ``withSource(_:_:)``.
    @usableFromInline @TaskLocal static var acting: PresentationSource?

    /// Runs `action` as the user's action from `source`: every transaction it starts, directly or
    /// through a feature's router, comes from that view.
    @MainActor
    @discardableResult
    public static func withSource<T>(
        _ source: PresentationSource?, _ action: @MainActor () async throws -> T
    ) async rethrows -> T {
        try await $acting.withValue(source) { try await action() }
    }
}
