import ChapterKit
import Waymark

/// One feature as the app wires it in.
///
/// Everything the app must know about a feature lives in one file of the composition root,
/// `Features/<Name>.swift`, owned by the feature's team: this value (its registration, its screens,
/// routes to its destinations built from the sample data), its data service, and its router: the
/// one type that answers every method of the feature's router protocol. ``AppFeature/all``, which
/// the build writes (FeatureListPlugin), lists the features with the team each `OWNER` file names,
/// so adding a feature touches no other team's file.
package struct AppFeature: Sendable {
    /// Wires the feature in from the app's data; runs once, at start-up. A feature whose sample
    /// data cannot be read throws, and the app does not start.
    package let wire: @MainActor @Sendable (FeatureContext) throws -> WiredFeature
    /// The team that owns the feature, which the route map shows; `nil` until the feature list
    /// says it.
    package private(set) var owner: String?

    package init(_ wire: @escaping @MainActor @Sendable (FeatureContext) throws -> WiredFeature) {
        self.wire = wire
    }

    /// This feature, owned by `team`.
    package func owned(by team: String) -> AppFeature {
        var owned = self
        owned.owner = team
        return owned
    }
}

/// A feature, wired in: what the registry, the view registry and the route table take from it.
package struct WiredFeature {
    /// The feature's registration, with the services and the routes into other features it needs.
    let navigation: any NavigationFeature
    /// The feature's screens, given the app's router, on which the feature's own router stands.
    let screens: @MainActor (ChapterRouter) -> any ScreenProvider
    /// A route to each of the feature's destinations the sample data has content for: the route
    /// table's example links. Tab roots need none: the registry builds them.
    let sampleRoutes: [AnyRoute]
    /// What carries out the answers to the feature's dialogs, whose action type the feature
    /// declares in its registration (`FeatureRegistrar.answersDialogs(of:)`): the registry hands
    /// the app each answer's feature, and refuses to start if two declare one type.
    let dialogs: DialogAnswers?
    /// The team that owns the feature, from the feature list.
    var owner: String?

    /// A feature that asks no dialog.
    package init(
        _ navigation: any NavigationFeature, sampleRoutes: [AnyRoute] = [],
        screens: @escaping @MainActor (ChapterRouter) -> any ScreenProvider
    ) {
        self.navigation = navigation
        self.sampleRoutes = sampleRoutes
        self.dialogs = nil
        self.screens = screens
    }

    /// A feature whose dialogs' buttons carry actions of type `Action`, which `answer` carries out.
    package init<Action: Hashable & Sendable>(
        _ navigation: any NavigationFeature, sampleRoutes: [AnyRoute] = [], answering: Action.Type,
        with answer: @escaping @MainActor (Action, ChapterRouter) async -> Void,
        screens: @escaping @MainActor (ChapterRouter) -> any ScreenProvider
    ) {
        self.navigation = navigation
        self.sampleRoutes = sampleRoutes
        self.dialogs = DialogAnswers(Action.self, answer)
        self.screens = screens
    }
}

/// What a feature's wiring is given: the app's data.
package struct FeatureContext {
    /// The catalog the whole app shares (universities, courses, people, ...).
    package let catalog: ChapterCatalog
    /// The catalog as every feature's data service: each feature's file conforms it to the
    /// feature's own service protocol.
    let services: CatalogServices
}
