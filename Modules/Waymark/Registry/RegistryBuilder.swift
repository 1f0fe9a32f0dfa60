/// Gathers every feature's registration at start-up and checks them together.
///
/// Registration never fails half-way: ``build()`` looks at everything that was added and reports
/// every conflict at once, naming the features involved, before the app shows a single screen.
/// It also compiles every link pattern into the matcher's trie, so that work is done once.
public struct RegistryBuilder {
    private let tabs: [TabID]
    private let links: LinkConfiguration
    private let searchTab: TabID?
    /// Every feature's name, in the order they registered.
    private var features: [String] = []
    /// What all features registered, lent to each feature's registrar in turn.
    private var registrations = RegistryDraft()

    /// Starts a registry for an app with these tabs, in tab-bar order, whose links look as
    /// `links` says. `searchTab`, one of `tabs`, is the tab with the search role, where the
    /// platform the app runs on gives tabs roles (iOS 26); `nil` where it does not, and every tab
    /// is an ordinary one.
    public init(tabs: [TabID], links: LinkConfiguration = LinkConfiguration(), searchTab: TabID? = nil) {
        self.tabs = tabs
        self.links = links
        self.searchTab = searchTab
    }

    /// Adds a feature's registration.
    public mutating func add(_ feature: some NavigationFeature) {
        register(feature: feature.name) { feature.register(into: &$0) }
    }

    /// Adds a registration made in place, for this package's tests, which do not wrap it in a
    /// feature type.
    mutating func register(feature: String, _ body: (inout FeatureRegistrar) -> Void) {
        var registrar = FeatureRegistrar(feature: feature)
        swap(&registrar.registrations, &registrations)
        body(&registrar)
        swap(&registrar.registrations, &registrations)
        features.append(feature)
    }

