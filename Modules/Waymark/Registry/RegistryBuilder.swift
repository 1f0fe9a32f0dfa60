/// Gathers every feature's registration at start-up and checks them together.
///
/// Registration never fails half-way: ``build()`` looks at everything that was added and reports
/// every conflict at once, naming the features involved, before the app shows a single screen.
public struct RegistryBuilder {
    private let tabs: [TabID]
    private var registrars: [FeatureRegistrar] = []

    /// Starts a registry for an app with these tabs, in tab-bar order.
    public init(tabs: [TabID]) {
        self.tabs = tabs
    }

    /// Adds a feature's registration.
    public mutating func add(_ feature: some NavigationFeature) {
        register(feature: feature.name) { feature.register(into: &$0) }
    }

    /// Adds a registration made in place, for apps and tests that do not wrap it in a feature type.
    public mutating func register(feature: String, _ body: (inout FeatureRegistrar) -> Void) {
        var registrar = FeatureRegistrar(feature: feature)
        body(&registrar)
        registrars.append(registrar)
    }

    /// Checks every registration and freezes them into a registry.
    public func build() throws(RegistryError) -> NavigationRegistry {
        var conflicts: [RegistryConflict] = []
        if tabs.isEmpty { conflicts.append(.noTabs) }
        var seenTabs = Set<TabID>()
        for tab in tabs where !seenTabs.insert(tab).inserted {
            conflicts.append(.duplicateTab(tab))
        }

        var features = Set<String>()
        var routeTypes: [String: (feature: String, type: any Route.Type)] = [:]
        var destinations: [DestinationName: Destination] = [:]
        var ordered: [Destination] = []
        var tabRoots: [TabID: DestinationName] = [:]

        for registrar in registrars {
            if !features.insert(registrar.feature).inserted {
                conflicts.append(.duplicateFeature(registrar.feature))
            }
            for (key, type) in registrar.routeTypes {
                if let first = routeTypes[key] {
                    conflicts.append(.duplicateRouteType(
                        key: key, firstFeature: first.feature, secondFeature: registrar.feature))
                } else {
                    routeTypes[key] = (registrar.feature, type)
                }
            }
            for destination in registrar.destinations {
                if let first = destinations[destination.name] {
                    conflicts.append(.duplicateDestination(
                        destination.name, firstFeature: first.feature, secondFeature: destination.feature))
                    continue
                }
                if let tab = destination.presentation.tab, !seenTabs.contains(tab) {
                    conflicts.append(.unknownTab(tab, destination: destination.name, feature: destination.feature))
                }
                if case .tabRoot(let tab) = destination.presentation {
                    if let first = tabRoots[tab] {
                        conflicts.append(.duplicateTabRoot(tab, first: first, second: destination.name))
                    } else {
                        tabRoots[tab] = destination.name
                    }
                }
                destinations[destination.name] = destination
                ordered.append(destination)
            }
        }

        guard conflicts.isEmpty else { throw RegistryError(conflicts: conflicts) }
        return NavigationRegistry(
            tabs: tabs,
            destinations: ordered,
            routeTypes: RouteTypeTable(routeTypes.mapValues(\.type))
        )
    }
}
