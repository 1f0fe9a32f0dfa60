# The files Tools/new-feature writes, as shell functions over its variables: name, lower, tab, link,
# owner, item (may be empty), and with route_to: target_id, method, target_feature, ids, sample,
# action. Sourced by Tools/new-feature; not meant to run alone.

# The opening of the feature's routes file, the same with or without an item.
routes_opening() {
  cat <<SWIFT
import ChapterKit
import Waymark
import WaymarkMacros

/// The screens of the $name feature. Each case is one destination, named "$lower.<case>"; its
/// @Destination says how it is presented and its link, whose parameters are the case's labelled
/// values.
@Routes(feature: "$lower")
public enum ${name}Route {
SWIFT
}

# The opening of the feature's screens file, the same with or without an item.
screens_opening() {
  cat <<SWIFT
import ChapterKit
import Waymark

/// Builds the $name feature's screens.
public struct ${name}Screens: ScreenProvider {
    let service: any ${name}Service
    let router: any ${name}Routing

    public init(service: any ${name}Service, router: any ${name}Routing) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistrar<ScreenContent>) {
        views.register(${name}Route.self) { route in ScreenContent { await self.screen(for: route) } }
    }

SWIFT
}

# The feature module: routes, registration, router protocol, data service, screens.
write_feature() {
  local dir="Modules/Features/$name"
  if [ -n "$item" ]; then
    local item_lower=${item,}
    local relation="" relation_init="" relation_param="" routing_target="" screen_target=""
    if [ -n "$route_to" ]; then
      relation="
    /// The ${route_to} this ${item_lower} leads to, in another feature.
    public let ${route_to}: ${target_id}?"
      relation_param=", ${route_to}: ${target_id}?"
      relation_init="
        self.${route_to} = ${route_to}"
      routing_target="
    /// Leads into another feature: the app router answers it once, for every feature that asks.
    func ${method}(_ id: ${target_id})"
      screen_target="
            if let ${route_to} = entry.${route_to} {
                actions.append(ScreenAction(\"${action}\") { router.${method}(${route_to}) })
            }"
    fi
    { routes_opening; cat <<SWIFT
    /// Every ${item_lower}.
    @Destination(.push, tab: ChapterTab.$tab, tabBar: .hidden, link: "$link")
    case home

    /// One ${item_lower}.
    @Destination(.push, tab: ChapterTab.$tab, tabBar: .hidden, link: "$link/{id:int}")
    case detail(id: ${item}ID)
}

/// Registers the $name feature; the composition root adds it at start-up.
public struct ${name}Feature: NavigationFeature {
    public let name = ${name}Route.feature
    let service: any ${name}Service

    public init(service: any ${name}Service) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(${name}Route.self) { routes in
            // A link to a ${item_lower} the data no longer has lands on the tab, with a notice.
            routes.detail.requiresContent("${item_lower}") { id in await service.${item_lower}(id) != nil }
        }
    }
}
SWIFT
    } > "$dir/${name}Route.swift"
    cat > "$dir/${name}Navigation.swift" <<SWIFT
import ChapterKit
import Waymark

/// Where the $name feature's screens lead; the composition root answers.
@MainActor
public protocol ${name}Routing: AnyObject, Sendable {
    func show${item}(_ id: ${item}ID)${routing_target}
}

/// The data the $name feature shows.
public protocol ${name}Service: Sendable {
    func ${lower}() async -> [${item}Summary]
    func ${item_lower}(_ id: ${item}ID) async -> ${item}Summary?
}

/// A ${item_lower}, numbered by the $name feature's data. It is the feature's own: move it to
/// ChapterKit when another feature needs to name one.
public struct ${item}ID: ChapterIdentifier {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
}

/// A ${item_lower} as its screens show it.
public struct ${item}Summary: Hashable, Sendable {
    public let id: ${item}ID
    public let name: String
    public let details: String${relation}

    public init(id: ${item}ID, name: String, details: String${relation_param}) {
        self.id = id
        self.name = name
        self.details = details${relation_init}
    }
}
SWIFT
    { screens_opening; cat <<SWIFT
    @MainActor
    func screen(for route: ${name}Route) async -> Screen {
        let router = router
        switch route {
        case .home:
            let entries = await service.${lower}()
            return Screen(
                title: "$name",
                lines: entries.isEmpty ? ["Nothing here yet."] : [],
                actions: entries.map { entry in ScreenAction("${item}: \\(entry.name)") { router.show${item}(entry.id) } })
        case .detail(let id):
            guard let entry = await service.${item_lower}(id) else {
                return Screen(title: "${item}", lines: ["This page is no longer available."])
            }
            var actions: [ScreenAction] = []${screen_target}
            return Screen(title: entry.name, lines: [entry.details], actions: actions)
        }
    }
}
SWIFT
    } > "$dir/${name}Screens.swift"
  else
    { routes_opening; cat <<SWIFT
    @Destination(.push, tab: ChapterTab.$tab, tabBar: .hidden, link: "$link")
    case home
}

/// Registers the $name feature; the composition root adds it at start-up.
public struct ${name}Feature: NavigationFeature {
    public let name = ${name}Route.feature

    public init() {}

    public func register(into registrar: inout FeatureRegistrar) {
        // Checks that need the feature's services go on each case's handle here, typed by its
        // values: routes.home.requiresContent(...), .parent(...), .requires(...).
        registrar.register(${name}Route.self)
    }
}
SWIFT
    } > "$dir/${name}Route.swift"
    cat > "$dir/${name}Navigation.swift" <<SWIFT
