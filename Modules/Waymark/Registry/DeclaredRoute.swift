/// A route type that declares its destinations itself, one per case: what `@Routes` (in
/// `WaymarkMacros`) generates from a feature's route enum.
///
/// Its ``destinations`` carry each case's presentation, access and link; the feature adds what
/// needs its services (content checks, parents) through typed handles, one per case, when it
/// registers:
///
/// ```swift
/// registrar.register(CoursesRoute.self) { courses in
///     courses.detail.requiresContent("course") { id in await service.course(id) != nil }
/// }
/// ```
public protocol DeclaredRoute: LinkableRoute {
    /// One ``DestinationDeclaration/Case`` per case, by the case's name.
    associatedtype Destinations: RouteDestinations<Self>
    /// Every destination as the type declares it, before the feature adds its checks.
    static var destinations: Destinations { get }
}

/// The destinations of one ``DeclaredRoute`` type.
public protocol RouteDestinations<Declared>: Sendable {
    /// The route type they belong to.
    associatedtype Declared: Route
    /// Every destination, in the order the cases are declared.
    var declarations: [DestinationDeclaration<Declared>] { get }
}

extension DestinationDeclaration {
    /// One destination of a declared route type, typed by the values of its case, so that the
    /// checks a feature adds receive those values directly instead of matching the case again: the
    /// handle `@Routes` generates for each case (`courses.detail`), holding the declaration the
    /// registry receives.
    ///
    /// `Values` is `Void` for a case without values, the value for a case with one, and a labelled
    /// tuple for a case with several (`(id: GroupID, message: MessageID?)`).
    public struct Case<Values: Sendable>: Sendable {
        /// The declaration the registry receives.
        public private(set) var declaration: DestinationDeclaration<R>
        private let values: @Sendable (R) -> Values?
        private let route: @Sendable (Values) -> R

        /// A destination whose routes are made by `route` and read back by `values` (which answers
        /// `nil` for the type's other cases). Generated code calls this; a hand-written route type can
        /// too.
        public init(
            _ declaration: DestinationDeclaration<R>,
            values: @escaping @Sendable (R) -> Values?,
            route: @escaping @Sendable (Values) -> R
        ) {
            self.declaration = declaration
            self.values = values
            self.route = route
        }

        /// The destination's app-wide name, for the declarations that refer to another destination
        /// (``reachable(from:)``).
        public var name: DestinationName { declaration.name }

        /// The route of this destination with `values`.
        public func route(_ values: Values) -> R {
            route(values)
        }

        /// The screen to put under this one when a link names it alone (see
        /// ``DestinationDeclaration/parent(_:)-((R)->AnyRoute?)``).
        public mutating func parent(_ resolve: @escaping @Sendable (Values) async -> AnyRoute?) {
            let values = values
            declaration = declaration.parent { route in
                guard let value = values(route) else { return nil }
                return await resolve(value)
            }
        }

        /// A parent that does not depend on the route's values.
        public mutating func parent(_ route: some Route) {
            declaration = declaration.parent(route)
        }

        /// Follows links to this destination only when `exists` finds their content (see
        /// ``DestinationDeclaration/requiresContent(_:exists:)``).
        public mutating func requiresContent(_ kind: ContentKind, exists: @escaping @Sendable (Values) async -> Bool) {
            let values = values
            declaration = declaration.requiresContent(kind) { route in
                guard let value = values(route) else { return false }
                return await exists(value)
            }
        }

        /// Follows links to this destination only when its content is there, and takes its parent
        /// screen from that content: `parent` returns the parent, or `nil` when the content is gone,
        /// so one read answers both (see ``DestinationDeclaration/requiresContent(_:parent:)``).
        public mutating func requiresContent(
            _ kind: ContentKind, parent: @escaping @Sendable (Values) async -> AnyRoute?
        ) {
            let values = values
            declaration = declaration.requiresContent(kind) { route in
                guard let value = values(route) else { return nil }
                return await parent(value)
            }
        }

