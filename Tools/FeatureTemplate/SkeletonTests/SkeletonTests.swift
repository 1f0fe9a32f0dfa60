import ChapterKit
import Foundation
import Skeleton
import Testing
import Waymark
import WaymarkTesting

private struct Sample: SkeletonService {
    static let first = BoneSummary(id: BoneID(1), name: "First", details: "The first one.", university: UniversityID(7))
    func skeleton() async -> [BoneSummary] { [Self.first] }
    func bone(_ id: BoneID) async -> BoneSummary? { id == Self.first.id ? Self.first : nil }
}

@MainActor
private final class Router: SkeletonRouting {
    enum Call: Equatable {
        case bone(BoneID)
        case university(UniversityID)
    }
    let calls = CallRecorder<Call>()
    func showBone(_ id: BoneID) { calls.record(.bone(id)) }
    func showUniversity(_ id: UniversityID) { calls.record(.university(id)) }
}

@MainActor
@Suite("Skeleton")
struct SkeletonTests {
    let app: NavigationHarness

    init() throws {
        app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            feature: SkeletonFeature(service: Sample()))
    }

    @Test func registersItsDestinationsAndTheirLinksRoundTrip() throws {
        #expect(app.registry.destination(named: "skeleton.home")?.presentation == .push(hostTab: ChapterTab.hub))
        #expect(app.registry.destination(named: "skeleton.detail")?.presentation == .push(hostTab: ChapterTab.hub))
        #expect(try app.registry.link(for: SkeletonRoute.detail(id: BoneID(1)).erased) == "chapter://skeleton-link/1")
        let routes = [SkeletonRoute.home.erased, SkeletonRoute.detail(id: BoneID(1)).erased]
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "skeleton", in: app.registry)
    }

    @Test func aLinkToAMissingBoneLandsOnItsTab() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://skeleton-link/99") == .contentMissing("bone"))
        app.expectState(app.state(tab: ChapterTab.hub, notice: .contentMissing("bone")))
    }

    @Test func theScreensLeadWhereTheySay() async throws {
        let router = Router()
        let screens = SkeletonScreens(service: Sample(), router: router)
        let home = try #require(await screens.screen(for: SkeletonRoute.home.erased))
        #expect(home.actions.map(\.title) == ["Bone: First"])
        await home.actions[0].perform()
        let detail = try #require(await screens.screen(for: SkeletonRoute.detail(id: BoneID(1)).erased))
        #expect(detail.title == "First" && detail.lines == ["The first one."])
        #expect(detail.actions.map(\.title) == ["See the university"])
        for action in detail.actions { await action.perform() }
        #expect(router.calls.calls == [.bone(BoneID(1)), .university(UniversityID(7))])
    }
}
