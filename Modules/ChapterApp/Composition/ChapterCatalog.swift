import ChapterKit
import Foundation

/// The sample data the app runs on: universities, courses, accommodation, people, groups, events,
/// posts and games. It is compiled into the app (`SampleData/Catalog.swift`) and read once at start-up.
public struct ChapterCatalog: Decodable, Sendable {
    public struct University: Decodable, Sendable {
        public let id: UniversityID
        public let name: String
        public let city: String
    }

    public struct Course: Decodable, Sendable {
        public let id: CourseID
        public let title: String
        public let university: UniversityID
        public let years: Int
    }

    public struct Accommodation: Decodable, Sendable {
        public let id: AccommodationID
        public let name: String
        public let university: UniversityID
        public let pricePerWeek: Int
    }

    public struct User: Decodable, Sendable {
        public let id: UserID
        public let name: String
        public let university: UniversityID
    }

    public struct Message: Decodable, Sendable {
        public let id: MessageID
        public let sender: UserID
        public let text: String
    }

    public struct Group: Decodable, Sendable {
        public let id: GroupID
        public let name: String
        public let members: [UserID]
        public let messages: [Message]
    }

    public struct Event: Decodable, Sendable {
        public let id: EventID
        public let title: String
        public let date: String
        public let university: UniversityID
    }

    public struct Post: Decodable, Sendable {
        public let id: PostID
        public let title: String
        public let author: UserID
        public let body: String
    }

    public struct Score: Decodable, Sendable {
        public let user: UserID
        public let score: Int
    }

    public struct Game: Decodable, Sendable {
        public let id: GameID
        public let title: String
        public let career: String
        public let leaderboard: [Score]
    }

    public let universities: [University]
    public let courses: [Course]
    public let accommodations: [Accommodation]
    public let users: [User]
    /// The user `sign-in` signs in as.
    public let sampleUser: UserID
    public let groups: [Group]
    public let events: [Event]
    public let posts: [Post]
    public let games: [Game]

    /// The catalog embedded in the app.
    public static func sample() throws -> ChapterCatalog {
        try SampleData.decode(ChapterCatalog.self, from: SampleData.catalog, named: "catalog")
    }

    func university(_ id: UniversityID) -> University? { universities.first { $0.id == id } }
    func course(_ id: CourseID) -> Course? { courses.first { $0.id == id } }
    func user(_ id: UserID) -> User? { users.first { $0.id == id } }
    func group(_ id: GroupID) -> Group? { groups.first { $0.id == id } }
    func game(_ id: GameID) -> Game? { games.first { $0.id == id } }
}
