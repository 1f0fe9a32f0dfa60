import Testing
import Waymark

/// The README's example, run as written, so the README cannot drift from the API.
@MainActor
@Suite("README example")
struct ReadmeExampleTests {
    enum CoursesRoute: Route {
        case detail(Int)
        case compare

        static let typeKey = "courses"
        var destinationName: DestinationName {
            switch self {
            case .detail: "courses.detail"
            case .compare: "courses.compare"
            }
        }
    }

    struct CoursesFeature: NavigationFeature {
        let name = "courses"
        func register(into registrar: inout FeatureRegistrar) {
            registrar.register(CoursesRoute.self, destinations: [
                .push("courses.detail", hostTab: "search", tabBar: .hidden),
                .sheet("courses.compare"),
            ])
        }
    }

    @Test func runsAsTheReadmeSays() throws {
        var builder = RegistryBuilder(tabs: ["hub", "search"])
        builder.add(CoursesFeature())
        let registry = try builder.build()

        let router = NavigationRouter(registry: registry)
        try router.perform(.selectTab("search"), .push(CoursesRoute.detail(12).erased))
        try router.perform(.present(CoursesRoute.compare.erased))
        try router.perform(.leaveModals(push: [CoursesRoute.detail(7).erased], rememberModals: true))
        #expect(router.state.modals.isEmpty)
        try router.perform(.pop())
        #expect(router.state.stack(of: "search") == [CoursesRoute.detail(12).erased])
        #expect(router.state.modals == [ModalLayer(style: .sheet, root: CoursesRoute.compare.erased)])

        let saved = try router.snapshot()
        let restored = try SnapshotCoder(registry: registry).decode(saved)
        #expect(restored.state == router.state)
    }
}
