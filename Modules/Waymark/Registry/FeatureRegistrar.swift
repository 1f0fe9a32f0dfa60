/// Collects one feature's route types and destinations during start-up.
///
/// What it collects goes into the builder's one list of registrations for the whole app (the
/// builder lends it to each feature in turn), so a feature costs no collections of its own.
public struct FeatureRegistrar {
    /// The feature registering.
    let feature: String
    var registrations = RegistryDraft()

    init(feature: String) {
        self.feature = feature
    }

    /// Registers a route type and the destinations its values show.
    ///
    /// Every ``Route/destinationName`` that a value of `type` can return should be declared here;
    /// a route whose destination is not declared is refused by every intent.
    package mutating func register<R: Route>(_ type: R.Type, destinations declarations: [DestinationDeclaration<R>]) {
        register(declarations, coding: LinkCoding.of(R.self))
    }

    mutating func register<R: Route>(
        _ declarations: [DestinationDeclaration<R>], coding: LinkCoding?, isDeclared: Bool = false
    ) {
        // Read once: a type key may be computed, and every destination records it.
        let typeKey = R.typeKey
        registrations.routeTypes.append((typeKey, R.self, feature, isDeclared))
        // One copy of each declaration (1.04 times the instructions of reading it in place
        // through a buffer pointer: docs/benchmarks.md).
        for declaration in declarations {
            for former in declaration.formerCaseNames {
                registrations.formerCaseNames[typeKey, default: [:]][former] = declaration.name
            }
            if let report = declaration.reportedValues {
                registrations.reportedValues[declaration.name] = { route in
                    route.as(R.self).map(report) ?? [:]
                }
            }
            if let work = declaration.unsavedWork {
                registrations.unsavedWork[declaration.name] = work
            }
            if let requirement = declaration.satisfiedRequirement,
                let route = declaration.satisfyingRoute
            {
                registrations.satisfiers.append((requirement, route, declaration.name, feature))
            }
            if let type = declaration.resultType {
                registrations.resultTypes.append((declaration.name, type, feature))
            }
            for asking in declaration.askings {
                registrations.askings.append((declaration.name, asking, feature))
            }
            add(
                name: declaration.name, presentation: declaration.presentation,
                access: declaration.access, tabBar: declaration.tabBar,
                link: declaration.link, requirements: declaration.requirements,
                entries: declaration.entries,
                swipeDismissDisabled: declaration.isInteractiveDismissDisabled,
                detents: declaration.detents, formerLinks: declaration.formerLinks,
                zoomSource: declaration.zoomSource, routeTypeKey: typeKey,
                behavior: LinkBehavior(
                    coding: coding,
                    checks: declaration.hasLinkChecks ? LinkChecks(declaration) : nil))
        }
    }

    /// Adds one destination. Its pattern is parsed here, once, so the destination is made with
    /// it; a problem is kept for `RegistryBuilder.build()` to report with every other conflict.
    private mutating func add(
        name: DestinationName, presentation: PresentationStyle, access: AccessLevel, tabBar: TabBarPolicy,
        link: String?, requirements: [Requirement], entries: [DestinationName], swipeDismissDisabled: Bool,
        detents: [SheetDetent], formerLinks: [String], zoomSource: PresentationSource?, routeTypeKey: String,
        behavior: LinkBehavior
    ) {
        func destination(_ link: LinkPattern?, formerLinks: [LinkPattern] = []) -> Destination {
            Destination(
                name: name, feature: feature, routeTypeKey: routeTypeKey, presentation: presentation,
                access: access, tabBar: tabBar, link: link, requirements: requirements, entries: entries,
                swipeDismissDisabled: swipeDismissDisabled, detents: detents, formerLinks: formerLinks,
                zoomSource: zoomSource)
        }
        let registration: RegistryDraft.Entry
        switch (link, behavior.coding) {
        case (nil, _):
            registration = RegistryDraft.Entry(
                destination: destination(nil), behavior: behavior,
                linkProblem: formerLinks.isEmpty ? nil : .formerLinkWithoutLink)
        case (_?, nil):
            registration = RegistryDraft.Entry(
                destination: destination(nil), behavior: behavior, linkProblem: .routeNotLinkable)
        case (let link?, _?):
            do throws(LinkPatternError) {
                var former: [LinkPattern] = []
                for pattern in formerLinks { former.append(try LinkPattern(pattern)) }
                registration = RegistryDraft.Entry(
                    destination: destination(try LinkPattern(link), formerLinks: former), behavior: behavior,
                    linkProblem: nil)
            } catch {
                registration = RegistryDraft.Entry(
                    destination: destination(nil), behavior: behavior, linkProblem: .invalidPattern(error))
            }
        }
        registrations.destinations.append(registration)
    }

    /// Defines a link parameter type the feature's patterns use by name (a fixed set of words, a
    /// list of IDs, ...). Every feature's patterns can use it; defining a name twice is a conflict.
    public mutating func defineParameterType(_ type: LinkParameterType) {
        registrations.parameterTypes.append((type, feature))
    }

    /// Declares a rule that sends intents elsewhere before they are applied (see
    /// `IntentRedirect`): `rule` is asked about intents of the `kinds` it answers only, and
    /// answers one it redirects with what to apply instead (an empty list drops it), `nil` for
    /// every other. Named `<feature>.<name>` in the journal; a name used twice by one feature is a
    /// conflict.
    ///
    /// Rules of a higher `priority` are asked first. Another feature's rule of the same priority
    /// that answers a kind this one answers is a start-up conflict naming both: which of the two
    /// answers is then declared by giving one a higher priority, never left to the order the
    /// features are listed in. Rules of kinds apart never meet, so teams need not agree on
    /// priorities for rules that cannot answer the same intent.
    public mutating func redirect(
        _ name: String, answering kinds: Set<NavigationIntent.Kind>, priority: Int = 0,
        _ rule: @escaping @Sendable (NavigationIntent, RedirectContext) -> [NavigationIntent]?
    ) {
        registrations.redirects.append(
            (IntentRedirect(name: "\(feature).\(name)", kinds: kinds, priority: priority, rule: rule), feature))
    }

    /// Declares that the feature answers the dialogs whose buttons carry actions of type `Action`
    /// (``DialogAction``): the app hands each answer to the one feature that declared its type
    /// (``NavigationRegistry/dialogAnswerer(of:)``). Another feature declaring the same type is a
    /// start-up conflict naming both, so which feature carries out an answer never depends on the
    /// order the features are listed in.
    public mutating func answersDialogs<Action: Hashable & Sendable>(of type: Action.Type) {
        registrations.dialogAnswerers.append((ObjectIdentifier(type), "\(type)", feature))
    }

    /// Opens notifications whose payload `type` is `type`: `route` reads the payload and names
    /// the screen to show, which is then opened by its link, under the same rules as any link.
    public mutating func handleNotifications(
        ofType type: String, _ route: @escaping @Sendable (NotificationPayload) throws(PayloadError) -> AnyRoute
    ) {
        registrations.notificationHandlers.append((type, route, feature))
    }
}
