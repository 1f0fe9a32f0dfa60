/// A route that can be built from a link's values and written back as a link.
///
/// Together with each destination's ``LinkPattern`` this is the one declaration of a link: the
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

/// How the registry builds, writes, completes and checks links of one destination, with the
/// route type erased. A class, so the registry shares it rather than copying four closures.
final class LinkBehavior: Sendable {
    let build: (@Sendable (LinkValues) throws(LinkValueError) -> AnyRoute)?
    let values: (@Sendable (AnyRoute) -> LinkValues?)?
    let parent: (@Sendable (AnyRoute) async -> AnyRoute?)?
    let content: (noun: String, exists: @Sendable (AnyRoute) async -> Bool)?

    /// The behaviour of `declaration`; `coding` builds a route type's link coding once per type
    /// (see ``coding(for:)``), since finding out whether a type is linkable is a dynamic cast.
    init<R: Route>(_ declaration: DestinationDeclaration<R>, coding: LinkCoding?) {
        if let coding {
            (build, values) = coding(declaration.name)
        } else {
            build = nil
            values = nil
        }
        if let parent = declaration.parent {
            self.parent = { route in
                guard let route = route.as(R.self) else { return nil }
                return await parent(route)
            }
        } else {
            parent = nil
        }
        if let (noun, exists) = declaration.content {
            let check: @Sendable (AnyRoute) async -> Bool = { route in
                guard let route = route.as(R.self) else { return false }
                return await exists(route)
            }
            content = (noun, check)
        } else {
            content = nil
        }
    }

    typealias LinkCoding = (DestinationName) -> (
        @Sendable (LinkValues) throws(LinkValueError) -> AnyRoute, @Sendable (AnyRoute) -> LinkValues?
    )

    /// How routes of type `R` are built from and written as links, or `nil` if `R` is not a
    /// ``LinkableRoute``.
    static func coding<R: Route>(for type: R.Type) -> LinkCoding? {
        guard let linkable = R.self as? any LinkableRoute.Type else { return nil }
        return codingOf(linkable)
    }

    private static func codingOf<L: LinkableRoute>(_ type: L.Type) -> LinkCoding {
        { destination in coding(type, destination) }
    }

    private static func coding<L: LinkableRoute>(
        _ type: L.Type, _ destination: DestinationName
    ) -> (@Sendable (LinkValues) throws(LinkValueError) -> AnyRoute, @Sendable (AnyRoute) -> LinkValues?) {
        (
            { values throws(LinkValueError) in AnyRoute(try L(destination: destination, values: values)) },
            { route in route.as(L.self)?.linkValues }
        )
    }
}