    /// Checks every registration and freezes them into a registry.
    public func build() throws(RegistryError) -> NavigationRegistry {
        var conflicts: [RegistryConflict] = []
        if tabs.isEmpty { conflicts.append(.noTabs) }
        var seenTabs = Set<TabID>()
        for tab in tabs where !seenTabs.insert(tab).inserted {
            conflicts.append(.duplicateTab(tab))
        }
        if let searchTab, !seenTabs.contains(searchTab) { conflicts.append(.unknownSearchTab(searchTab)) }

        var seenFeatures = Set<String>()
        seenFeatures.reserveCapacity(features.count)
        for feature in features where !seenFeatures.insert(feature).inserted {
            conflicts.append(.duplicateFeature(feature))
        }
        var routeTypes: [String: (feature: String, type: any Route.Type)] = [:]
        routeTypes.reserveCapacity(registrations.routeTypes.count)
        for (key, type, feature, _) in registrations.routeTypes {
            // One hash of the key where it is new, as every key should be; a repeat puts the
            // first registration back.
            if let first = routeTypes.updateValue((feature, type), forKey: key) {
                routeTypes[key] = first
                conflicts.append(.duplicateRouteType(key: key, firstFeature: first.feature, secondFeature: feature))
            }
        }
        var notificationHandlers: [String: (feature: String, handler: NotificationHandler)] = [:]
        for (type, handler, feature) in registrations.notificationHandlers {
            if let first = notificationHandlers[type] {
                conflicts.append(.duplicateNotificationType(type, firstFeature: first.feature, secondFeature: feature))
            } else {
                notificationHandlers[type] = (feature, handler)
            }
        }
        let dialogAnswerers = Self.dialogAnswerers(registrations.dialogAnswerers, reporting: &conflicts)
        var redirectNames: Set<String> = []
        for (redirect, feature) in registrations.redirects where !redirectNames.insert(redirect.name).inserted {
            conflicts.append(.duplicateRedirect(String(redirect.name.dropFirst(feature.count + 1)), feature: feature))
        }
        conflicts += Self.redirectsInNoOrder(registrations.redirects)
        let configuration = linkConfiguration(reporting: &conflicts)

        // One pass over every destination: names, tabs and links are checked, and links
        // compiled, as each is accepted.
        let count = registrations.destinations.count
        var links = LinkBook.Builder(configuration: configuration, expectedDestinations: count)
        var destinations: [Destination] = []
        var index = DestinationIndex(capacity: count)
        var tabRoots: [TabID: DestinationName] = [:]
        destinations.reserveCapacity(count)
        for registration in registrations.destinations {
            let destination = registration.destination
            if let first = index.insert(destination.name, at: destinations.count, names: { destinations[$0].name }) {
                conflicts.append(
                    .duplicateDestination(
                        destination.name, firstFeature: destinations[first].feature, secondFeature: destination.feature)
                )
                continue
            }
            // An app has a handful of tabs: comparing beats hashing.
            if let tab = destination.presentation.tab, !tabs.contains(tab) {
                conflicts.append(.unknownTab(tab, destination: destination.name, feature: destination.feature))
            }
            if case .tabRoot(let tab) = destination.presentation {
                if let first = tabRoots[tab] {
                    conflicts.append(.duplicateTabRoot(tab, first: first, second: destination.name))
                } else {
                    tabRoots[tab] = destination.name
                }
            }
            links.add(registration)
            destinations.append(destination)
        }
        let (book, linkConflicts) = links.finish(notificationHandlers: notificationHandlers.mapValues(\.handler))
        conflicts += linkConflicts
        let lookup = { (name: DestinationName) in
            index.position(of: name) { destinations[$0].name }.map { destinations[$0] }
        }
        let satisfiers = checkAccess(of: destinations, lookup: lookup, reporting: &conflicts)
        let results = ResultRules(registrations, lookup: lookup, reporting: &conflicts)
        #if DEBUG
        // A programmer's error, found where programmers run their app: building a route of every
        // hand-written type costs a release launch too much (docs/benchmarks.md).
        let check = HandWrittenRouteCheck(
            declared: Dictionary(grouping: destinations, by: \.routeTypeKey), configuration: configuration)
        conflicts += check.conflicts(
            of: registrations.routeTypes,
            behaviors: Dictionary(
                zip(destinations.map(\.name), destinations.indices.map(book.behavior(at:)))
            ) { first, _ in first })
        #endif
        let legacy = LegacyBook(registrations.legacy, reporting: &conflicts)

        guard conflicts.isEmpty else { throw RegistryError(conflicts: conflicts) }
        return NavigationRegistry(
            tabs: tabs,
            searchTab: searchTab,
            destinations: destinations,
            index: index,
            routeTypes: RouteTypeTable(routeTypes.mapValues(\.type)),
            links: book,
            redirects: Self.ordered(registrations.redirects),
            satisfiers: satisfiers,
            tabRoots: tabRoots,
            formerCaseNames: registrations.formerCaseNames,
            reportedValues: registrations.reportedValues,
            results: results,
            dialogAnswerers: dialogAnswerers,
            unsavedWork: registrations.unsavedWork,
            legacy: legacy
        )
    }

    /// The feature that answers each type of dialog action; two features declaring one type are a
    /// conflict naming both in name order, so the report never depends on the order features
    /// are listed in.
    private static func dialogAnswerers(
        _ declared: [(type: ObjectIdentifier, typeName: String, feature: String)],
        reporting conflicts: inout [RegistryConflict]
    ) -> [ObjectIdentifier: String] {
        var answerers: [ObjectIdentifier: String] = [:]
        for (type, typeName, feature) in declared {
            guard let first = answerers[type] else {
                answerers[type] = feature
                continue
            }
            guard first != feature else { continue }
            conflicts.append(
                .dialogActionAnsweredTwice(
                    actionType: typeName, firstFeature: min(first, feature), secondFeature: max(first, feature)))
        }
        return answerers
    }

