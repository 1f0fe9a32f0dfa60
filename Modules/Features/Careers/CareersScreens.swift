import ChapterKit
import Waymark

/// Builds the Careers feature's screens.
public struct CareersScreens: ScreenProvider {
    let service: any CareersService
    let router: any CareersRouting

    public init(service: any CareersService, router: any CareersRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(CareersRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: CareersRoute) async -> Screen {
        let router = router
        switch route {
        case .path(let id):
            guard let path = await service.path(id) else {
                return Screen(title: "Career", lines: ["This career path is no longer available."])
            }
            return Screen(
                title: path.title, lines: ["Courses that lead here:"],
                actions: path.courses.map { course in ScreenAction(course.title) { router.showCourse(course.id) } }
                    + [
                        ScreenAction("A day in the life") { router.showDayInTheLife(path.id) },
                        ScreenAction("What it pays") { router.showPay(path.id) },
                    ])
        case .paths:
            let paths = await service.paths()
            return Screen(
                title: "Career paths",
                actions: paths.map { path in ScreenAction(path.title) { router.showPath(path.id) } })
        case .pay(let id):
            let path = await service.path(id)
            return Screen(title: "What \(path?.title ?? "it") pays", lines: path?.pay ?? [])
        case .apprenticeships:
            let paths = await service.apprenticeships()
            return Screen(
                title: "Apprenticeships", lines: ["Earn while you learn, with a degree at the end of some."],
                actions: paths.map { path in ScreenAction(path.title) { router.showPath(path.id) } })
        case .dayInTheLife(let id):
            let path = await service.path(id)
            return Screen(title: "A day as \(path?.title ?? "this")", lines: path?.day ?? [])
        }
    }
}
