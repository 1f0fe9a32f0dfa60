/// How an app shows each destination: for each route type, a builder from a route to a view.
///
/// Generic over the view type, so one app registers SwiftUI views on Apple platforms and screen
/// models in a terminal, through the same features. It is built once at start-up against the
/// navigation registry, and refuses to build if any destination would have no view: a missing
/// view is an error naming the destination and its feature, never a blank screen found later.
public struct ViewRegistry<View> {
    private let builders: [String: (AnyRoute) -> View?]

    /// The views `register` declares, checked against `registry`.
    ///
    /// - Throws: Every destination whose route type has no builder, every builder registered
    ///   twice for one route type, and every builder for a route type the registry does not have.
    public init(registry: NavigationRegistry, _ register: (inout Builder) -> Void) throws(ViewRegistryError) {
        var registered = Builder()
        register(&registered)
        var conflicts: [ViewConflict] = []
        var builders: [String: (AnyRoute) -> View?] = [:]
        for (typeKey, builder) in registered.builders {
            if builders[typeKey] != nil {
                conflicts.append(.duplicateView(routeType: typeKey))
            } else if registry.routeTypes.type(forKey: typeKey) == nil {
                conflicts.append(.unknownRouteType(typeKey))
            } else {
                builders[typeKey] = builder
            }
        }
        for destination in registry.destinations where builders[destination.routeTypeKey] == nil {
            conflicts.append(.missingView(destination.name, feature: destination.feature))
        }
        guard conflicts.isEmpty else { throw ViewRegistryError(conflicts: conflicts) }
        self.builders = builders
    }

    /// The view of `route`; `nil` only for a route whose type the registry does not have.
    public func view(for route: AnyRoute) -> View? {
        builders[route.typeKey]?(route)
    }

    /// Whether `destination` has a view (every registered one has, once the registry is built).
    package func hasView(for destination: Destination) -> Bool {
        builders[destination.routeTypeKey] != nil
    }

    /// Collects the view builders of every feature while a ``ViewRegistry`` is built: what each
    /// feature registers its screens into, checked by ``ViewRegistry/init(registry:_:)``.
    public struct Builder {
        /// An empty builder; ``ViewRegistry/init(registry:_:)`` makes its own.
        public init() {}

        var builders: [(typeKey: String, build: (AnyRoute) -> View?)] = []

        /// Shows every destination of `R` with `view`: one builder per route type, which switches
        /// over the route's cases as the feature's screens need.
        public mutating func register<R: Route>(_ type: R.Type, _ view: @escaping (R) -> View) {
            builders.append((R.typeKey, { route in route.as(R.self).map(view) }))
        }

        /// The view the first builder for `route`'s type makes, without a registry's checks: for a
        /// feature's tests and previews, which look at one feature's views alone.
        public func view(for route: AnyRoute) -> View? {
            builders.first { $0.typeKey == route.typeKey }?.build(route)
        }
    }
}

/// One problem with the views an app registered.
enum ViewConflict: Hashable, Sendable, CustomStringConvertible {
    /// A destination's route type has no view builder.
    case missingView(DestinationName, feature: String)
    /// Two builders for the same route type.
    case duplicateView(routeType: String)
    /// A builder for a route type the navigation registry does not have.
    case unknownRouteType(String)

    var description: String {
        switch self {
        case .missingView(let destination, let feature):
            "'\(destination)' (feature '\(feature)') has no view: register one for its route type."
        case .duplicateView(let type):
            "The route type '\(type)' has two view builders."
        case .unknownRouteType(let type):
            "A view is registered for the route type '\(type)', which no feature registers."
        }
    }
}

/// The views could not be built: every conflict found.
public struct ViewRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    let conflicts: [ViewConflict]

    public var description: String {
        (["The view registry has \(conflicts.count) conflict(s):"] + conflicts.map { "- \($0)" }).joined(
            separator: "\n")
    }
}