        /// Marks what of this destination's values a ``ScreenViewEvent`` may report (see
        /// ``DestinationDeclaration/reportable(_:)``).
        public mutating func reportable(_ report: @escaping @Sendable (Values) -> [String: String]) {
            let values = values
            declaration = declaration.reportable { route in values(route).map(report) ?? [:] }
        }

        /// Gives a value of type `Value` back to the screen that asked for it (see
        /// ``DestinationDeclaration/givesBack(_:)``).
        public mutating func givesBack<Value: Codable & Sendable & Equatable>(_ type: Value.Type) {
            declaration = declaration.givesBack(type)
        }

        /// Asks `answerer` for a value of type `Value`; `deliver` makes this screen's route from
        /// its values and the value (see ``DestinationDeclaration/asks(_:for:_:)``).
        public mutating func asks<Value: Codable & Sendable & Equatable>(
            _ answerer: DestinationName, for type: Value.Type, _ deliver: @escaping @Sendable (Values, Value) -> R
        ) {
            let values = values
            declaration = declaration.asks(answerer, for: type) { asker, value in
                values(asker).map { deliver($0, value) } ?? asker
            }
        }

        /// Asks `answerer` for a value of type `Value`, kept for this entry under `key` (see
        /// ``DestinationDeclaration/asks(_:for:keepingIn:_:)``).
        public mutating func asks<Value: Codable & Sendable & Equatable, Kept: Codable & Sendable>(
            _ answerer: DestinationName, for type: Value.Type, keepingIn key: ScreenStateKey.Saved<Kept>,
            _ keep: @escaping @Sendable (Kept?, Value) -> Kept
        ) {
            declaration = declaration.asks(answerer, for: type, keepingIn: key, keep)
        }

        /// Requires `requirement` besides what the access level implies.
        public mutating func requires(_ requirement: Requirement) {
            declaration = declaration.requires(requirement)
        }

        /// For an internal destination: the destinations whose screens lead to it.
        public mutating func reachable(from entries: DestinationName...) {
            for entry in entries { declaration = declaration.reachable(from: entry) }
        }

        /// Zooms this case's screen out of the view `source` names, when opened from a screen that
        /// shows it (see ``DestinationDeclaration/zooms(from:)``).
        public mutating func zooms(from source: PresentationSource) {
            declaration = declaration.zooms(from: source)
        }

        /// Keeps the user from swiping this sheet away.
        public mutating func interactiveDismissDisabled() {
            declaration = declaration.interactiveDismissDisabled()
        }

        /// Keeps links written with `pattern`, the pattern this case's link replaced, opening it
        /// (see ``DestinationDeclaration/formerLink(_:)``).
        public mutating func formerLink(_ pattern: String) {
            declaration = declaration.formerLink(pattern)
        }

        /// Opens this case from the form the app's website writes (see
        /// ``DestinationDeclaration/websiteLink(_:)``).
        public mutating func websiteLink(_ pattern: String) {
            declaration = declaration.websiteLink(pattern)
        }

        /// Restores this case from snapshots saved (before version 2) by builds that named it `name`
        /// (see ``DestinationDeclaration/formerCase(_:)``).
        public mutating func formerCase(_ name: String) {
            declaration = declaration.formerCase(name)
        }

        /// Makes this modal the screen that meets `requirement`, shown with `values`.
        public mutating func satisfies(_ requirement: Requirement, with values: Values) {
            declaration = declaration.satisfies(requirement, with: route(values))
        }
    }
}

extension DestinationDeclaration.Case where Values == Void {
    /// Makes this modal, whose case has no values, the screen that meets `requirement`.
    public mutating func satisfies(_ requirement: Requirement) {
        satisfies(requirement, with: ())
    }
}

extension FeatureRegistrar {
    /// Registers a declared route type and its destinations; `configure` adds the checks and
    /// rules that need the feature's services, through each case's typed handle.
    public mutating func register<R: DeclaredRoute>(
        _ type: R.Type, _ configure: (inout R.Destinations) -> Void = { _ in }
    ) {
        var destinations = R.destinations
        configure(&destinations)
        register(destinations.declarations, coding: LinkCoding(type: R.self), isDeclared: true)
    }
}
