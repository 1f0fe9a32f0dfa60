@_spi(FrontEnd) @testable import Waymark

/// A route for any destination of the fuzzing registry: it keeps the values the link gave.
struct FuzzRoute: LinkableRoute {
    let destination: DestinationName
    let values: LinkValues

    static let typeKey = "fuzz"

    var destinationName: DestinationName { destination }
    var linkValues: LinkValues { values }

    init(destination: DestinationName, values: LinkValues) {
        self.destination = destination
        self.values = values
    }

    /// Restored by destination name alone, so a fuzzed snapshot can name any destination.
    init(from decoder: any Decoder) throws {
        self.init(destination: try decoder.singleValueContainer().decode(DestinationName.self), values: [:])
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(destination)
    }
}

/// Patterns with every feature of the syntax: literals, every built-in and app-defined type,
/// untyped parameters, a catch-all, required, optional and defaulted query items, tab roots,
/// modals, and chains between them.
let declarations: [DestinationDeclaration<FuzzRoute>] = [
    .tabRoot("main", tab: "main").link("main"),
    .tabRoot("other", tab: "other").link("other"),
    .push("item", hostTab: "main").link("item/{id:int}"),
    .push("itemReviews", hostTab: "main").link("item/{id:int}/reviews[?sort={sort:slug}]"),
    .push("user", hostTab: "main").link("user/{id:uuid}"),
    .push("userPosts", hostTab: "main").link("user/{id:uuid}/posts[?period={period:period=week}]"),
    .push("tag", hostTab: "other").link("tag/{name}"),
    .push("tagNumber", hostTab: "other").link("tag/{n:int}"),
    .push("slug", hostTab: "other").link("s/{slug:slug}"),
    .push("slugNew", hostTab: "other").link("s/new"),
    .push("compare", hostTab: nil).link("compare?ids={ids:ids}"),
    .push("files", hostTab: "other").link("files/{path*}"),
    .push("itemPage", hostTab: "main").link("item/{id:int}-{name:slug}"),
    .push("userData", hostTab: "main").link("user/{id:uuid}.json"),
    .push("version", hostTab: "other").link("v{n:int}/{name:slug}.{format:slug}"),
    .push("filter", hostTab: "other").link("filter[?tag={tags:slug[]}&n={numbers:int[]}&q={q:string}]"),
    .sheet("sheet").detents([.medium, .fraction(0.5), .large]).link("sheet"),
    .fullScreenCover("cover").link("cover/{id:int}"),
    .push("account", hostTab: "other").requires(.signedIn).link("account"),
    .pushInModal("inner").link("sheet/inner").parent(FuzzRoute(destination: "sheet", values: [:])),
    .pushInModal("secret", access: .internal).reachable(from: "inner").link("sheet/secret"),
    .fullScreenCover("signIn").link("sign-in").satisfies(
        .signedIn, with: FuzzRoute(destination: "signIn", values: [:])),
]

/// A registry of `declarations`, and of `extra` ones if given.
func makeRegistry(adding extra: [DestinationDeclaration<FuzzRoute>] = []) throws(RegistryError) -> NavigationRegistry {
    var links = LinkConfiguration(
        schemes: ["app", "alt"], universalLinkHosts: ["example.com", "*.example.com"],
        parameterTypes: [.oneOf("period", ["week", "month", "all"]), .uuidList("ids", count: 2...4)])
    links.activityType = "app.fuzz.screen"
    var builder = RegistryBuilder(tabs: ["main", "other"], links: links)
    builder.register(feature: "fuzz") { registrar in
        registrar.register(FuzzRoute.self, destinations: declarations + extra)
    }
    return try builder.build()
}

let registry = try! makeRegistry()

/// Reads the input as a link pattern, as a link, as an activity, as a snapshot and as a program of
/// transactions (see `fuzzStates`).
///
/// As a pattern it must compile beside the fixed ones into a registry or be refused with typed
/// conflicts (a pattern that does not parse is one). As a link,
/// matching must never crash, and any link that matches must write back to canonical links that
/// match the same routes (unless escaping makes the canonical link longer than links may be, which
/// generation refuses with a typed error), marked as a widget's too. As an activity (its lines: the type, the web page, then
/// `key=value` user info), reading its link must give a link or a typed rejection, and opening that
/// link follows the link's rules. Anything else is a bug, so it traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // As a pattern: a registry takes it or refuses it with typed conflicts (the pattern's parser,
    // package to the engine, is checked by its own tests).
    _ = try? makeRegistry(adding: [.push("fuzzed", hostTab: "main").link(text)])
    for link in [text, "app://" + text, "https://example.com/" + text] {
        guard case .success(let match) = registry.match(link),
            case .success(let routes) = registry.routes(for: match)
        else { continue }
        for route in routes {
            let canonical: String
            do {
                canonical = try registry.link(for: route)
            } catch .tooLong {
                continue
            } catch {
                fatalError("\(route) from \(link) has no canonical link: \(error)")
            }
            guard case .success(let again) = registry.match(canonical).flatMap(registry.routes(for:)), again == [route]
            else {
                fatalError("\(link) gave \(route), whose link \(canonical) does not match it back")
            }
            // A widget's link, marked with where it comes from, names the same screen.
            guard let marked = try? registry.link(for: route, from: .widget) else { continue }
            guard case .success(let same) = registry.match(marked).flatMap(registry.routes(for:)), same == [route]
            else {
                fatalError("The widget link \(marked) of \(route) does not match it back: \(registry.match(marked))")
            }
        }
    }
    let lines = text.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
    let userInfo = (lines.count > 2 ? lines[2...] : []).reduce(into: [String: String]()) { pairs, line in
        let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
        if parts.count == 2 { pairs[parts[0]] = parts[1] }
    }
    let activity = UserActivity(
        activityType: lines.first ?? "", webpageURL: lines.count > 1 ? lines[1] : nil, userInfo: userInfo)
    if case .success(let link) = registry.link(forActivity: activity) {
        _ = registry.match(link)
    }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        fuzzStates(bytes)
    }
    return 0
}
