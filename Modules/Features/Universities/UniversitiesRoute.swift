import ChapterKit
import Waymark
import WaymarkMacros

/// The screens of the Universities feature: a university's page, what students say of it, its open
/// days and how to reach its admissions office.
@Routes(feature: "universities")
public enum UniversitiesRoute {
    @Destination(.push, tab: ChapterTab.search, tabBar: .hidden, link: "university/{id:int}")
    case detail(id: UniversityID)

    /// What students say, over the university's page.
    @Destination(.push, tab: ChapterTab.search, tabBar: .hidden, link: "university/{id:int}/reviews")
    case reviews(id: UniversityID)

    /// Writing a review: signed in, since a review carries the student's name.
    @Destination(.sheet, requires: .signedIn, detents: [.medium, .large], link: "university/{id:int}/review")
    case writeReview(id: UniversityID)

    /// The university's open days, each leading to its event in the calendar.
    @Destination(.push, tab: ChapterTab.search, tabBar: .hidden, link: "university/{id:int}/open-days")
    case openDays(id: UniversityID)

    /// The admissions office's address, in a half-height sheet.
    @Destination(.sheet, detents: [.medium], link: "university/{id:int}/contact")
    case contact(id: UniversityID)
}

/// Registers the Universities feature; the composition root supplies its data service.
public struct UniversitiesFeature: NavigationFeature {
    public let name = UniversitiesRoute.feature
    let service: any UniversitiesService

    public init(service: any UniversitiesService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(UniversitiesRoute.self) { universities in
            universities.detail.requiresContent("university") { id in await service.university(id) != nil }
            // Opened from a university's card (in search, results), the page zooms out of it: the
            // card's name is ChapterKit's, the one other teams mark their cards with.
            universities.detail.zooms(from: .universityCard)
            // The website's form, `university/1-northbridge`, opens the app where it is installed.
            universities.detail.websiteLink("university/{id:int}-{name:slug}")
            // A university's number is the catalog's, not the user's: analytics may count visits.
            universities.detail.reportable { id in ["university": String(id.rawValue)] }
            // The screens about one university stand on its page, opened alone by a link or not.
            universities.reviews.requiresContent("university") { id in
                await service.university(id) == nil ? nil : UniversitiesRoute.detail(id: id).erased
            }
            universities.openDays.requiresContent("university") { id in
                await service.university(id) == nil ? nil : UniversitiesRoute.detail(id: id).erased
            }
            universities.writeReview.requiresContent("university") { id in await service.university(id) != nil }
            // A review with text is lost by any way out but posting it: each asks first.
            universities.writeReview.holdsUnsavedWork(in: UniversitiesScreenState.review) { !$0.isEmpty }
            universities.contact.requiresContent("university") { id in await service.university(id) != nil }
        }
    }
}
