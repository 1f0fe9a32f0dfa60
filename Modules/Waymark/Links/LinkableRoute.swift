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
/// route type erased.
struct LinkBehavior: Sendable {
    var build: (@Sendable (LinkValues) throws(LinkValueError) -> AnyRoute)?
    var values: (@Sendable (AnyRoute) -> LinkValues?)?
    var parent: (@Sendable (AnyRoute) async -> AnyRoute?)?
    var content: (noun: String, exists: @Sendable (AnyRoute) async -> Bool)?

    init<R: Route>(_ declaration: DestinationDeclaration<R>) {
        if let linkable = R.self as? any LinkableRoute.Type {
            (build, values) = Self.coding(linkable, declaration.name)
        }
        if let parent = declaration.parent {
            self.parent = { route in
                guard let route = route.as(R.self) else { return nil }
                return await parent(route)
            }
        }
        if let (noun, exists) = declaration.content {
            content = (noun, { route in
                guard let route = route.as(R.self) else { return false }
                return await exists(route)
            })
        }
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