import ChapterKit

/// Where the $name feature's screens lead; the composition root answers. Add what the screens
/// need, such as \`func showUniversity(_ id: UniversityID)\` to lead into another feature.
@MainActor
public protocol ${name}Routing: AnyObject, Sendable {}

/// The data the $name feature shows.
public protocol ${name}Service: Sendable {
    func summary() async -> String
}
SWIFT
    { screens_opening; cat <<SWIFT
    @MainActor
    func screen(for route: ${name}Route) async -> Screen {
        switch route {
        case .home: Screen(title: "$name", lines: [await service.summary()])
        }
    }
}
SWIFT
    } > "$dir/${name}Screens.swift"
  fi
}

# The feature's test target, through the real registry and a recording router.
write_tests() {
  local file="Tests/${name}Tests/${name}Tests.swift"
  if [ -z "$item" ]; then
    cat > "$file" <<SWIFT
import ChapterKit
import $name
import Testing
import Waymark
import WaymarkTesting

private struct Sample: ${name}Service {
    func summary() async -> String { "Nothing here yet." }
}

@MainActor
private final class Router: ${name}Routing {}

@MainActor
@Suite("$name")
struct ${name}Tests {
    @Test func registersAndItsLinksRoundTrip() throws {
        let app = try NavigationHarness(tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]), feature: ${name}Feature())
        #expect(app.registry.destination(named: "$lower.home")?.presentation == .push(hostTab: ChapterTab.$tab))
        #expect(try app.registry.link(for: ${name}Route.home.erased) == "chapter://$link")
        expectLinksRoundTrip([${name}Route.home.erased], in: app.registry)
        expectEveryLinkCovered(by: [${name}Route.home.erased], feature: "$lower", in: app.registry)
    }

    @Test func theFirstScreenShowsTheService() async throws {
        let screen = try #require(await ${name}Screens(service: Sample(), router: Router()).screen(for: ${name}Route.home.erased))
        #expect(screen.title == "$name" && screen.lines == ["Nothing here yet."])
    }
}
SWIFT
    return
  fi
  local item_lower=${item,}
  local call_cases="case ${item_lower}(${item}ID)" router_target="" sample_field="" sample_value="" expected_target=""
  local perform_target="" expected_actions="[]"
  if [ -n "$route_to" ]; then
    call_cases="$call_cases, ${route_to}(${target_id})"
    router_target="
    func ${method}(_ id: ${target_id}) { calls.record(.${route_to}(id)) }"
    sample_value=", ${route_to}: ${sample}"
    expected_target=", .${route_to}(try #require(Sample.first.${route_to}))"
    perform_target="
        for action in detail.actions { await action.perform() }"
    expected_actions="[\"${action}\"]"
  fi
  cat > "$file" <<SWIFT
import ChapterKit
import Foundation
import $name
import Testing
import Waymark
import WaymarkTesting

private struct Sample: ${name}Service {
    static let first = ${item}Summary(id: ${item}ID(1), name: "First", details: "The first one."${sample_value})
    func ${lower}() async -> [${item}Summary] { [Self.first] }
    func ${item_lower}(_ id: ${item}ID) async -> ${item}Summary? { id == Self.first.id ? Self.first : nil }
}

@MainActor
private final class Router: ${name}Routing {
    enum Call: Equatable { ${call_cases} }
    let calls = CallRecorder<Call>()
    func show${item}(_ id: ${item}ID) { calls.record(.${item_lower}(id)) }${router_target}
}

@MainActor
@Suite("$name")
struct ${name}Tests {
    let app: NavigationHarness

    init() throws {
        app = try NavigationHarness(tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
                                    feature: ${name}Feature(service: Sample()))
    }

