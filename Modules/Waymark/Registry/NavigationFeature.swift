/// A feature module's one entry point into navigation.
///
/// The composition root creates each feature's value (with whatever services it needs) and hands
/// it to ``RegistryBuilder/add(_:)`` at start-up. A feature only ever sees its own registrar, so it
/// cannot reach into another feature's destinations.
public protocol NavigationFeature: Sendable {
    /// The feature's unique name, used to attribute destinations and report conflicts.
    var name: String { get }

    /// Declares the feature's route types and destinations.
    func register(into registrar: inout FeatureRegistrar)
}

/// Collects one feature's route types and destinations during start-up.
public struct FeatureRegistrar {
    /// The feature registering.
    public let feature: String
    var routeTypes: [(key: String, type: any Route.Type)] = []
    var destinations: [Registration] = []
    var notificationHandlers: [(type: String, handler: NotificationHandler)] = []
    var parameterTypes: [LinkParameterType] = []

    init(feature: String) {
        self.feature = feature
    }

    /// Registers a route type and the destinations its values show.
    ///
    /// Every ``Route/destinationName`` that a value of `type` can return should be declared here;
    /// a route whose destination is not declared is refused by every intent.
    public mutating func register<R: Route>(_ type: R.Type, destinations declarations: [DestinationDeclaration<R>]) {
        routeTypes.append((R.typeKey, R.self))
        let coding = LinkCoding.of(R.self)
        // Most destinations have no parent and no content check, so they share one behavior.
        let plain = LinkBehavior(coding: coding)
        for declaration in declarations {
            // The pattern is parsed here, once, so the destination is made with it; a problem is
            // kept for `RegistryBuilder.build()` to report with every other conflict.
            var pattern: LinkPattern?
            var problem: Registration.LinkProblem?
            if let link = declaration.link {
                if coding == nil {
                    problem = .routeNotLinkable
                } else {
                    do throws(LinkPatternError) { pattern = try LinkPattern(link) } catch { problem = .invalidPattern(error) }
                }
            }
            let destination = Destination(
                name: declaration.name,
                feature: feature,
                routeTypeKey: R.typeKey,
                presentation: declaration.presentation,
                access: declaration.access,
                tabBar: declaration.tabBar,
                link: pattern
            )
            let behavior = declaration.parent == nil && declaration.content == nil
                ? plain : LinkBehavior(declaration, coding: coding)
            destinations.append(Registration(destination: destination, behavior: behavior, linkProblem: problem))
        }
    }

    /// Defines a link parameter type the feature's patterns use by name (a fixed set of words, a
    /// list of IDs, ...). Every feature's patterns can use it; defining a name twice is a conflict.
    public mutating func defineParameterType(_ type: LinkParameterType) {
        parameterTypes.append(type)
    }

    /// Opens notifications whose payload `type` is `type`: `route` reads the payload and names
    /// the screen to show, which is then opened by its link, under the same rules as any link.
    public mutating func handleNotifications(
        ofType type: String, _ route: @escaping @Sendable (NotificationPayload) throws(PayloadError) -> AnyRoute
    ) {
        notificationHandlers.append((type, route))
    }
}

/// Turns a payload into the route it opens.
typealias NotificationHandler = @Sendable (NotificationPayload) throws(PayloadError) -> AnyRoute

/// One destination as a feature registered it, before the registry checks it against the others.
struct Registration {
    /// Why a declared link could not be compiled.
    indirect enum LinkProblem {
        /// The route type is not a ``LinkableRoute``, so links could neither build nor write it.
        case routeNotLinkable
        /// The pattern does not follow the syntax.
        case invalidPattern(LinkPatternError)
    }

    /// The destination, with its parsed pattern when it has a valid link.
    let destination: Destination
    let behavior: LinkBehavior
    /// Set when the declaration has a link that could not be compiled.
    let linkProblem: LinkProblem?
}
