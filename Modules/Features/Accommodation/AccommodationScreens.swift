import ChapterKit
import Waymark

/// Builds the Accommodation feature's screens.
public struct AccommodationScreens: ScreenProvider {
    let service: any AccommodationService
    let router: any AccommodationRouting

    public init(service: any AccommodationService, router: any AccommodationRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(AccommodationRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: AccommodationRoute) async -> Screen {
        let router = router
        switch route {
        case .map:
            let all = await service.accommodations(near: nil)
            return Screen(
                title: "Map",
                lines: ["\(all.count) places to live"],
                actions: [ScreenAction("All accommodation") { router.showAccommodationList(near: nil) }]
                    + all.prefix(3).map { place in ScreenAction(place.name) { router.showAccommodation(place.id) } })
        case .list(let university):
            let places = await service.accommodations(near: university)
            let title =
                if let university, let name = await service.universityName(university) {
                    "Accommodation near \(name)"
                } else {
                    "Accommodation"
                }
            return Screen(
                title: title,
                lines: places.map { "\($0.name): £\($0.pricePerWeek) a week" },
                actions: places.map { place in ScreenAction(place.name) { router.showAccommodation(place.id) } })
        case .detail(let id):
            guard let place = await service.accommodation(id) else {
                return Screen(title: "Accommodation", lines: ["This accommodation is no longer available."])
            }
            let university = await service.universityName(place.university) ?? "its university"
            return Screen(
                title: place.name,
                lines: ["£\(place.pricePerWeek) a week", "Near \(university)"],
                actions: [ScreenAction("University: \(university)") { router.showUniversity(place.university) }])
        }
    }
}
