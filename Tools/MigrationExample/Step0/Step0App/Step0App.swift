import AppModels
import Foundation
import Journeys
import LegacyApp
import Waymark
import WaymarkShell

/// The legacy app handed to Waymark whole: the tabs' content, the destination enum with its
/// parser as the fallback for every link, the sheets, and the notifications the legacy manager
/// read. The views are the legacy app's own (`MasterTabView`), unchanged.
public struct LegacyAppFeature: NavigationFeature {
    public let name = "app"

    public init() {}

    public func register(into registrar: inout FeatureRegistrar) {
        registrar.register(AppTabRoot.self)
        registrar.registerLegacy(
            AppDestination.self, presentation: .push(hostTab: nil), parsingLinks: DeepLinkManager.parseURL)
        registrar.registerLegacy(AppSheet.self, presentation: .modal(.sheet), parsingLinks: AppSheet.parseURL)
        for type in ["chat", "group"] {
            registrar.handleNotifications(ofType: type) { payload throws(PayloadError) in
                let fields = ["type": type, "id": try payload.string("id")]
                guard let destination = DeepLinkManager.parseNotification(fields) else {
                    throw .malformedField("id", expected: "a known \(type)")
                }
                return AnyRoute(destination)
            }
        }
    }
}

/// Step 0 of the move.
public enum Step0 {
    public static func registry() throws -> NavigationRegistry {
        var builder = RegistryBuilder(
            tabs: ["hub", "search", "connect"], links: LinkConfiguration(schemes: ["chapter"]))
        builder.add(LegacyAppFeature())
        return try builder.build()
    }

    /// Launches the app, from the session the previous launch saved: Waymark's, or on the first
    /// launch after the legacy app, the legacy app's own (its tab and its path).
    @MainActor
    public static func launch(session: SavedSession? = nil) async throws -> WaymarkShell {
        try await WaymarkShell(
            registry: try registry(), roots: [AppTabRoot.hub, AppTabRoot.search, AppTabRoot.connect], savedBy: "step0",
            session: session
        ) { views, navigator in
            let legacy = MasterTabView(navigate: { navigator.navigate($0) }, present: { navigator.present($0) })
            views.register(AppTabRoot.self) { root in
                switch root {
                case .hub: legacy.tabContent(.hub)
                case .search: legacy.tabContent(.search)
                case .connect: legacy.tabContent(.connect)
                }
            }
            views.register(AppDestination.self, legacy.destinationView(for:))
            views.register(AppSheet.self, legacy.sheetView)
        }
    }
}
