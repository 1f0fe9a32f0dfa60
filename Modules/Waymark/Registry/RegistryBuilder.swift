/// Gathers every feature's registration at start-up and checks them together.
///
/// Registration never fails half-way: ``build()`` looks at everything that was added and reports
/// every conflict at once, naming the features involved, before the app shows a single screen.
/// It also compiles every link pattern into the matcher's trie, so that work is done once.
public struct RegistryBuilder {
    private let tabs: [TabID]
    private let links: LinkConfiguration
    private var registrars: [FeatureRegistrar] = []

    /// Starts a registry for an app with these tabs, in tab-bar order, whose links look as
    /// `links` says.
    public init(tabs: [TabID], links: LinkConfiguration = LinkConfiguration()) {
        self.tabs = tabs
        self.links = links
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
        var notificationHandlers: [String: (feature: String, handler: NotificationHandler)] = [:]
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
            for (type, handler) in registrar.notificationHandlers {
                if let first = notificationHandlers[type] {
                    conflicts.append(.duplicateNotificationType(type, firstFeature: first.feature, secondFeature: registrar.feature))
                } else {
                    notificationHandlers[type] = (registrar.feature, handler)
                }
            }
        }
        let configuration = linkConfiguration(reporting: &conflicts)

        // One pass over every destination: names, tabs and links are checked, and links
        // compiled, as each is accepted.
        let count = registrars.reduce(0) { $0 + $1.destinations.count }
        var compiler = LinkCompiler(configuration: configuration, expectedPatterns: count)
        var destinations: [Destination] = []
        var behaviors: [LinkBehavior] = []
        var indexByName: [DestinationName: Int] = [:]
        var tabRoots: [TabID: DestinationName] = [:]
        destinations.reserveCapacity(count)
        behaviors.reserveCapacity(count)
        indexByName.reserveCapacity(count)
        for registrar in registrars {
            for registration in registrar.destinations {
                let destination = registration.destination
                // One hash lookup for the common case; a duplicate puts the first one back.
                if let first = indexByName.updateValue(destinations.count, forKey: destination.name) {
                    indexByName[destination.name] = first
                    conflicts.append(.duplicateDestination(
                        destination.name, firstFeature: destinations[first].feature, secondFeature: destination.feature))
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
                compiler.add(registration)
                destinations.append(destination)
                behaviors.append(registration.behavior)
            }
        }
        let (trie, linkConflicts) = compiler.finish()
        conflicts += linkConflicts

        guard conflicts.isEmpty else { throw RegistryError(conflicts: conflicts) }
        return NavigationRegistry(
            tabs: tabs,
            destinations: destinations,
            indexByName: indexByName,
            routeTypes: RouteTypeTable(routeTypes.mapValues(\.type)),
            linkBehaviors: behaviors,
            links: LinkMatcher(configuration: configuration, trie: trie),
            notificationHandlers: notificationHandlers.mapValues(\.handler)
        )
    }

    /// The app's link configuration with every feature's parameter types added; a type name
    /// defined twice (or a built-in one redefined) is a conflict.
    private func linkConfiguration(reporting conflicts: inout [RegistryConflict]) -> LinkConfiguration {
        var configuration = links
        var typeOwners = Dictionary(
            (["int", "uuid", "slug", "string"] + links.parameterTypes.map(\.name)).map { ($0, "the app") }) { first, _ in first }
        for registrar in registrars {
            for type in registrar.parameterTypes {
                if let owner = typeOwners[type.name] {
                    conflicts.append(.duplicateParameterType(type.name, firstFeature: owner, secondFeature: registrar.feature))
                } else {
                    typeOwners[type.name] = registrar.feature
                    configuration.parameterTypes.append(type)
                }
            }
        }
        return configuration
    }
}
