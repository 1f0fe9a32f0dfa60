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
        public internal(set) var declaration: DestinationDeclaration<R>
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

        /// The screen to put under this one when a link names it alone, so that back leads
        /// somewhere sensible after a cold start. It may depend on data (a course's university), so
        /// it is asynchronous; `nil` means no parent for these values.
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

        /// Follows links to this destination only when `exists` says their content is there; a
        /// link to missing content lands on the hosting tab's root with a
        /// ``Notice/contentMissing(_:)`` notice of this `kind`, which the app words ("This course
        /// is no longer available.").
        public mutating func requiresContent(_ kind: ContentKind, exists: @escaping @Sendable (Values) async -> Bool) {
            let values = values
            declaration = declaration.requiresContent(kind) { route in
                guard let value = values(route) else { return false }
                return await exists(value)
            }
        }

        /// Follows links to this destination only when its content is there, and takes its parent
        /// screen from that content (a course's university is read from the course): `parent`
        /// returns the parent, or `nil` when the content is gone. A link naming this destination
        /// alone reads the content once, for both; a link that puts it mid-chain checks it with
        /// the same lookup.
        public mutating func requiresContent(
            _ kind: ContentKind, parent: @escaping @Sendable (Values) async -> AnyRoute?
        ) {
            let values = values
            declaration = declaration.requiresContent(kind) { route in
                guard let value = values(route) else { return nil }
                return await parent(value)
            }
        }

        /// Marks what of this destination's values may leave the device with a
        /// ``ScreenViewEvent`` (to an analytics SDK): a screen view reports only the destination's
        /// name unless its feature says more is safe here, so no identifier leaks by default.
        /// Return the values by the names analytics should see them under; a value the user typed
        /// or that names a person should stay out.
        public mutating func reportable(_ report: @escaping @Sendable (Values) -> [String: String]) {
            let values = values
            declaration = declaration.reportable { route in values(route).map(report) ?? [:] }
        }

        /// Gives a value of type `Value` back to the screen that opened it for one (a picker's
        /// choice, a form's entry): opened with ``NavigationIntent/askForResult(_:)``, it answers
        /// with ``NavigationIntent/giveResult(_:)``, which closes it and delivers the value in one
        /// transaction. An asker that declares another type for it is a start-up conflict.
        mutating func givesBack<Value: Codable & Sendable & Equatable>(_ type: Value.Type) {
            declaration = declaration.givesBack(type)
        }

        /// Asks `answerer` for a value of type `Value`, which it must declare it gives back
        /// (``givesBack(_:)``; another type, or none, is a start-up conflict naming both
        /// features). When the value arrives, `deliver` makes this screen's route anew from its
        /// values and the value (the comparison with the chosen universities): the entry keeps its
        /// identity, and shows the new route.
        public mutating func asks<Value: Codable & Sendable & Equatable>(
            _ answerer: DestinationName, for type: Value.Type, _ deliver: @escaping @Sendable (Values, Value) -> R
        ) {
            let values = values
            declaration = declaration.asks(answerer, for: type) { asker, value in
                values(asker).map { deliver($0, value) } ?? asker
            }
        }

        /// Asks `answerer` for a value of type `Value` and keeps it for this entry as screen state
        /// under `key`, for a value the route cannot carry (a new task for a list, an edited
        /// text): `keep` makes what the entry keeps from what it kept before (`nil` the first time)
        /// and the value. The route stays as it is; the value is kept in the transaction that
        /// delivers it, and saved with the session like any `Codable` screen state.
        public mutating func asks<Value: Codable & Sendable & Equatable, Kept: Codable & Sendable>(
            _ answerer: DestinationName, for type: Value.Type, keepingIn key: ScreenStateKey.Saved<Kept>,
            _ keep: @escaping @Sendable (Kept?, Value) -> Kept
        ) {
            declaration = declaration.asks(answerer, for: type, keepingIn: key, keep)
        }

        /// Requires `requirement` (``Requirement/signedIn``, or one the app defines, such as
        /// finished onboarding) besides what the access level implies; navigation to it is held
        /// until the user meets it.
        public mutating func requires(_ requirement: Requirement) {
            declaration = declaration.requires(requirement)
        }

        /// For an internal destination: the destinations whose screens lead to it. It may only
        /// stand directly above one of them (on a stack, or as the top of the layer under a modal),
        /// which every transaction and every restoration checks.
        public mutating func reachable(from entries: DestinationName...) {
            for entry in entries { declaration = declaration.reachable(from: entry) }
        }

        /// Zooms this case's screen out of the view `source` names (a card showing what it opens)
        /// when the user opens it from a screen that shows that view; opened any other way (a link,
        /// a restored state, from a screen without that view) it comes with the ordinary
        /// transition. The plan says which. Only a pushed screen or a full-screen cover zooms:
        /// declaring it on another is a start-up conflict.
        public mutating func zooms(from source: PresentationSource) {
            declaration = declaration.zooms(from: source)
        }

        /// Keeps the user from swiping this sheet away, as SwiftUI's `interactiveDismissDisabled()`
        /// does; the UI adapter applies it from here. A full-screen cover has no swipe to disable.
        public mutating func interactiveDismissDisabled() {
            declaration = declaration.interactiveDismissDisabled()
        }

        /// Keeps links written with `pattern`, the pattern this case's link replaced, opening it:
        /// a changed pattern costs no one a shared link, a bookmark or a saved session. The former
        /// pattern takes every value of the case's link (the same names and types), and may take
        /// more, which are read and dropped; links are written with the case's link alone.
        public mutating func formerLink(_ pattern: String) {
            declaration = declaration.formerLink(pattern)
        }

        /// Opens this case from the form the app's website writes, such as
        /// `university/{id:int}-{name:slug}` beside the link `university/{id:int}`: the website's
        /// links open the app where it is installed. The form takes every value of the case's link
        /// and may take more (the name beside the id), which are read and dropped; links are
        /// written with the case's link alone.
        public mutating func websiteLink(_ pattern: String) {
            declaration = declaration.websiteLink(pattern)
        }

        /// Restores this case from snapshots saved (before version 2) by builds whose route case
        /// for it was named `name`: an app that renamed a case declares the old name once, and
        /// sessions saved before the rename keep the screen. Snapshots of version 2 save routes by
        /// their links and need no such declaration.
        public mutating func formerCase(_ name: String) {
            declaration = declaration.formerCase(name)
        }

        /// Makes this modal the screen that meets `requirement`, shown with `values`: when
        /// navigation needs it and the user lacks it, the access guard holds the navigation and
        /// presents this screen.
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
