import Foundation
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark
@testable import WaymarkLinks

/// An app with links of every kind the engine supports, configured like Chapter: a custom scheme,
/// two universal-link hosts, app-defined parameter types, parents and content checks.
enum LinkFixtureApp {
    static let tabs: [TabID] = ["home", "search", "account"]
    static let configuration = LinkConfiguration(
        schemes: ["app"],
        universalLinkHosts: ["example.com", "www.example.com"],
        parameterTypes: [
            .oneOf("sortOrder", ["newest", "oldest", "rating"]),
            .uuidList("itemList", count: 2...4),
        ])

    /// Products the fixture's catalog holds; links to others find their content missing.
    static let knownProduct = UUID(uuidString: "0B9E4F3A-1C2D-4E5F-8A9B-0C1D2E3F4A5B")!
    static let otherProduct = UUID(uuidString: "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b")!
    static let missingProduct = UUID(uuidString: "00000000-0000-4000-8000-000000000000")!

    static func builder(
        gate: ContentGate = ContentGate(), account: AccountLinksFeature = AccountLinksFeature()
    ) -> RegistryBuilder {
        var builder = RegistryBuilder(tabs: tabs, links: configuration)
        builder.add(ShopFeature(gate: gate))
        builder.add(account)
        return builder
    }

    @MainActor
    static func handler(
        signedIn: Bool = false, gate: ContentGate = ContentGate(), account: AccountLinksFeature = AccountLinksFeature()
    ) throws -> LinkHandler {
        let registry = try builder(gate: gate, account: account).build()
        let session = NavigationSession(registry: registry, met: signedIn ? [.signedIn] : [])
        return LinkHandler(router: NavigationRouter(session: session))
    }
}

enum ShopRoute: LinkableRoute {
    case home
    case search
    case item(Int)
    case reviews(item: Int, sort: String)
    case allReviews
    case author(String)
    case product(UUID)
    case category(String)
    case newArrivals
    case compare([UUID])
    case tag(String)
    case numberedTag(Int)
    case files([String])
    /// Products with every tag given (`?tag=a&tag=b`) and of any of the sizes given.
    case filtered(tags: [String], sizes: [Int])
    /// An item as the website writes it: `item/12-blue-shoes`.
    case itemPage(Int, name: String)
    /// A product's data: `product/<uuid>.json`.
    case productData(UUID)
    /// A version of the API: `api/v2`.
    case apiVersion(Int)

    static let typeKey = "fixture.shop"

    var destinationName: DestinationName {
        switch self {
        case .home: "shop.home"
        case .search: "shop.search"
        case .item: "shop.item"
        case .reviews: "shop.reviews"
        case .allReviews: "shop.allReviews"
        case .author: "shop.author"
        case .product: "shop.product"
        case .category: "shop.category"
        case .newArrivals: "shop.newArrivals"
        case .compare: "shop.compare"
        case .tag: "shop.tag"
        case .numberedTag: "shop.numberedTag"
        case .files: "shop.files"
        case .filtered: "shop.filtered"
        case .itemPage: "shop.itemPage"
        case .productData: "shop.productData"
        case .apiVersion: "shop.apiVersion"
        }
    }

