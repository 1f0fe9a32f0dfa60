import ChapterKit
import Waymark
import WaymarkMacros

/// The screens of the Skeleton feature. Each case is one destination, named "skeleton.<case>"; its
/// @Destination says how it is presented and its link, whose parameters are the case's labelled
/// values.
@Routes(feature: "skeleton")
public enum SkeletonRoute {
    /// Every bone.
    @Destination(.push, tab: ChapterTab.hub, tabBar: .hidden, link: "skeleton-link")
    case home

    /// One bone.
    @Destination(.push, tab: ChapterTab.hub, tabBar: .hidden, link: "skeleton-link/{id:int}")
    case detail(id: BoneID)
}

/// Registers the Skeleton feature; the composition root adds it at start-up.
public struct SkeletonFeature: NavigationFeature {
    public let name = SkeletonRoute.feature
    let service: any SkeletonService

    public init(service: any SkeletonService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(SkeletonRoute.self) { routes in
            // A link to a bone the data no longer has lands on the tab, with a notice.
            routes.detail.requiresContent("bone") { id in await service.bone(id) != nil }
        }
    }
}
