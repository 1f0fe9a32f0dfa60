import MacroTesting
import Testing
import WaymarkMacrosPlugin

/// What `@Routes` writes for a representative enum: a tab root, a push with a required, an
/// optional and a defaulted value, and a sheet that requires a signed-in user and takes two sizes. Compared as text, so any change to the generated
/// code is seen in review.
@Suite(.macros(routeMacros))
struct RoutesExpansionTests {
    @Test func anEnumBecomesADeclaredRoute() {
        assertMacro {
            """
            @Routes(feature: "shop")
            public enum ShopRoute {
                @Destination(.tabRoot, tab: Tabs.shop, link: "shop")
                case home
                @Destination(.push, tab: Tabs.shop, tabBar: .hidden, link: "item/{id:int}[?color={color:slug}&size={size:size}]")
                case item(id: ItemID, color: String? = nil, size: Size = .medium)
                @Destination(.sheet, requires: .signedIn, detents: [.medium, .large])
                case basket
            }
            """
        } expansion: {
            #"""
            public enum ShopRoute {
                case home
                case item(id: ItemID, color: String? = nil, size: Size = .medium)
                case basket

                /// The feature these routes belong to: its name in the registry and the first part of each
                /// destination's name.
                public static let feature = "shop"

                public static let typeKey = "shop"

                public var destinationName: Waymark.DestinationName {
                    switch self {
                    case .home:
                        "shop.home"
                    case .item:
                        "shop.item"
                    case .basket:
                        "shop.basket"
                    }
                }

                public init(destination: Waymark.DestinationName, values: Waymark.LinkValues) throws(Waymark.LinkValueError) {
                    switch destination.rawValue {
                    case "shop.home":
                        self = .home
                    case "shop.item":
                        self = .item(id: try values.decode(ItemID.self, "id", .int), color: try values.decodeIfPresent(String.self, "color", .string), size: try values.decodeIfPresent(Size.self, "size") ?? .medium)
                    default:
                        throw .noLink(destination)
                    }
                }

                public var linkValues: Waymark.LinkValues {
                    switch self {
                    case .home:
                        [:]
                    case .item(let id, let color, let size):
                        ["id": id.linkValue, "color": color?.linkValue, "size": size.linkValue]
                    case .basket:
                        [:]
                    }
                }

                /// One handle per case, through which the feature adds the checks that need its services.
                public struct Destinations: Waymark.RouteDestinations {
                    public var home: Waymark.DestinationDeclaration<ShopRoute>.Case<Void>
                    public var item: Waymark.DestinationDeclaration<ShopRoute>.Case<(id: ItemID, color: String?, size: Size)>
                    public var basket: Waymark.DestinationDeclaration<ShopRoute>.Case<Void>

                    public var declarations: [Waymark.DestinationDeclaration<ShopRoute>] {
                        [home.declaration, item.declaration, basket.declaration]
                    }
                }

                public static var destinations: Destinations {
                    Destinations(
                        home: Waymark.DestinationDeclaration<ShopRoute>.Case<Void>(
                            Waymark.DestinationDeclaration<ShopRoute>("shop.home", presentation: .tabRoot(Tabs.shop), link: "shop"),
                            values: { route in
                                guard case .home = route else {
                                    return nil
                                }
                                return ()
                            },
                            route: { _ in
                                .home
                            }),
                        item: Waymark.DestinationDeclaration<ShopRoute>.Case<(id: ItemID, color: String?, size: Size)>(
                            Waymark.DestinationDeclaration<ShopRoute>("shop.item", presentation: .push(hostTab: Tabs.shop), tabBar: .hidden, link: "item/{id:int}[?color={color:slug}&size={size:size=\((.medium as Size).linkValue.description)}]"),
                            values: { route in
                                guard case .item(let id, let color, let size) = route else {
                                    return nil
                                }
                                return (id: id, color: color, size: size)
                            },
                            route: { values in
                                .item(id: values.id, color: values.color, size: values.size)
                            }),
                        basket: Waymark.DestinationDeclaration<ShopRoute>.Case<Void>(
                            Waymark.DestinationDeclaration<ShopRoute>("shop.basket", presentation: .modal(.sheet), detents: [.medium, .large], requires: [.signedIn]),
                            values: { route in
                                guard case .basket = route else {
                                    return nil
                                }
                                return ()
                            },
                            route: { _ in
                                .basket
                            })
                    )
                }
            }

            extension ShopRoute: Waymark.Route, Waymark.LinkableRoute, Waymark.DeclaredRoute {
            }
            """#
        }
    }
}