    init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        switch destination {
        case "shop.home": self = .home
        case "shop.search": self = .search
        case "shop.item": self = .item(try values.int("id"))
        case "shop.reviews": self = .reviews(item: try values.int("id"), sort: try values.string("sort"))
        case "shop.allReviews": self = .allReviews
        case "shop.author": self = .author(try values.string("author"))
        case "shop.product": self = .product(try values.uuid("id"))
        case "shop.category": self = .category(try values.string("slug"))
        case "shop.newArrivals": self = .newArrivals
        case "shop.compare": self = .compare(try values.uuids("items"))
        case "shop.tag": self = .tag(try values.string("name"))
        case "shop.numberedTag": self = .numberedTag(try values.int("number"))
        case "shop.files": self = .files(try values.segments("path"))
        case "shop.filtered":
            self = .filtered(
                tags: try values.decodeIfPresent([String].self, "tags") ?? [],
                sizes: try values.decodeIfPresent([Int].self, "sizes") ?? [])
        case "shop.itemPage": self = .itemPage(try values.int("id"), name: try values.string("name"))
        case "shop.productData": self = .productData(try values.uuid("id"))
        case "shop.apiVersion": self = .apiVersion(try values.int("version"))
        default: throw .noLink(destination)
        }
    }

    var linkValues: LinkValues {
        switch self {
        case .home, .search, .newArrivals, .allReviews: [:]
        case .item(let id): ["id": .int(id)]
        case .reviews(let id, let sort): ["id": .int(id), "sort": .string(sort)]
        case .author(let name): ["author": .string(name)]
        case .product(let id): ["id": .uuid(id)]
        case .category(let slug): ["slug": .string(slug)]
        case .compare(let ids): ["items": .list(ids.map(LinkValue.uuid))]
        case .tag(let name): ["name": .string(name)]
        case .numberedTag(let number): ["number": .int(number)]
        case .files(let path): ["path": .list(path.map(LinkValue.string))]
        case .itemPage(let id, let name): ["id": .int(id), "name": .string(name)]
        case .productData(let id): ["id": .uuid(id)]
        case .apiVersion(let version): ["version": .int(version)]
        case .filtered(let tags, let sizes):
            [
                "tags": tags.isEmpty ? nil : .list(tags.map(LinkValue.string)),
                "sizes": sizes.isEmpty ? nil : .list(sizes.map(LinkValue.int)),
            ]
        }
    }
}

struct ShopFeature: NavigationFeature {
    let name = "shop"
    let gate: ContentGate

    func register(into registrar: inout FeatureRegistrar) {
        let gate = gate
        registrar.register(
            ShopRoute.self,
            destinations: [
                .tabRoot("shop.home", tab: "home").link("home"),
                .tabRoot("shop.search", tab: "search").link("search"),
                .push("shop.item", hostTab: "search", tabBar: .hidden).link("item/{id:int}"),
                .push("shop.reviews", hostTab: "search").link("item/{id:int}/reviews[?sort={sort:sortOrder=newest}]"),
                .push("shop.allReviews", hostTab: "search").link("reviews"),
                .push("shop.author", hostTab: "search").link("reviews/{author:slug}"),
                .push("shop.product", hostTab: "search")
                    .link("product/{id:uuid}")
                    .parent { route in
                        guard case .product(let id) = route else { return nil }
                        return ShopRoute.item(id == LinkFixtureApp.knownProduct ? 1 : 2).erased
                    }
                    .requiresContent("product") { route in
                        guard case .product(let id) = route else { return false }
                        return await gate.exists(id)
                    },
                .push("shop.category", hostTab: "search").link("category/{slug:slug}"),
                .push("shop.newArrivals", hostTab: "search").link("category/new"),
                .push("shop.compare", hostTab: "home").link("compare?items={items:itemList}"),
                .push("shop.tag", hostTab: "search").link("tag/{name}"),
                .push("shop.numberedTag", hostTab: "search").link("tag/{number:int}"),
                .push("shop.files", hostTab: "home").link("files/{path*}"),
                .push("shop.itemPage", hostTab: "search").link("item/{id:int}-{name:slug}"),
                .push("shop.productData", hostTab: "search").link("product/{id:uuid}.json"),
                .push("shop.apiVersion", hostTab: "home").link("api/v{version:int}"),
                .push("shop.filtered", hostTab: "search").link("filter[?tag={tags:slug[]}&size={sizes:int[]}]"),
            ])
        registrar.handleNotifications(ofType: "restock") { payload throws(PayloadError) in
            ShopRoute.product(try payload.uuid("product_id")).erased
        }
    }
}

enum AccountLinkRoute: LinkableRoute {
    case overview
    case profile(UUID)
    case chat(UUID, message: UUID?)
    case settings
    case privacy
    case deleteAccount
    case signIn

    static let typeKey = "fixture.accountLinks"

    var destinationName: DestinationName {
        switch self {
        case .overview: "account.overview"
        case .profile: "account.profile"
        case .chat: "account.chat"
        case .settings: "account.settings"
        case .privacy: "account.privacy"
        case .deleteAccount: "account.deleteAccount"
        case .signIn: "account.signIn"
        }
    }

