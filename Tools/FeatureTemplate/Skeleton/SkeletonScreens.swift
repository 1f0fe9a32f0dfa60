import ChapterKit
import Waymark

/// Builds the Skeleton feature's screens.
public struct SkeletonScreens: ScreenProvider {
    let service: any SkeletonService
    let router: any SkeletonRouting

    public init(service: any SkeletonService, router: any SkeletonRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(SkeletonRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: SkeletonRoute) async -> Screen {
        let router = router
        switch route {
        case .home:
            let entries = await service.skeleton()
            return Screen(
                title: "Skeleton",
                lines: entries.isEmpty ? ["Nothing here yet."] : [],
                actions: entries.map { entry in ScreenAction("Bone: \(entry.name)") { router.showBone(entry.id) } })
        case .detail(let id):
            guard let entry = await service.bone(id) else {
                return Screen(title: "Bone", lines: ["This page is no longer available."])
            }
            var actions: [ScreenAction] = []
            if let university = entry.university {
                actions.append(ScreenAction("See the university") { router.showUniversity(university) })
            }
            return Screen(title: entry.name, lines: [entry.details], actions: actions)
        }
    }
}