    @Test func registersItsDestinationsAndTheirLinksRoundTrip() throws {
        #expect(app.registry.destination(named: "$lower.home")?.presentation == .push(hostTab: ChapterTab.$tab))
        #expect(app.registry.destination(named: "$lower.detail")?.presentation == .push(hostTab: ChapterTab.$tab))
        #expect(try app.registry.link(for: ${name}Route.detail(id: ${item}ID(1)).erased) == "chapter://$link/1")
        let routes = [${name}Route.home.erased, ${name}Route.detail(id: ${item}ID(1)).erased]
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "$lower", in: app.registry)
    }

    @Test func aLinkToAMissing${item}LandsOnItsTab() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://$link/99") == .contentMissing("${item_lower}"))
        app.expectState(app.state(tab: ChapterTab.$tab, notice: .contentMissing("${item_lower}")))
    }

    @Test func theScreensLeadWhereTheySay() async throws {
        let router = Router()
        let screens = ${name}Screens(service: Sample(), router: router)
        let home = try #require(await screens.screen(for: ${name}Route.home.erased))
        #expect(home.actions.map(\.title) == ["${item}: First"])
        await home.actions[0].perform()
        let detail = try #require(await screens.screen(for: ${name}Route.detail(id: ${item}ID(1)).erased))
        #expect(detail.title == "First" && detail.lines == ["The first one."])
        #expect(detail.actions.map(\.title) == ${expected_actions})${perform_target}
        #expect(router.calls.calls == [.${item_lower}(${item}ID(1))${expected_target}])
    }
}
SWIFT
}

# The feature's file in the composition root: registration, sample data, the app router's answers.
write_composition_root() {
  local file="Modules/ChapterApp/Features/$name.swift"
  if [ -z "$item" ]; then
    cat > "$file" <<SWIFT
import ChapterKit
import $name
import Waymark

// The $name feature as the app wires it in; its team ($owner in Package.swift's feature list) owns
// this file.

extension AppFeature {
    static let $lower = AppFeature { _ in
        WiredFeature(${name}Feature(), sampleRoutes: [${name}Route.home.erased]) { router in
            ${name}Screens(service: ${name}SampleData(), router: router)
        }
    }
}

extension ChapterRouter: ${name}Routing {}

/// The $name feature's data until it has a source of its own.
struct ${name}SampleData: ${name}Service {
    func summary() async -> String { "Nothing here yet." }
}
SWIFT
    return
  fi
  local item_lower=${item,}
  local related="" related_arg="" answered_elsewhere="" pairing=""
  if [ -n "$route_to" ]; then
    related="
        let related = ${ids}"
    related_arg=",
            ${route_to}: related.isEmpty ? nil : related[index % related.count]"
    answered_elsewhere="
    // ${method}(_:) leads into ${target_feature}: its file, Features/${target_feature}.swift, answers it
    // for every feature that asks."
    pairing=", each paired with a
/// ${route_to} of the shared catalog in turn"
  fi
  cat > "$file" <<SWIFT
import ChapterKit
import $name
import Waymark

// The $name feature as the app wires it in; its team ($owner in Package.swift's feature list) owns
// this file.

extension AppFeature {
    static let $lower = AppFeature { app in
        let service = ${name}SampleData(catalog: app.catalog)
        return WiredFeature(
            ${name}Feature(service: service),
            sampleRoutes: [${name}Route.home.erased] + ${name}SampleData.samples.prefix(1).map { ${name}Route.detail(id: \$0.id).erased }
        ) { router in ${name}Screens(service: service, router: router) }
    }
}

extension ChapterRouter: ${name}Routing {
    func show${item}(_ id: ${item}ID) { push(${name}Route.detail(id: id)) }${answered_elsewhere}
}

/// The $name feature's data until it has a source of its own: a few samples${pairing}.
struct ${name}SampleData: ${name}Service {
    static let samples: [(id: ${item}ID, name: String, details: String)] = [
        (${item}ID(1), "${item} one", "The first sample ${item_lower}."),
        (${item}ID(2), "${item} two", "The second sample ${item_lower}."),
        (${item}ID(3), "${item} three", "The third sample ${item_lower}."),
    ]
    let catalog: ChapterCatalog

    func ${lower}() async -> [${item}Summary] {
        Self.samples.indices.map(summary)
    }

    func ${item_lower}(_ id: ${item}ID) async -> ${item}Summary? {
        Self.samples.firstIndex { \$0.id == id }.map(summary)
    }

    private func summary(_ index: Int) -> ${item}Summary {
        let sample = Self.samples[index]${related}
        return ${item}Summary(
            id: sample.id, name: sample.name, details: sample.details${related_arg})
    }
}
SWIFT
}
