import Testing
import WaymarkMacros
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// The README's example, run as written, so the README cannot drift from the API.
@MainActor
@Suite("README example")
struct ReadmeExampleTests {
    @Routes(feature: "courses")
    enum CoursesRoute {
        @Destination(.push, tab: "search", tabBar: .hidden, link: "course/{id:int}")
        case detail(id: Int)

        @Destination(.sheet, link: "compare")
        case compare
    }

    struct CoursesFeature: NavigationFeature {
        let name = CoursesRoute.feature
        func register(into registrar: inout FeatureRegistrar) {
            registrar.register(CoursesRoute.self)
        }
    }

    @Test func runsAsTheReadmeSays() throws {
        var builder = RegistryBuilder(tabs: ["hub", "search"])
        builder.add(CoursesFeature())
        let registry = try builder.build()

        let router = NavigationRouter(registry: registry)
        try router.perform(.selectTab("search"), .push(CoursesRoute.detail(id: 12).erased))
        try router.perform(.present(CoursesRoute.compare.erased))
        try router.perform(.leaveModals(push: [CoursesRoute.detail(id: 7).erased], rememberModals: true))
        #expect(router.state.modals.isEmpty)
        try router.perform(.pop())
        #expect(router.state.stack(of: "search") == [CoursesRoute.detail(id: 12).erased])
        #expect(router.state.modals.map(\.asWritten) == [ModalLayer(style: .sheet, root: CoursesRoute.compare.erased)])

        #expect(registry.destination(named: "courses.detail")?.presentation == .push(hostTab: "search"))
        #expect(registry.destination(named: "courses.compare")?.link?.description == "compare")

        let saved = try router.snapshot()
        let restored = try SnapshotCoder(registry: registry).decode(saved)
        #expect(restored.state == router.state)
    }
}
