import AppModels

/// What the user sees: the selected tab, the title of the screen on top of everything, and
/// whether that screen is in a sheet.
public struct Sighting: Hashable, Sendable, CustomStringConvertible {
    public let tab: AppTab
    public let title: String
    public let inSheet: Bool

    public init(tab: AppTab, title: String, inSheet: Bool) {
        self.tab = tab
        self.title = title
        self.inSheet = inSheet
    }

    public var description: String { "\(tab.rawValue): \(title)\(inSheet ? " (sheet)" : "")" }
}

/// An app a journey can be replayed on: the legacy app, and each step of its move to Waymark.
/// Each answers with what the user would see, so two apps can be compared screen by screen.
@MainActor
public protocol JourneyApp: AnyObject {
    /// What the user sees now.
    var sighting: Sighting { get }
    /// The screen on top, whose buttons a journey taps.
    var screen: Screen { get }
    /// The back button of the screen on top.
    func back()
    /// The sheet on top swiped away.
    func dismiss()
    /// A tab of the app's own tab bar tapped.
    func select(_ tab: AppTab)
    /// A link from outside (a universal link, a shared URL).
    func open(_ link: String) async
    /// A push notification tapped, with its payload's fields.
    func notify(_ payload: [String: String]) async
    /// The session as the app saves it when it goes to the background.
    func savedSession() throws -> SavedSession
}

/// A session as one build saved it, for the next launch (of the same build, or of the next step).
public struct SavedSession: Sendable {
    /// Which build saved it: `legacy`, or `step0` to `step3`.
    public let savedBy: String
    public let data: [UInt8]

    public init(savedBy: String, data: [UInt8]) {
        self.savedBy = savedBy
        self.data = data
    }
}

/// Why a journey could not go on.
public enum JourneyError: Error, CustomStringConvertible {
    /// The screen on top has no button with this label.
    case noButton(String, on: String)

    public var description: String {
        switch self {
        case .noButton(let label, let title): "The screen '\(title)' has no button '\(label)'."
        }
    }
}
