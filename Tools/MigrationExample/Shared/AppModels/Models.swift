import Foundation

/// The app's tabs, as the legacy app names them (`TabSelectionUniPrepStage` in the seed, cut to
/// three).
public enum AppTab: String, CaseIterable, Codable, Sendable {
    case hub, search, connect
}

/// A member of a study group, passed whole to the screen that shows them (`userProfile(GroupUser)`).
public struct GroupUser: Hashable, Codable, Sendable {
    public let id: UUID
    public let name: String

    public init(id: UUID, name: String) {
        self.id = id
        self.name = name
    }
}

/// A study group, passed whole too.
public struct GroupChat: Hashable, Codable, Sendable {
    public let id: UUID
    public let name: String

    public init(id: UUID, name: String) {
        self.id = id
        self.name = name
    }
}

/// What a leaderboard shows: a value passed whole, its scope in its link.
public struct LeaderboardOptions: Hashable, Codable, Sendable {
    public let scope: String

    public init(scope: String) {
        self.scope = scope
    }
}

/// The two courses a comparison shows.
public struct CompareNavOptions: Hashable, Codable, Sendable {
    public let first: UUID
    public let second: UUID

    public init(first: UUID, second: UUID) {
        self.first = first
        self.second = second
    }
}

/// The app's sample data: what the legacy parser's `fetchUser(by:)` and `fetchGroup(by:)` look
/// up, and what screens show.
public enum Directory {
    public static let ada = GroupUser(id: UUID(uuidString: "A0A0A0A0-0000-4000-8000-000000000001")!, name: "Ada")
    public static let grace = GroupUser(id: UUID(uuidString: "A0A0A0A0-0000-4000-8000-000000000002")!, name: "Grace")
    public static let studyGroup = GroupChat(
        id: UUID(uuidString: "B0B0B0B0-0000-4000-8000-000000000001")!, name: "Physics study group")
    public static let physics = UUID(uuidString: "C0C0C0C0-0000-4000-8000-000000000001")!
    public static let maths = UUID(uuidString: "C0C0C0C0-0000-4000-8000-000000000002")!
    public static let hallOne = UUID(uuidString: "D0D0D0D0-0000-4000-8000-000000000001")!
    /// The chat with Ada.
    public static let adaChat = UUID(uuidString: "E0E0E0E0-0000-4000-8000-000000000001")!
    public static let edinburgh = 7

    public static func user(_ id: UUID) -> GroupUser? {
        [ada, grace].first { $0.id == id }
    }

    public static func group(_ id: UUID) -> GroupChat? {
        [studyGroup].first { $0.id == id }
    }

    public static func courseName(_ id: UUID) -> String {
        switch id {
        case physics: "Physics"
        case maths: "Maths"
        default: "Course"
        }
    }
}
