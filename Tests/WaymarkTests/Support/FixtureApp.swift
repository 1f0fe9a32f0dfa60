import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// A small app to exercise the engine with: three tabs and two features whose destinations cover
/// every presentation and access level.
enum FixtureApp {
    static let tabs: [TabID] = ["home", "search", "account"]

    static func registry() throws -> NavigationRegistry {
        var builder = RegistryBuilder(tabs: tabs)
        builder.add(CatalogFeature())
        builder.add(AccountFeature())
        return try builder.build()
    }

    /// A harness on the fixture app's registry, at the cold-start state, in a session where the
    /// user has met `met` (signed in, unless a test says otherwise).
    @MainActor
    static func harness(met: Set<Requirement> = [.signedIn]) throws -> NavigationHarness {
        try NavigationHarness(tabs: tabs, features: [CatalogFeature(), AccountFeature()], met: met)
    }
}

enum CatalogRoute: Route {
    case home
    case search
    case list
    case item(Int)
    case reviews(Int)

    static let typeKey = "fixture.catalog"

    var destinationName: DestinationName {
        switch self {
        case .home: "catalog.home"
        case .search: "catalog.search"
        case .list: "catalog.list"
        case .item: "catalog.item"
        case .reviews: "catalog.reviews"
        }
    }
}

struct CatalogFeature: NavigationFeature {
    let name = "catalog"

    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(
            CatalogRoute.self,
            destinations: [
                .tabRoot("catalog.home", tab: "home"),
                .tabRoot("catalog.search", tab: "search"),
                .push("catalog.list", hostTab: "search"),
                .push("catalog.item", hostTab: "search", tabBar: .hidden),
                .push("catalog.reviews", hostTab: nil),
            ])
    }
}

enum AccountRoute: Route {
    case overview
    case profile(Int)
    case settings
    case privacy
    case deleteAccount
    case signIn

    static let typeKey = "fixture.account"

    var destinationName: DestinationName {
        switch self {
        case .overview: "account.overview"
        case .profile: "account.profile"
        case .settings: "account.settings"
        case .privacy: "account.privacy"
        case .deleteAccount: "account.deleteAccount"
        case .signIn: "account.signIn"
        }
    }
}

struct AccountFeature: NavigationFeature {
    let name = "account"

    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(
            AccountRoute.self,
            destinations: [
                .tabRoot("account.overview", tab: "account"),
                .push("account.profile", hostTab: "account", tabBar: .hidden).requires(.signedIn),
                .sheet("account.settings").requires(.signedIn),
                .pushInModal("account.privacy").requires(.signedIn),
                .pushInModal("account.deleteAccount", access: .internal).reachable(from: "account.privacy"),
                .fullScreenCover("account.signIn").satisfies(.signedIn, with: .signIn),
            ])
    }
}

/// Short names for erased fixture routes, so expected states read like the screens they show.
extension AnyRoute {
    static let list = CatalogRoute.list.erased
    static func item(_ id: Int) -> AnyRoute { CatalogRoute.item(id).erased }
    static func reviews(_ id: Int) -> AnyRoute { CatalogRoute.reviews(id).erased }
    static func profile(_ id: Int) -> AnyRoute { AccountRoute.profile(id).erased }
    static let settings = AccountRoute.settings.erased
    static let privacy = AccountRoute.privacy.erased
    static let deleteAccount = AccountRoute.deleteAccount.erased
    static let signIn = AccountRoute.signIn.erased
    static let catalogHome = CatalogRoute.home.erased
}
