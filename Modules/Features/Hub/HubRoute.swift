import ChapterKit
import Waymark
import WaymarkMacros

/// The Hub tab: what is new across the app, the articles the editors write, the deadlines every
/// applicant shares, and what changed in the app itself.
@Routes(feature: "hub")
public enum HubRoute {
    @Destination(.tabRoot, tab: ChapterTab.hub, link: "hub")
    case home

    /// An article from the editors.
    @Destination(.push, tab: ChapterTab.hub, link: "news/{id:int}")
    case article(id: HubArticleID)

    /// The application deadlines of the year.
    @Destination(.push, tab: ChapterTab.hub, link: "hub/deadlines")
    case deadlines

    /// What changed in this version of the app, in a half-height sheet.
    @Destination(.sheet, detents: [.medium], link: "whats-new")
    case whatsNew
}

/// Registers the Hub feature.
public struct HubFeature: NavigationFeature {
    public let name = HubRoute.feature
    let service: any HubService

    public init(service: any HubService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(HubRoute.self) { hub in
            hub.article.requiresContent("article") { id in await service.article(id) != nil }
            // A poster's code points at the website's home with where it was seen
            // (`https://chapter.app/?ref=poster`): in the app, the Hub.
            hub.home.websiteLink("?ref={ref:slug}")
        }
    }
}
