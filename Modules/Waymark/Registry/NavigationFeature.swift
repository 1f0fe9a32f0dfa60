/// A feature module's one entry point into navigation.
///
/// The composition root creates each feature's value (with whatever services it needs) and hands
/// it to ``RegistryBuilder/add(_:)`` at start-up. A feature only ever sees its own registrar, so it
/// cannot reach into another feature's destinations.
public protocol NavigationFeature: Sendable {
    /// The feature's unique name, used to attribute destinations and report conflicts.
    var name: String { get }

    /// Declares the feature's route types and destinations.
    func register(into registrar: inout FeatureRegistrar)
}
