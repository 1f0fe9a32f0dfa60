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

/// How routes of one type are built from link values and written as link values, shared by all
/// the type's destinations (the destination's name says which case to build).
struct LinkCoding: Sendable {
    let build: @Sendable (DestinationName, LinkValues) throws(LinkValueError) -> AnyRoute
    let values: @Sendable (AnyRoute) -> LinkValues?

    /// The coding of `R`, or `nil` if `R` is not a ``LinkableRoute`` (a dynamic cast, so it is
    /// done once per route type, not once per destination).
    static func of<R: Route>(_ type: R.Type) -> LinkCoding? {
        guard let linkable = R.self as? any LinkableRoute.Type else { return nil }
        return coding(linkable)
    }

    private static func coding<L: LinkableRoute>(_ type: L.Type) -> LinkCoding {
        LinkCoding(
            build: { destination, values throws(LinkValueError) in AnyRoute(try L(destination: destination, values: values)) },
            values: { route in route.as(L.self)?.linkValues })
    }
}

/// How the registry completes and checks links of one destination (parents, content), with the
/// route type erased. A class, so the registry shares it rather than copying closures.
final class LinkBehavior: Sendable {
    let coding: LinkCoding?
    let parent: (@Sendable (AnyRoute) async -> AnyRoute?)?
    let content: (noun: String, exists: @Sendable (AnyRoute) async -> Bool)?

    /// The behavior of a destination with no parent and no content check.
    init(coding: LinkCoding?) {
        self.coding = coding
        parent = nil
        content = nil
    }

    init<R: Route>(_ declaration: DestinationDeclaration<R>, coding: LinkCoding?) {
        self.coding = coding
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
}