    init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        switch destination {
        case "account.overview": self = .overview
        case "account.profile": self = .profile(try values.uuid("id"))
        case "account.chat": self = .chat(try values.uuid("id"), message: try values.optionalUUID("message"))
        case "account.settings": self = .settings
        case "account.privacy": self = .privacy
        case "account.deleteAccount": self = .deleteAccount
        case "account.signIn": self = .signIn
        default: throw .noLink(destination)
        }
    }

    var linkValues: LinkValues {
        switch self {
        case .overview, .settings, .privacy, .deleteAccount, .signIn: [:]
        case .profile(let id): ["id": .uuid(id)]
        case .chat(let id, let message): ["id": .uuid(id), "message": message.map(LinkValue.uuid)]
        }
    }
}

struct AccountLinksFeature: NavigationFeature {
    let name = "account"
    /// `false` plants a wrong rule, for the property tests to show they catch one: the profile
    /// declared without the sign-in it needs.
    var profileNeedsSignIn = true

    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(
            AccountLinkRoute.self,
            destinations: [
                .tabRoot("account.overview", tab: "account").link("account"),
                profileNeedsSignIn
                    ? .push("account.profile", hostTab: "account").requires(.signedIn).link("profile/{id:uuid}")
                    : .push("account.profile", hostTab: "account").link("profile/{id:uuid}"),
                .push("account.chat", hostTab: "account").requires(.signedIn).link(
                    "chat/{id:uuid}[?message={message:uuid}]"),
                .sheet("account.settings").requires(.signedIn).link("settings"),
                .pushInModal("account.privacy").requires(.signedIn)
                    .link("settings/privacy").parent(AccountLinkRoute.settings),
                .pushInModal("account.deleteAccount", access: .internal).reachable(from: "account.privacy")
                    .link("settings/delete-account").parent(AccountLinkRoute.settings),
                .fullScreenCover("account.signIn").link("sign-in").satisfies(.signedIn, with: .signIn),
            ])
        registrar.handleNotifications(ofType: "message") { payload throws(PayloadError) in
            AccountLinkRoute.chat(try payload.uuid("chat_id"), message: try payload.uuid("message_id")).erased
        }
    }
}

/// The fixture catalog's answer to "does this product exist?", which a test can hold back to
/// control when a link's resolution finishes, without sleeping.
actor ContentGate {
    private var heldProducts: Set<UUID> = []
    private var waiting: [UUID: CheckedContinuation<Void, Never>] = [:]
    private var arrivals: [UUID: CheckedContinuation<Void, Never>] = [:]
    private var arrived: Set<UUID> = []
    private var cancelled: Set<UUID> = []

    /// From now on, checks of `product` wait until ``release(_:)``.
    func hold(_ product: UUID) {
        heldProducts.insert(product)
    }

    /// Lets a held check of `product` answer.
    func release(_ product: UUID) {
        heldProducts.remove(product)
        waiting.removeValue(forKey: product)?.resume()
    }

    /// Returns once a check of `product` has started (and is being held), or when the waiting task
    /// is cancelled (a test's time limit), so a check that never starts fails a test, never hangs it.
    func waitForCheck(of product: UUID) async {
        if arrived.contains(product) { return }
        await withTaskCancellationHandler {
            await withCheckedContinuation { arrivals[product] = $0 }
        } onCancel: {
            Task { await self.stopWaiting(for: product) }
        }
    }

    private func stopWaiting(for product: UUID) {
        arrivals.removeValue(forKey: product)?.resume()
    }

    /// Whether a held check of `product` was cancelled (its link superseded) before release.
    func wasCancelled(_ product: UUID) -> Bool {
        cancelled.contains(product)
    }

    func exists(_ product: UUID) async -> Bool {
        if heldProducts.contains(product) {
            arrived.insert(product)
            arrivals.removeValue(forKey: product)?.resume()
            await withTaskCancellationHandler {
                await withCheckedContinuation { waiting[product] = $0 }
            } onCancel: {
                Task { await self.cancel(product) }
            }
        }
        return product != LinkFixtureApp.missingProduct
    }

    private func cancel(_ product: UUID) {
        guard let continuation = waiting.removeValue(forKey: product) else { return }
        cancelled.insert(product)
        continuation.resume()
    }
}

extension AnyRoute {
    static func shopItem(_ id: Int) -> AnyRoute { ShopRoute.item(id).erased }
    static func shopProduct(_ id: UUID) -> AnyRoute { ShopRoute.product(id).erased }
    static let accountSettings = AccountLinkRoute.settings.erased
    static let accountPrivacy = AccountLinkRoute.privacy.erased
    static let accountSignIn = AccountLinkRoute.signIn.erased
}
