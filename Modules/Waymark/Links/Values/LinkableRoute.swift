/// A route that can be built from a link's values and written back as a link.
///
/// Together with each destination's `LinkPattern` this is the one declaration of a link: the
/// pattern says where the values stand, the route says which values it has. A route type conforms
/// once for all its destinations:
///
/// ```swift
/// extension CoursesRoute: LinkableRoute {
///     init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
///         switch destination {
///         case "courses.detail": self = .detail(try values.uuid("id"))
///         default: throw .noLink(destination)
///         }
///     }
///     var linkValues: LinkValues {
///         switch self {
///         case .detail(let id): ["id": .uuid(id)]
///         }
///     }
/// }
/// ```
public protocol LinkableRoute: Route {
    /// The route of `destination` with the values a link gave; throws when the values do not make
    /// a valid route (the link is then rejected with the reason).
    init(destination: DestinationName, values: LinkValues) throws(LinkValueError)

    /// The values this route's link is written with, by the names its pattern uses.
    var linkValues: LinkValues { get }
}

/// How routes of one type are built from link values and written as link values, shared by all
/// the type's destinations (the destination's name says which case to build).
///
/// It keeps the route type itself rather than closures over it, so registering a feature
/// allocates nothing for it.
struct LinkCoding: Sendable {
    let type: any LinkableRoute.Type

    /// The coding of `R`, or `nil` if `R` is not a ``LinkableRoute`` (a dynamic cast, for route
    /// types registered through the overload for any ``Route``).
    static func of<R: Route>(_ type: R.Type) -> LinkCoding? {
        (R.self as? any LinkableRoute.Type).map(LinkCoding.init)
    }

    /// The route of `destination` with `values`.
    func build(_ destination: DestinationName, _ values: LinkValues) throws(LinkValueError) -> AnyRoute {
        try type.erasedRoute(destination: destination, values: values)
    }

    /// The values `route` writes its link with, or `nil` if it is not of this type.
    func values(_ route: AnyRoute) -> LinkValues? {
        type.linkValues(of: route)
    }
}

extension LinkableRoute {
    /// The route of `destination` with `values`, type-erased; reached through the metatype that
    /// ``LinkCoding`` keeps.
    static func erasedRoute(destination: DestinationName, values: LinkValues) throws(LinkValueError) -> AnyRoute {
        AnyRoute(try Self(destination: destination, values: values))
    }

    /// The link values of `route`, if it is of this type.
    static func linkValues(of route: AnyRoute) -> LinkValues? {
        route.as(Self.self)?.linkValues
    }
}

/// How the registry completes and checks links of one destination, with the route type erased.
struct LinkBehavior: Sendable {
    /// `nil` when the route type is not a ``LinkableRoute``.
    let coding: LinkCoding?
    /// `nil` for the many destinations with neither a parent nor a content check.
    let checks: LinkChecks?

    var parent: (@Sendable (AnyRoute) async -> AnyRoute?)? { checks?.parent }
    var content: (kind: ContentKind, exists: @Sendable (AnyRoute) async -> Bool)? { checks?.content }
    /// Whether the parent lookup answers the content check too (no parent: the content is gone).
    var parentProvesContent: Bool { checks?.parentProvesContent ?? false }
}

/// A destination's parent and content check, with the route type erased. A class, so the
/// registry shares the closures rather than copying them.
final class LinkChecks: Sendable {
    let parent: (@Sendable (AnyRoute) async -> AnyRoute?)?
    let content: (kind: ContentKind, exists: @Sendable (AnyRoute) async -> Bool)?
    let parentProvesContent: Bool

    /// The checks `declaration` declares (see ``DestinationDeclaration/hasLinkChecks``).
    init<R: Route>(_ declaration: DestinationDeclaration<R>) {
        parentProvesContent = declaration.parentProvesContent
        if let parent = declaration.parent {
            self.parent = { route in
                guard let route = route.as(R.self) else { return nil }
                return await parent(route)
            }
        } else {
            parent = nil
        }
        if let kind = declaration.contentKind, let exists = declaration.contentCheck {
            let check: @Sendable (AnyRoute) async -> Bool = { route in
                guard let route = route.as(R.self) else { return false }
                return await exists(route)
            }
            content = (kind, check)
        } else {
            content = nil
        }
    }
}
