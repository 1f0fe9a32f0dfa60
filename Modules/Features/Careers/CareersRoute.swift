import ChapterKit
import Waymark
import WaymarkMacros

/// Career paths, apprenticeships and a day in the life: each path leads to the courses that lead
/// to it. A path's page stands on the Arcade's careers list, which another team owns.
@Routes(feature: "careers")
public enum CareersRoute {
    /// One career path; a link to it alone puts the careers list under it.
    @Destination(.push, tab: ChapterTab.arcade, tabBar: .hidden, link: "career/{path:slug}")
    case path(path: CareerPathID)

    /// Apprenticeships, a way into a career without a degree.
    @Destination(.push, tab: ChapterTab.arcade, tabBar: .hidden, link: "careers/apprenticeships")
    case apprenticeships

    /// Every career path.
    @Destination(.push, tab: ChapterTab.arcade, tabBar: .hidden, link: "careers/paths")
    case paths

    /// What a path pays, over its page.
    @Destination(.push, tab: ChapterTab.arcade, tabBar: .hidden, link: "career/{path:slug}/pay")
    case pay(path: CareerPathID)

    /// A day in the life of someone on the path, in a sheet over it.
    @Destination(.sheet, detents: [.medium, .large], link: "career/{path:slug}/day")
    case dayInTheLife(path: CareerPathID)
}

/// Registers the Careers feature; the composition root adds it at start-up.
public struct CareersFeature: NavigationFeature {
    public let name = CareersRoute.feature
    let service: any CareersService
    let careersList: AnyRoute

    /// `careersList` is the careers list a path's page stands on, which another team owns.
    public init(service: any CareersService, careersList: AnyRoute) {
        self.service = service
        self.careersList = careersList
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        let careersList = careersList
        registrar.register(CareersRoute.self) { careers in
            careers.path.requiresContent("career") { path in await service.path(path) == nil ? nil : careersList }
            careers.apprenticeships.parent { _ in careersList }
            careers.paths.parent { _ in careersList }
            careers.pay.requiresContent("career") { path in
                await service.path(path) == nil ? nil : CareersRoute.path(path: path).erased
            }
            careers.dayInTheLife.requiresContent("career") { path in await service.path(path) != nil }
        }
    }
}
