import ChapterKit
import Waymark

/// Where the Careers screens lead. The composition root answers every method in the feature's own
/// file there, leading into other features through their entry points.
@MainActor
public protocol CareersRouting: AnyObject, Sendable {
    func showPath(_ path: CareerPathID)
    func showDayInTheLife(_ path: CareerPathID)
    func showPay(_ path: CareerPathID)
    /// Leads into another feature: this feature names what it needs; the app decides the screen.
    func showCourse(_ id: CourseID)
}

/// The data the Careers feature shows.
public protocol CareersService: Sendable {
    func path(_ id: CareerPathID) async -> CareerPathSummary?
    func apprenticeships() async -> [CareerPathSummary]
    func paths() async -> [CareerPathSummary]
}

/// A career path, named by its slug (`software-engineer`).
public struct CareerPathID: ChapterIdentifier {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A career path as its screens show it.
public struct CareerPathSummary: Hashable, Sendable {
    public let id: CareerPathID
    public let title: String
    public let day: [String]
    /// Pay at the start, and some years in.
    public let pay: [String]
    /// The courses that lead to it, by title.
    public let courses: [(id: CourseID, title: String)]

    public init(
        id: CareerPathID, title: String, day: [String], pay: [String], courses: [(id: CourseID, title: String)]
    ) {
        self.id = id
        self.title = title
        self.day = day
        self.pay = pay
        self.courses = courses
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
