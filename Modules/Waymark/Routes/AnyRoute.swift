/// A route of any feature, so that one stack can hold routes declared by several features.
///
/// Equality and hashing work across types: two `AnyRoute`s are equal when they wrap values of the
/// same route type that are equal. Encoding writes the route's stable ``Route/typeKey`` next to its
/// value; decoding needs the registry's route types (see `NavigationRegistry.decoder()`), because
/// the key alone does not say which Swift type to build.
public struct AnyRoute: Hashable, Sendable, CustomStringConvertible {
    /// The wrapped route.
    public let base: any Route

    /// Wraps `route`.
    public init(_ route: some Route) {
        base = route
    }

    /// The stable key of the wrapped route's type.
    var typeKey: String {
        type(of: base).typeKey
    }

    /// The destination the wrapped route belongs to.
    public var destinationName: DestinationName {
        base.destinationName
    }

    /// The wrapped route as a `R`, or `nil` when it is a route of another type.
    public func `as`<R: Route>(_ type: R.Type) -> R? {
        base as? R
    }

    public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
        func isEqual<R: Route>(_ left: R) -> Bool {
            (rhs.base as? R) == left
        }
        return isEqual(lhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeKey)
        base.hash(into: &hasher)
    }

    public var description: String {
        "\(destinationName)(\(base))"
    }
}

extension Route {
    /// This route, type-erased so it can share a stack with routes of other features.
    public var erased: AnyRoute {
        AnyRoute(self)
    }
}
