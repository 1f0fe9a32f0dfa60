import Foundation
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark
@testable import WaymarkLinks

/// Every way iOS opens an app, as links made from the destination's declaration, and back.
@MainActor
@Suite("Entry points: activities, quick actions, widgets, App Intents")
struct EntryPointTests {
    static let configuration = {
        var configuration = LinkFixtureApp.configuration
        configuration.activityType = "app.example.screen"
        return configuration
    }()
    let product = ShopRoute.product(LinkFixtureApp.knownProduct).erased

    func registry(_ configuration: LinkConfiguration = Self.configuration) throws -> NavigationRegistry {
        var builder = RegistryBuilder(tabs: LinkFixtureApp.tabs, links: configuration)
        builder.add(ShopFeature(gate: ContentGate()))
        builder.add(AccountLinksFeature())
        return try builder.build()
    }

    @Test func theDeclarationGivesEachEntryPointWhatItNeeds() throws {
        let registry = try registry()
        let link = "app://product/0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b"
        let activity = try registry.userActivity(for: product)
        #expect(
            activity
                == UserActivity(
                    activityType: "app.example.screen",
                    webpageURL: "https://example.com/product/0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
                    targetContentIdentifier: link, userInfo: ["link": link]))
        let action = try registry.quickAction(for: product, title: "Your product")
        #expect(
            action
                == QuickAction(type: "app.example.screen.shop.product", title: "Your product", userInfo: ["link": link])
        )
        #expect(try registry.widgetURL(for: product) == link + "?via=widget")
        #expect(registry.urlTemplate(for: "shop.itemPage") == "https://example.com/item/{id}-{name}?via=appIntent")
        #expect(registry.urlTemplate(for: "shop.compare") == "https://example.com/compare?items={items}&via=appIntent")
        #expect(registry.urlTemplate(for: "shop.reviews") == "https://example.com/item/{id}/reviews?via=appIntent")
        #expect(registry.urlTemplate(for: "shop.files") == "https://example.com/files/{path}?via=appIntent")
        // Without a type of its own, the app hands over the web page.
        let plain = try self.registry(LinkFixtureApp.configuration).userActivity(for: product)
        #expect(plain.activityType == UserActivity.browsingWebType && plain.userInfo.isEmpty)
    }

    @Test func eachActivityBringsItsLinkAndABadOneIsATypedRejection() throws {
        let registry = try registry()
        let link = "app://item/3"
        let cases: [(UserActivity, Result<String, LinkRejection>)] = [
            (
                UserActivity(activityType: UserActivity.browsingWebType, webpageURL: "https://example.com/item/3"),
                .success("https://example.com/item/3")
            ),
            (UserActivity(activityType: "app.example.screen", userInfo: ["link": link]), .success(link)),
            (
                UserActivity(
                    activityType: UserActivity.spotlightType, userInfo: [UserActivity.spotlightIdentifierKey: link]),
                .success(link)
            ),
            (
                UserActivity(activityType: "com.other.app"),
                .failure(.unreadableActivity("an activity of the unknown type 'com.other.app'"))
            ),
            (
                UserActivity(activityType: "app.example.screen", userInfo: ["url": link]),
                .failure(.unreadableActivity("an activity without its 'link'"))
            ),
            (
                UserActivity(activityType: UserActivity.browsingWebType),
                .failure(.unreadableActivity("a web page activity without its webpageURL"))
            ),
            (
                UserActivity(
                    activityType: UserActivity.spotlightType, userInfo: [UserActivity.spotlightIdentifierKey: ""]),
                .failure(.unreadableActivity("a Spotlight result without its identifier"))
            ),
        ]
        for (activity, expected) in cases {
            #expect(registry.link(forActivity: activity) == expected, "\(activity)")
        }
        #expect(
            registry.link(forQuickAction: QuickAction(type: "x", title: "X", userInfo: [:]))
                == .failure(.unreadableActivity("a quick action without its 'link'")))
    }

    @Test func anActivityOpensUnderTheSameRulesWithItsOwnCause() async throws {
        let registry = try registry()
        let session = NavigationSession(registry: registry)
        let router = NavigationRouter(session: session)
        let handler = LinkHandler(router: router)
        let spotlight = UserActivity(
            activityType: UserActivity.spotlightType, userInfo: [UserActivity.spotlightIdentifierKey: "app://item/3"])
        #expect(
            await handler.continueActivity(spotlight, from: .spotlight) == .queued, "Before the app is ready, it waits")
        #expect(await handler.appDidBecomeReady() == [.opened])
        #expect(router.state.stack(of: "search") == [ShopRoute.item(3).erased])
        #expect(router.journal.entries.last?.cause == .entryPoint(.spotlight, link: "app://item/3"))
        #expect(router.journal.entries.map { ScreenViewEvent.Arrival($0.cause) } == [.spotlight])
        // A screen that needs sign-in waits for it, whatever the entry point.
        let action = try registry.quickAction(
            for: AccountLinkRoute.profile(LinkFixtureApp.knownProduct).erased, title: "Profile")
        #expect(await handler.perform(action) == .held(.signedIn))
        #expect(router.state.held?.cause == .entryPoint(.quickAction, link: action.userInfo["link"]!))
        // A widget's URL and an App Intent's go the same way.
        #expect(await handler.open("app://item/4", from: .widget) == .opened)
        #expect(router.journal.entries.last?.cause == .entryPoint(.widget, link: "app://item/4"))
        // Marked, they say where they come from through `onOpenURL` and the web page activity too.
        #expect(await handler.open("app://item/5?via=widget") == .opened)
        #expect(router.journal.entries.last?.cause == .entryPoint(.widget, link: "app://item/5"))
        let page = UserActivity(
            activityType: UserActivity.browsingWebType, webpageURL: "https://example.com/item/6?via=appIntent")
        #expect(await handler.continueActivity(page, from: .handoff) == .opened)
        #expect(router.journal.entries.last?.cause == .entryPoint(.appIntent, link: "https://example.com/item/6"))
        // An unreadable activity leaves the state but for the notice.
        let before = router.state.stacks
        #expect(
            await handler.continueActivity(UserActivity(activityType: "com.other"), from: .handoff)
                == .rejected(.unreadableActivity("an activity of the unknown type 'com.other'")))
        #expect(router.state.stacks == before)
        #expect(
            router.state.notice == .linkRejected(.unreadableActivity("an activity of the unknown type 'com.other'")))
    }

    @Test func aMarkedLinkOpensUnmarkedFromItsEntryPointWhateverItsForm() async throws {
        let registry = try registry()
        let routes = [
            product, ShopRoute.reviews(item: 3, sort: "oldest").erased,
            ShopRoute.compare([LinkFixtureApp.knownProduct, LinkFixtureApp.knownProduct]).erased,
            ShopRoute.filtered(tags: ["a-b", "c"], sizes: [2]).erased, ShopRoute.tag("via=widget &x?#").erased,
        ]
        for source in EntryPoint.allCases {
            for route in routes {
                for form in [LinkForm.canonical, .universal] {
                    let handler = LinkHandler(router: NavigationRouter(session: NavigationSession(registry: registry)))
                    await handler.appDidBecomeReady()
                    let marked = try registry.link(for: route, from: source, form: form)
                    let plain = try registry.link(for: route, form: form)
                    #expect(marked.contains("via=\(source)"), "\(marked)")
                    #expect(await handler.open(marked) == .opened, "\(marked)")
                    #expect(handler.router.journal.entries.last?.cause == .entryPoint(source, link: plain), "\(marked)")
                    #expect(handler.router.state.stacks.values.contains { $0.last?.route == route }, "\(marked)")
                }
            }
        }
    }

    @Test func aMarkThatMakesTheLinkTooLongIsRefusedLikeAnyLongLink() throws {
        let registry = try registry()
        let limit = Self.configuration.maximumLength
        let route = ShopRoute.tag(String(repeating: "a", count: limit - "app://tag/".count)).erased
        #expect(try registry.link(for: route).utf8.count == limit)
        #expect(throws: LinkValueError.tooLong(length: limit + "?via=widget".count, limit: limit)) {
            try registry.widgetURL(for: route)
        }
    }

    @Test func aMarkNamingNoEntryPointIsAnUnknownKeyLikeAnyOther() async throws {
        let handler = LinkHandler(router: NavigationRouter(session: NavigationSession(registry: try registry())))
        await handler.appDidBecomeReady()
        #expect(await handler.open("app://item/7?via=postcard") == .opened)
        #expect(handler.router.journal.entries.last?.cause == .link("app://item/7?via=postcard"))
        // Where the mark sits among other items and a fragment does not matter.
        #expect(await handler.open("app://item/8/reviews?via=widget&sort=oldest#top") == .opened)
        #expect(
            handler.router.journal.entries.last?.cause
                == .entryPoint(.widget, link: "app://item/8/reviews?sort=oldest#top"))
    }

}
