import Foundation

/// An app's existing destination enum, handed to Waymark whole so the app can adopt it without
/// rewriting a destination first, and move its cases out into features a step at a time.
///
/// The enum stays as it is: its cases, its views, its own link writer (`url`) and its URL parser.
/// Waymark holds the state from the first step: the enum's values are saved by the link the enum
/// writes for them (so a case that later moves to a feature restores through the feature's
/// pattern), or by their `Codable` form when they have no link; links that no feature declares go
/// to the enum's parser (``FeatureRegistrar/registerLegacy(_:presentation:parsingLinks:)``).
/// `docs/migrating.md` walks the steps.
public protocol LegacyRoute: Route {
    /// The link the app's own code writes for this value (the enum's `url`), or `nil`. A value
    /// without one is saved by its `Codable` form, which no longer decodes once its case has moved
    /// out of the enum.
    var legacyLink: URL? { get }
}

extension LegacyRoute {
    /// The one destination every value of the enum shows, `legacy.<typeKey>`: the registry knows
    /// the enum whole, not case by case.
    public var destinationName: DestinationName {
        Self.legacyDestination
    }

    /// The name of the one destination the enum registers as.
    static var legacyDestination: DestinationName {
        DestinationName(rawValue: "legacy.\(typeKey)")
    }
}

/// How a legacy enum's values are written as links and how its parser reads the links no feature
/// declares, type-erased for the registry.
struct LegacyLinks: Sendable {
    /// The value's own link, or `nil` when it has none (or is not of the enum).
    let link: @Sendable (AnyRoute) -> String?
    /// The enum's parser, when it was given one.
    let parse: (@Sendable (URL) -> AnyRoute?)?

    init<R: LegacyRoute>(_ type: R.Type, parse: (@Sendable (URL) -> R?)?) {
        link = { route in route.as(R.self)?.legacyLink?.absoluteString }
        if let parse {
            self.parse = { url in parse(url).map { AnyRoute($0) } }
        } else {
            self.parse = nil
        }
    }
}

extension FeatureRegistrar {
    /// Registers an existing destination enum whole, as one destination (`legacy.<typeKey>`)
    /// presented as `presentation`: the first step of moving an app to Waymark, with no
    /// destination rewritten.
    ///
    /// `parse` (the app's URL parser, or one per enum) is the fallback for links of the app's
    /// schemes that no declared pattern matches, including the link a saved value was written
    /// with; the parsers of one feature are asked in the order it registers them. The enum keeps
    /// the default `destinationName` (`legacy.<typeKey>`).
    /// Later steps move cases out of the enum into features; the route map and `RouteTable` mark
    /// the destination as legacy until it is gone.
    public mutating func registerLegacy<R: LegacyRoute>(
        _ type: R.Type, presentation: PresentationStyle, parsingLinks parse: (@Sendable (URL) -> R?)? = nil
    ) {
        let name = R.legacyDestination
        registrations.legacy.append((name, LegacyLinks(R.self, parse: parse), feature))
        register(
            [DestinationDeclaration<R>(name, presentation: presentation)], coding: nil, isDeclared: true)
    }
}

/// The registry's legacy enums: each one's destination with its link writer, and the parsers
/// links no feature declares fall back to.
struct LegacyBook: Sendable {
    private(set) var links: [DestinationName: LegacyLinks] = [:]
    /// The parsers, in the order their one feature registered them.
    private var parsers: [@Sendable (URL) -> AnyRoute?] = []

    /// The book of `registered`. Parsers are asked in the order one feature registered them (its
    /// destination enum, then its sheets); parsers in two features are a conflict, since which
    /// one answers a link must not depend on the order features are listed in.
    init(
        _ registered: [(name: DestinationName, links: LegacyLinks, feature: String)],
        reporting conflicts: inout [RegistryConflict]
    ) {
        var parsingFeature: String?
        for (name, legacy, feature) in registered {
            links[name] = legacy
            guard let parse = legacy.parse else { continue }
            if let first = parsingFeature, first != feature {
                conflicts.append(
                    .invalidLink(
                        name, feature: feature,
                        reason: "a legacy parser in a second feature: links no feature declares fall back to "
                            + "the parsers of one feature, '\(first)'"))
            } else {
                parsingFeature = feature
                parsers.append(parse)
            }
        }
    }

    init() {}

    /// Whether `name` is a legacy enum's destination.
    func isLegacy(_ name: DestinationName) -> Bool {
        links[name] != nil
    }

    /// The route the first legacy parser that reads `link` reads it as.
    func route(parsing link: String) -> AnyRoute? {
        guard !parsers.isEmpty, let url = URL(string: link) else { return nil }
        for parse in parsers {
            if let route = parse(url) { return route }
        }
        return nil
    }
}
