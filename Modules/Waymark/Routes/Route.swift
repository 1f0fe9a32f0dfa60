/// A value that identifies one screen a feature can show, with everything needed to show it.
///
/// Each feature declares its own route type, usually an enum with one case per destination, so the
/// app never grows one central destination enum. Routes are values: they are compared, hashed,
/// stored in stacks next to routes of other features (through ``AnyRoute``) and written into
/// restoration snapshots.
public protocol Route: Hashable, Codable, Sendable {
    /// The key under which values of this type are written into snapshots when their destination
    /// has no link (a route with a link is saved as its link).
    ///
    /// It must be unique across the app and must never change once shipped: a snapshot written by
    /// one version is read back by the next through this key, not through the Swift type name,
    /// which changes whenever a type is renamed or moved.
    static var typeKey: String { get }

    /// The registered destination this value belongs to.
    ///
    /// The registry looks up presentation, access and tab-bar policy through this name, so one
    /// route type can serve several destinations (`.detail`, `.compare`, ...).
    var destinationName: DestinationName { get }
}
