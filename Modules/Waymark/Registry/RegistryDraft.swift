/// Everything the features registered, in registration order, each item with its feature.
struct RegistryDraft {
    var destinations: [Entry] = []
    /// Each route type with whether `@Routes` declared it (its destinations agree with its values
    /// by construction), known from the overload that registered it rather than a runtime cast.
    var routeTypes: [(key: String, type: any Route.Type, feature: String, isDeclared: Bool)] = []
    var notificationHandlers: [(type: String, handler: NotificationHandler, feature: String)] = []
    /// The types of dialog actions each feature answers, with the type's name for messages.
    var dialogAnswerers: [(type: ObjectIdentifier, typeName: String, feature: String)] = []
    /// Redirect rules, named `<feature>.<name>`, in registration order.
    var redirects: [(redirect: IntentRedirect, feature: String)] = []
    var parameterTypes: [(type: LinkParameterType, feature: String)] = []
    /// Case names routes had in older builds, by route type key, with the destination each names.
    var formerCaseNames: [String: [String: DestinationName]] = [:]
    /// What each destination that declares it reports with screen views.
    var reportedValues: [DestinationName: @Sendable (AnyRoute) -> [String: String]] = [:]
    /// How each destination that declares it tells its screen holds unsaved work.
    var unsavedWork: [DestinationName: UnsavedWork] = [:]
    /// The destinations that give a value back, with its type.
    var resultTypes: [(destination: DestinationName, type: ResultType, feature: String)] = []
    /// What each asking destination asks of which answerer.
    var askings: [(asker: DestinationName, asking: ResultAsking, feature: String)] = []
    /// The destinations declared to meet a requirement, with the route the guard presents.
    var satisfiers: [(requirement: Requirement, route: AnyRoute, destination: DestinationName, feature: String)] = []
    /// The legacy enums registered whole, each with its destination's name.
    var legacy: [(name: DestinationName, links: LegacyLinks, feature: String)] = []
}

extension RegistryDraft {
    /// One destination as a feature registered it, before the registry checks it against the others.
    struct Entry {
        /// Why a declared link could not be compiled.
        indirect enum LinkProblem {
            /// The route type is not a ``LinkableRoute``, so links could neither build nor write it.
            case routeNotLinkable
            /// The pattern, or a former one, does not follow the syntax.
            case invalidPattern(LinkPatternError)
            /// Former links are declared, and no link replaces them.
            case formerLinkWithoutLink
        }

        /// The destination, with its parsed pattern when it has a valid link.
        let destination: Destination
        let behavior: LinkBehavior
        /// Set when the declaration has a link that could not be compiled.
        let linkProblem: LinkProblem?
    }
}

/// Turns a payload into the route it opens.
typealias NotificationHandler = @Sendable (NotificationPayload) throws(PayloadError) -> AnyRoute
