import Waymark

/// Declares a feature's route enum as the one place its destinations are described.
///
/// Each case carries a ``Destination(_:tab:tabBar:access:requires:detents:link:)`` attribute. From them the macro
/// generates the route's type key (`feature` unless `typeKey` is given), each case's destination
/// name (`<feature>.<case>`), the link coding (matching and writing, through each case's labelled
/// values) and the feature's list of destinations, and makes the enum a ``DeclaredRoute``. A
/// mismatch between a link and its case is a compile error at the attribute that causes it.
///
/// ```swift
/// @Routes(feature: "courses")
/// public enum CoursesRoute {
///     @Destination(.push, tab: ChapterTab.search, tabBar: .hidden, link: "course/{id:uuid}")
///     case detail(id: CourseID)
/// }
/// ```
@attached(
    member,
    names: named(feature), named(typeKey), named(destinationName), named(init(destination:values:)), named(linkValues),
    named(Destinations), named(destinations))
@attached(extension, conformances: Route, LinkableRoute, DeclaredRoute)
public macro Routes(feature: String, typeKey: String? = nil) =
    #externalMacro(module: "WaymarkMacrosPlugin", type: "RoutesMacro")

/// Describes one case of a ``Routes(feature:typeKey:)`` enum: how its screen is presented, on
/// which tab, who may reach it and its link.
///
/// - Parameters:
///   - presentation: How the screen comes on screen.
///   - tab: For a tab root, its tab; for a push, the tab links open it on (`nil`: the selected
///     tab). Modals and screens pushed inside modals have none.
///   - tabBar: Whether the tab bar shows while a pushed screen is on top.
///   - access: Where it may be reached from: `.public` (the default) or `.internal`.
///   - requires: What the user must have before it is shown, such as ``Requirement/signedIn``;
///     navigation to it is held until the user has it. More go on the case's handle
///     (``DestinationDeclaration/Case/requires(_:)``).
///   - detents: For a sheet, the sizes it can take, smallest first; it opens at the first.
///   - gives: The type of the value the screen gives back to the screen that opens it for one
///     (`[UniversityID].self`; see ``DestinationDeclaration/givesBack(_:)``). A tab root gives
///     nothing back: no screen opens it.
///   - link: The link pattern, a string literal whose parameters are the case's labelled values
///     (see `LinkPattern` for the syntax). A value with a default in the case is optional in the link and
///     its default is left out of canonical links; write the default only in the case.
@attached(peer)
public macro Destination(
    _ presentation: PresentationStyle.Kind,
    tab: TabID? = nil,
    tabBar: TabBarPolicy = .visible,
    access: AccessLevel = .public,
    requires: Requirement? = nil,
    detents: [SheetDetent] = [],
    gives: Any.Type? = nil,
    link: String? = nil
) = #externalMacro(module: "WaymarkMacrosPlugin", type: "DestinationMacro")
