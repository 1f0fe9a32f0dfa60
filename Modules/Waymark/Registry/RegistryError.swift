/// One problem found while building the registry. Each names everything involved, so the fix is
/// obvious from the message alone.
package enum RegistryConflict: Hashable, Sendable, CustomStringConvertible {
    /// The app listed no tabs.
    case noTabs
    /// The app listed a tab twice.
    case duplicateTab(TabID)
    /// Two features (or one feature twice) registered under the same feature name.
    case duplicateFeature(String)
    /// Two registrations declared the same destination name.
    case duplicateDestination(DestinationName, firstFeature: String, secondFeature: String)
    /// Two registrations used the same route type key.
    case duplicateRouteType(key: String, firstFeature: String, secondFeature: String)
    /// Two destinations claim to be the root of the same tab.
    case duplicateTabRoot(TabID, first: DestinationName, second: DestinationName)
    /// A destination names a tab the app does not have.
    case unknownTab(TabID, destination: DestinationName, feature: String)
    /// A destination's link pattern is not valid.
    case invalidLink(DestinationName, feature: String, reason: String)
    /// A link pattern uses a parameter type that is neither built in nor configured.
    case unknownParameterType(String, destination: DestinationName, feature: String)
    /// A destination declares a link, but its route type is not a ``LinkableRoute``.
    case linkWithoutLinkableRoute(DestinationName, feature: String)
    /// Two registrations define a link parameter type of the same name (or one named like a
    /// built-in type or a configured one).
    case duplicateParameterType(String, firstFeature: String, secondFeature: String)
    /// Two features handle the same notification type.
    case duplicateNotificationType(String, firstFeature: String, secondFeature: String)
    /// Two features declare that they answer dialogs whose actions are of one type
    /// (``FeatureRegistrar/answersDialogs(of:)``), named in name order.
    case dialogActionAnsweredTwice(actionType: String, firstFeature: String, secondFeature: String)
    /// Two destinations are declared to meet the same requirement.
    case duplicateSatisfier(Requirement, first: DestinationName, second: DestinationName)
    /// A destination declared to meet a requirement is not a sheet or cover, its route is for
    /// another destination, or it needs the very requirement it meets.
    case invalidSatisfier(Requirement, destination: DestinationName, feature: String)
    /// A destination needs a requirement that no destination is declared to meet.
    case unmetRequirement(Requirement, destination: DestinationName, feature: String)
    /// An internal destination names no screen that leads to it, so nothing could ever show it.
    case internalWithoutEntry(DestinationName, feature: String)
    /// The destination declares sheet sizes but is not a sheet, or declares a size twice.
    case invalidDetents(DestinationName, feature: String)
    /// A destination hides the tab bar but is not pushed: a tab's root and a modal layer show the
    /// tab bar as the platform does.
    case tabBarHiddenOffStack(DestinationName, feature: String)
    /// A destination declares a zoom source (``DestinationDeclaration/Case/zooms(from:)``) but is
    /// neither pushed nor a full-screen cover, the two that zoom.
    case invalidZoom(DestinationName, feature: String)
    /// The tab declared as the search tab is not one of the app's tabs.
    case unknownSearchTab(TabID)
    /// A destination names, as a screen leading to it, a destination that is not registered.
    case unknownEntry(DestinationName, destination: DestinationName, feature: String)
    /// A route type declared by hand has a value whose destination its feature never declared.
    case undeclaredDestination(DestinationName, routeType: String, feature: String)
    /// A destination asks another for a value of a type the other does not give back: another
    /// type, none, or the other does not exist (`answererFeature` is then `nil`).
    case resultTypeMismatch(
        asker: DestinationName, askerFeature: String, answerer: DestinationName, answererFeature: String?,
        asked: ResultType, given: ResultType?)
    /// A destination was declared for a route type none of whose values shows it.
    case destinationWithoutRoute(DestinationName, routeType: String, feature: String)
    /// The route a link builds for a destination names another destination.
    case routeNameMismatch(declared: DestinationName, returned: DestinationName, routeType: String, feature: String)
    /// A feature declares two redirect rules of one name
    /// (``FeatureRegistrar/redirect(_:answering:priority:_:)``).
    case duplicateRedirect(String, feature: String)
    /// Two features declare redirect rules of one priority that answer `kinds` of intent both:
    /// which answers first is not declared.
    case redirectsInNoOrder(first: String, second: String, priority: Int, kinds: [NavigationIntent.Kind])
    /// Two link patterns would match the same links with equal precedence.
    case ambiguousLinks(
        first: DestinationName, firstFeature: String, firstPattern: String,
        second: DestinationName, secondFeature: String, secondPattern: String)

    package var description: String {
        switch self {
        case .noTabs:
            "The app declares no tabs."
        case .duplicateTab(let tab):
            "The tab '\(tab)' is listed twice."
        case .duplicateFeature(let feature):
            "The feature name '\(feature)' is registered twice."
        case .duplicateDestination(let name, let first, let second) where first == second:
            "The destination '\(name)' is declared twice by feature '\(first)'."
        case .duplicateDestination(let name, let first, let second):
            "The destination '\(name)' is declared by both '\(first)' and '\(second)'."
        case .duplicateRouteType(let key, let first, let second) where first == second:
            "The route type key '\(key)' is registered twice by feature '\(first)'."
        case .duplicateRouteType(let key, let first, let second):
            "The route type key '\(key)' is registered by both '\(first)' and '\(second)'."
        case .duplicateTabRoot(let tab, let first, let second):
            "The tab '\(tab)' has two roots: '\(first)' and '\(second)'."
        case .unknownTab(let tab, let destination, let feature):
            "'\(destination)' (feature '\(feature)') names the tab '\(tab)', which the app does not have."
        case .invalidLink(let destination, let feature, let reason):
            "'\(destination)' (feature '\(feature)') has an invalid link: \(reason)"
        case .unknownParameterType(let type, let destination, let feature):
            "'\(destination)' (feature '\(feature)') uses the parameter type '\(type)', which is neither built in nor configured."
        case .linkWithoutLinkableRoute(let destination, let feature):
            "'\(destination)' (feature '\(feature)') declares a link, but its route type does not conform to LinkableRoute."
        case .duplicateParameterType(let name, let first, let second):
            "The link parameter type '\(name)' is defined by both '\(first)' and '\(second)'."
        case .duplicateNotificationType(let type, let first, let second):
            "The notification type '\(type)' is handled by both '\(first)' and '\(second)'."
        case .dialogActionAnsweredTwice(let type, let first, let second):
            "The features '\(first)' and '\(second)' both answer dialogs whose actions are \(type); each feature answers its own action type."
        case .duplicateSatisfier(let requirement, let first, let second):
            "The requirement '\(requirement)' is met by both '\(first)' and '\(second)'."
        case .invalidSatisfier(let requirement, let destination, let feature):
            "'\(destination)' (feature '\(feature)') cannot meet '\(requirement)': it must be a sheet or full-screen cover, declared with a route of its own, that does not itself need '\(requirement)'."
        case .unmetRequirement(let requirement, let destination, let feature):
            "'\(destination)' (feature '\(feature)') needs '\(requirement)', but no destination is declared to meet it (use .satisfies(_:with:))."
        case .internalWithoutEntry(let destination, let feature):
            "'\(destination)' (feature '\(feature)') is internal but names no screen that leads to it (use .reachable(from:))."
        case .invalidDetents(let destination, let feature):
            "'\(destination)' (feature '\(feature)') declares sheet sizes, but is not a sheet or names a size twice."
        case .tabBarHiddenOffStack(let destination, let feature):
            "'\(destination)' (feature '\(feature)') hides the tab bar, but only a pushed screen can hide it."
        case .invalidZoom(let destination, let feature):
            "'\(destination)' (feature '\(feature)') zooms from a source, but only a pushed screen or a full-screen cover can zoom."
        case .unknownSearchTab(let tab):
            "The search tab '\(tab)' is not one of the app's tabs."
        case .unknownEntry(let entry, let destination, let feature):
            "'\(destination)' (feature '\(feature)') is reachable from '\(entry)', which is not registered."
        case .resultTypeMismatch(let asker, let askerFeature, let answerer, let answererFeature?, let asked, let given):
            "'\(asker)' (feature '\(askerFeature)') asks '\(answerer)' (feature '\(answererFeature)') for \(asked), but '\(answerer)' "
                + (given.map { "gives back \($0)" } ?? "gives nothing back") + "."
        case .resultTypeMismatch(let asker, let askerFeature, let answerer, nil, let asked, _):
            "'\(asker)' (feature '\(askerFeature)') asks '\(answerer)' for \(asked), but no feature registers '\(answerer)'."
        case .undeclaredDestination(let name, let type, let feature):
            "The route type '\(type)' (feature '\(feature)') has values for '\(name)', which the feature does not declare."
        case .destinationWithoutRoute(let name, let type, let feature):
            "'\(name)' (feature '\(feature)') is declared for the route type '\(type)', but none of its values shows it."
        case .routeNameMismatch(let declared, let returned, let type, let feature):
            "A link to '\(declared)' (feature '\(feature)') builds a '\(type)' route that names '\(returned)' instead; its destinationName and init(destination:values:) disagree."
        case .duplicateRedirect(let name, let feature):
            "The feature '\(feature)' declares the redirect rule '\(name)' twice."
        case .redirectsInNoOrder(let first, let second, let priority, let kinds):
            "The redirect rules '\(first)' and '\(second)' both answer \(kinds.map(\.rawValue).joined(separator: ", ")) intents at the same priority (\(priority)), so which answers first is not declared; give one of them a higher priority."
        case .ambiguousLinks(
            let first, let firstFeature, let firstPattern, let second, let secondFeature, let secondPattern):
            "The links '\(firstPattern)' of '\(first)' (feature '\(firstFeature)') and '\(secondPattern)' of '\(second)' (feature '\(secondFeature)') would match the same links with equal precedence."
        }
    }
}

/// The registry could not be built: every conflict found, not only the first.
public struct RegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The conflicts, in the order they were found.
    package let conflicts: [RegistryConflict]

    package init(conflicts: [RegistryConflict]) {
        self.conflicts = conflicts
    }

    public var description: String {
        (["The navigation registry has \(conflicts.count) conflict(s):"] + conflicts.map { "- \($0)" })
            .joined(separator: "\n")
    }
}
