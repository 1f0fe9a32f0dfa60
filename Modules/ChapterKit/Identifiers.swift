import Foundation
import Waymark

/// An identifier that cannot be mixed up with another kind of identifier: a course's UUID is not
/// a group's, even though both are UUIDs. Links carry it as its raw value.
public protocol ChapterIdentifier: Hashable, Codable, Sendable, Comparable, CustomStringConvertible,
    LinkValueConvertible
where LinkRepresentation == RawValue {
    associatedtype RawValue: Hashable & Codable & Sendable & LinkPrimitive
    var rawValue: RawValue { get }
    init(_ rawValue: RawValue)
}

extension ChapterIdentifier {
    public init?(linkRepresentation: RawValue) {
        self.init(linkRepresentation)
    }

    public var linkRepresentation: RawValue { rawValue }
}

extension ChapterIdentifier {
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(RawValue.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension ChapterIdentifier where RawValue == UUID {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue.uuidString < rhs.rawValue.uuidString }
    public var description: String { rawValue.uuidString.lowercased() }
}

extension ChapterIdentifier where RawValue == Int {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { String(rawValue) }
}

extension ChapterIdentifier where RawValue == String {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { rawValue }
}

/// A university, numbered by the catalog.
public struct UniversityID: ChapterIdentifier {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
}

public struct CourseID: ChapterIdentifier {
    public let rawValue: UUID
    public init(_ rawValue: UUID) { self.rawValue = rawValue }
}

public struct AccommodationID: ChapterIdentifier {
    public let rawValue: UUID
    public init(_ rawValue: UUID) { self.rawValue = rawValue }
}

public struct GroupID: ChapterIdentifier {
    public let rawValue: UUID
    public init(_ rawValue: UUID) { self.rawValue = rawValue }
}

public struct MessageID: ChapterIdentifier {
    public let rawValue: UUID
    public init(_ rawValue: UUID) { self.rawValue = rawValue }
}

public struct UserID: ChapterIdentifier {
    public let rawValue: UUID
    public init(_ rawValue: UUID) { self.rawValue = rawValue }
}

public struct EventID: ChapterIdentifier {
    public let rawValue: UUID
    public init(_ rawValue: UUID) { self.rawValue = rawValue }
}

public struct PostID: ChapterIdentifier {
    public let rawValue: UUID
    public init(_ rawValue: UUID) { self.rawValue = rawValue }
}

/// An arcade game, by its slug (`career-quiz`).
public struct GameID: ChapterIdentifier {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
