@_spi(FrontEnd) @testable import Waymark

/// A small shop app with one destination of each kind the route map reads: tab roots, a pushed
/// screen with a declared parent, a signed-in screen, a sheet with a screen inside it, an
/// internal screen reached from that one, and the sign-in cover the guard presents.
enum MapFixtureApp {
    static func builder() -> RegistryBuilder {
        var builder = RegistryBuilder(
            tabs: ["home", "search", "account"], links: LinkConfiguration(schemes: ["app"], universalLinkHosts: []))
        builder.add(ShopMapFeature())
        builder.add(AccountMapFeature())
        return builder
    }
}

enum ShopMapRoute: LinkableRoute {
    case home, search
    case item(Int)
    case product(Int)

    static let typeKey = "fixture.mapShop"
    var destinationName: DestinationName {
        switch self {
        case .home: "shop.home"
        case .search: "shop.search"
        case .item: "shop.item"
        case .product: "shop.product"
        }
    }

    init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        switch destination {
        case "shop.home": self = .home
        case "shop.search": self = .search
        case "shop.item": self = .item(try values.int("id"))
        case "shop.product": self = .product(try values.int("id"))
        default: throw .noLink(destination)
        }
    }

    var linkValues: LinkValues {
        switch self {
        case .home, .search: [:]
        case .item(let id), .product(let id): ["id": .int(id)]
        }
    }
}

struct ShopMapFeature: NavigationFeature {
    let name = "shop"

    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(
            ShopMapRoute.self,
            destinations: [
                .tabRoot("shop.home", tab: "home").link("home"),
                .tabRoot("shop.search", tab: "search").link("search"),
                .push("shop.item", hostTab: "search").link("item/{id:int}"),
                .push("shop.product", hostTab: "search").link("product/{id:int}").parent { route in
                    guard case .product(let id) = route else { return nil }
                    return ShopMapRoute.item(id).erased
                },
            ])
    }
}

enum AccountMapRoute: LinkableRoute {
    case overview, profile, settings, privacy, deleteAccount, signIn

    static let typeKey = "fixture.mapAccount"
    var destinationName: DestinationName { DestinationName(rawValue: "account.\(self)") }

    init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        let all: [AccountMapRoute] = [.overview, .profile, .settings, .privacy, .deleteAccount, .signIn]
        guard let route = all.first(where: { $0.destinationName == destination }) else { throw .noLink(destination) }
        self = route
    }

    var linkValues: LinkValues { [:] }
}

struct AccountMapFeature: NavigationFeature {
    let name = "account"

    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(
            AccountMapRoute.self,
            destinations: [
                .tabRoot("account.overview", tab: "account").link("account"),
                .push("account.profile", hostTab: "account").requires(.signedIn).link("profile"),
                .sheet("account.settings").requires(.signedIn).link("settings"),
                .pushInModal("account.privacy").requires(.signedIn).link("settings/privacy")
                    .parent(AccountMapRoute.settings),
                .pushInModal("account.deleteAccount", access: .internal).reachable(from: "account.privacy")
                    .link("settings/delete-account").parent(AccountMapRoute.settings),
                .fullScreenCover("account.signIn").link("sign-in").satisfies(.signedIn, with: .signIn),
            ])
    }
}
