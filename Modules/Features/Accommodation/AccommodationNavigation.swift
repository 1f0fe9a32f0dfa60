import ChapterKit

/// Where the Accommodation feature's screens lead.
@MainActor
public protocol AccommodationRouting: AnyObject, Sendable {
    func showAccommodation(_ id: AccommodationID)
    func showAccommodationList(near university: UniversityID?)
    func showUniversity(_ id: UniversityID)
}

/// The data the Accommodation feature shows.
public protocol AccommodationService: Sendable {
    func accommodations(near university: UniversityID?) async -> [AccommodationSummary]
    func accommodation(_ id: AccommodationID) async -> AccommodationSummary?
    func universityName(_ id: UniversityID) async -> String?
}

/// One place to live.
public struct AccommodationSummary: Hashable, Sendable {
    public let id: AccommodationID
    public let name: String
    public let pricePerWeek: Int
    public let university: UniversityID

    public init(id: AccommodationID, name: String, pricePerWeek: Int, university: UniversityID) {
        self.id = id
        self.name = name
        self.pricePerWeek = pricePerWeek
        self.university = university
    }
}