    /// Checks that every requirement a destination uses is met by exactly one modal destination,
    /// and that every internal destination names the registered screens that lead to it.
    ///
    /// - Returns: The route that meets each requirement.
    private func checkAccess(
        of destinations: [Destination], lookup: (DestinationName) -> Destination?,
        reporting conflicts: inout [RegistryConflict]
    ) -> [Requirement: AnyRoute] {
        var satisfiers: [Requirement: (route: AnyRoute, destination: DestinationName)] = [:]
        for (requirement, route, name, feature) in registrations.satisfiers {
            if let first = satisfiers[requirement] {
                conflicts.append(.duplicateSatisfier(requirement, first: first.destination, second: name))
                continue
            }
            guard let destination = lookup(name), destination.presentation.modalStyle != nil,
                route.destinationName == name, !destination.requirements.contains(requirement)
            else {
                conflicts.append(.invalidSatisfier(requirement, destination: name, feature: feature))
                continue
            }
            satisfiers[requirement] = (route, name)
        }
        for destination in destinations {
            for requirement in destination.requirements where satisfiers[requirement] == nil {
                conflicts.append(
                    .unmetRequirement(requirement, destination: destination.name, feature: destination.feature))
            }
            if !destination.detents.isEmpty,
                destination.presentation != .modal(.sheet)
                    || Set(destination.detents).count != destination.detents.count
            {
                conflicts.append(.invalidDetents(destination.name, feature: destination.feature))
            }
            if destination.tabBar == .hidden, !destination.presentation.isPushed {
                conflicts.append(.tabBarHiddenOffStack(destination.name, feature: destination.feature))
            }
            if destination.zoomSource != nil, !destination.presentation.isPushed,
                destination.presentation != .modal(.fullScreenCover)
            {
                conflicts.append(.invalidZoom(destination.name, feature: destination.feature))
            }
            if destination.isInternal, destination.entries.isEmpty {
                conflicts.append(.internalWithoutEntry(destination.name, feature: destination.feature))
            }
            for entry in destination.entries where lookup(entry) == nil {
                conflicts.append(.unknownEntry(entry, destination: destination.name, feature: destination.feature))
            }
        }
        return satisfiers.mapValues(\.route)
    }

    /// The app's link configuration with every feature's parameter types added; a type name
    /// defined twice (or a built-in one redefined) is a conflict.
    private func linkConfiguration(reporting conflicts: inout [RegistryConflict]) -> LinkConfiguration {
        var configuration = links
        var typeOwners = Dictionary(
            (["int", "uuid", "slug", "string"] + links.parameterTypes.map(\.name)).map { ($0, "the app") }
        ) { first, _ in first }
        for (type, feature) in registrations.parameterTypes {
            if let owner = typeOwners[type.name] {
                conflicts.append(.duplicateParameterType(type.name, firstFeature: owner, secondFeature: feature))
            } else {
                typeOwners[type.name] = feature
                configuration.parameterTypes.append(type)
            }
        }
        return configuration
    }

    // MARK: - One order for redirect rules

    /// The rules in the order they are asked: by priority, highest first; a feature's rules of one
    /// priority in the order it declares them. The sort is stable, and rules of one priority all
    /// that answer a kind in common come from one feature (``redirectsInNoOrder(_:)``), so the
    /// features' order decides nothing.
    static func ordered(_ redirects: [(redirect: IntentRedirect, feature: String)]) -> [IntentRedirect] {
        redirects.enumerated()
            .sorted { ($0.element.redirect.priority, $1.offset) > ($1.element.redirect.priority, $0.offset) }
            .map(\.element.redirect)
    }

    /// One conflict for each two features whose rules of one priority share a kind of intent:
    /// named by each feature's first such rule (by name), with every kind they share, in a fixed
    /// order whatever order the features came in.
    static func redirectsInNoOrder(_ redirects: [(redirect: IntentRedirect, feature: String)]) -> [RegistryConflict] {
        let sorted = redirects.sorted { $0.redirect.name < $1.redirect.name }
        var found: [String: (first: String, second: String, priority: Int, kinds: Set<NavigationIntent.Kind>)] = [:]
        for (index, first) in sorted.enumerated() {
            for second in sorted[(index + 1)...]
            where second.feature != first.feature && second.redirect.priority == first.redirect.priority {
                let shared = first.redirect.kinds.intersection(second.redirect.kinds)
                guard !shared.isEmpty else { continue }
                let features = [first.feature, second.feature].sorted()
                let key = "\(first.redirect.priority) \(features[0]) \(features[1])"
                if found[key] == nil {
                    found[key] = (first.redirect.name, second.redirect.name, first.redirect.priority, [])
                }
                found[key]?.kinds.formUnion(shared)
            }
        }
        return found.values.sorted { ($0.first, $0.second) < ($1.first, $1.second) }.map { pair in
            .redirectsInNoOrder(
                first: pair.first, second: pair.second, priority: pair.priority,
                kinds: pair.kinds.sorted { $0.rawValue < $1.rawValue })
        }
    }
}
