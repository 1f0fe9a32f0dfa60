import MacroTesting
import Testing
import WaymarkMacrosPlugin

/// Every mismatch between a case and its declaration is a compile error at the place that causes
/// it, with a fix-it where the fix is certain; nothing is generated while an error stands.
@Suite(.macros(routeMacros))
struct RoutesDiagnosticsTests {
    @Test func aLinkParameterThatNoLabelHasIsRenamedToTheLabelLeft() {
        assertMacro {
            """
            @Routes(feature: "typo")
            enum TypoRoute {
                @Destination(.push, link: "detail/{idd:int}")
                case detail(id: Int)
            }
            """
        } diagnostics: {
            """
            @Routes(feature: "typo")
            enum TypoRoute {
                @Destination(.push, link: "detail/{idd:int}")
                                          ┬─────────────────
                                          ╰─ 🛑 the link's parameter 'idd' is not a value of case 'detail'; its values are 'id'
                                             ✏️ rename the parameter to 'id'
                case detail(id: Int)
            }
            """
        } fixes: {
            """
            @Routes(feature: "typo")
            enum TypoRoute {
                @Destination(.push, link: "detail/{id:int}")
                case detail(id: Int)
            }
            """
        } expansion: {
            """
            enum TypoRoute {
                case detail(id: Int)

                /// The feature these routes belong to: its name in the registry and the first part of each
                /// destination's name.
                static let feature = "typo"

                static let typeKey = "typo"

                var destinationName: Waymark.DestinationName {
                    switch self {
                    case .detail:
                        "typo.detail"
                    }
                }

                init(destination: Waymark.DestinationName, values: Waymark.LinkValues) throws(Waymark.LinkValueError) {
                    switch destination.rawValue {
                    case "typo.detail":
                        self = .detail(id: try values.decode(Int.self, "id", .int))
                    default:
                        throw .noLink(destination)
                    }
                }

                var linkValues: Waymark.LinkValues {
                    switch self {
                    case .detail(let id):
                        ["id": id.linkValue]
                    }
                }

                /// One handle per case, through which the feature adds the checks that need its services.
                struct Destinations: Waymark.RouteDestinations {
                    var detail: Waymark.DestinationDeclaration<TypoRoute>.Case<Int>

                    var declarations: [Waymark.DestinationDeclaration<TypoRoute>] {
                        [detail.declaration]
                    }
                }

                static var destinations: Destinations {
                    Destinations(
                        detail: Waymark.DestinationDeclaration<TypoRoute>.Case<Int>(
                            Waymark.DestinationDeclaration<TypoRoute>("typo.detail", presentation: .push(hostTab: nil), link: "detail/{id:int}"),
                            values: { route in
                                guard case .detail(let id) = route else {
                                    return nil
                                }
                                return id
                            },
                            route: { values in
                                .detail(id: values)
                            })
                    )
                }
            }

            extension TypoRoute: Waymark.Route, Waymark.LinkableRoute, Waymark.DeclaredRoute {
            }
            """
        }
    }

    @Test func aLabelTheLinkLacksIsReported() {
        assertMacro {
            """
            @Routes(feature: "typo")
            enum TypoRoute {
                @Destination(.push, link: "detail/{id:int}")
                case detail(id: Int, page: Int)
            }
            """
        } diagnostics: {
            """
            @Routes(feature: "typo")
            enum TypoRoute {
                @Destination(.push, link: "detail/{id:int}")
                                          ┬────────────────
                                          ╰─ 🛑 'page' of case 'detail' is not in its link, so a link could not carry it; add a parameter named 'page'
                case detail(id: Int, page: Int)
            }
            """
        }
    }

    @Test func anUnlabelledValueIsReported() {
        assertMacro {
            """
            @Routes(feature: "typo")
            enum TypoRoute {
                @Destination(.push, link: "detail")
                case detail(Int)
            }
            """
        } diagnostics: {
            """
            @Routes(feature: "typo")
            enum TypoRoute {
                @Destination(.push, link: "detail")
                                          ┬───────
                                          ╰─ 🛑 value 1 of case 'detail' needs a label: a link's parameters are the case's labelled values
                case detail(Int)
            }
            """
        }
    }

    @Test func aTypeTheParameterCannotGiveIsReported() {
        assertMacro {
            """
            @Routes(feature: "typo")
            enum TypoRoute {
                @Destination(.push, link: "detail/{id:uuid}/{page:int}")
                case detail(id: String, page: [Int])
            }
            """
        } diagnostics: {
            """
            @Routes(feature: "typo")
            enum TypoRoute {
                @Destination(.push, link: "detail/{id:uuid}/{page:int}")
                                          ┬────────────────────────────
                                          ├─ 🛑 the link's parameter '{id:uuid}' gives a UUID, but 'id' is a String
                                          ╰─ 🛑 the link's parameter '{page:int}' gives an Int, but 'page' is [Int]
                case detail(id: String, page: [Int])
            }
            """
        }
    }

    @Test func piecesOfASegmentAndTheFragmentAreCheckedLikeOtherParameters() {
        assertMacro {
            """
            @Routes(feature: "typo")
            enum TypoRoute {
                @Destination(.push, link: "uni/{id:int}-{name:slug}#{section:slug}")
                case page(id: String, name: String, section: String)
            }
            """
        } diagnostics: {
            """
            @Routes(feature: "typo")
            enum TypoRoute {
                @Destination(.push, link: "uni/{id:int}-{name:slug}#{section:slug}")
                                          ┬────────────────────────────────────────
                                          ├─ 🛑 the link's parameter '{id:int}' gives an Int, but 'id' is a String
                                          ╰─ 🛑 'section' of case 'page' is required, but its link may leave it out; make it optional or give it a default in the case
                case page(id: String, name: String, section: String)
            }
            """
        }
    }

    @Test func aRepeatedQueryTypeGivesAListAndStaysOutOfThePath() {
        assertMacro {
            """
            @Routes(feature: "typo")
            enum TypoRoute {
                @Destination(.push, link: "filter[?tag={tags:slug[]}&n={sizes:int[]}]")
                case filter(tags: String = "", sizes: [Int] = [])
                @Destination(.push, link: "item/{ids:int[]}")
                case items(ids: [Int])
            }
            """
        } diagnostics: {
            """
            @Routes(feature: "typo")
            enum TypoRoute {
                @Destination(.push, link: "filter[?tag={tags:slug[]}&n={sizes:int[]}]")
                                          ┬───────────────────────────────────────────
                                          ╰─ 🛑 the link's parameter '{tags:slug[]}' gives a list of String, [String], but 'tags' is a String
                case filter(tags: String = "", sizes: [Int] = [])
                @Destination(.push, link: "item/{ids:int[]}")
                                          ┬─────────────────
                                          ╰─ 🛑 the link of 'items' is not a valid pattern: the repeated type 'int[]' of 'ids' belongs in the query; a path takes a list as a catch-all '{ids*}'
                case items(ids: [Int])
            }
            """
        }
    }

    @Test func optionalsMustAgreeBetweenCaseAndLink() {
        assertMacro {
            """
            @Routes(feature: "typo")
            enum TypoRoute {
                @Destination(.push, link: "chat/{id:uuid}?message={message:uuid}")
                case chat(id: UUID?, message: UUID?)
                @Destination(.push, link: "list[?page={page:int}]")
                case list(page: Int)
            }
            """
        } diagnostics: {
            """
            @Routes(feature: "typo")
            enum TypoRoute {
                @Destination(.push, link: "chat/{id:uuid}?message={message:uuid}")
                                          ┬──────────────────────────────────────
                                          ├─ 🛑 'id' of case 'chat' is optional, but its link always has it; make it an optional query parameter, in '[?...]'
                                          ╰─ 🛑 'message' of case 'chat' is optional, but its link always has it; make it an optional query parameter, in '[?...]'
                case chat(id: UUID?, message: UUID?)
                @Destination(.push, link: "list[?page={page:int}]")
                                          ┬───────────────────────
                                          ╰─ 🛑 'page' of case 'list' is required, but its link may leave it out; make it optional or give it a default in the case
                case list(page: Int)
            }
            """
        }
    }

    @Test func aDefaultIsStatedOnceInTheCase() {
        assertMacro {
            """
            @Routes(feature: "board")
            enum BoardRoute {
                @Destination(.push, link: "board[?period={period:period=week}]")
                case board(period: Period = .week)
                @Destination(.push, link: "list[?period={period:period=week}]")
                case list(period: Period)
            }
            """
        } diagnostics: {
            """
            @Routes(feature: "board")
            enum BoardRoute {
                @Destination(.push, link: "board[?period={period:period=week}]")
                                          ┬────────────────────────────────────
                                          ╰─ 🛑 the default of 'period' is stated in case 'board'; state it once, there, and not in the link
                                             ✏️ remove '=week' from the link
                case board(period: Period = .week)
                @Destination(.push, link: "list[?period={period:period=week}]")
                                          ┬───────────────────────────────────
                                          ╰─ 🛑 the link gives 'period' a default; state it in case 'list' instead ('period: Type = ...'), where Swift callers and links share it
                case list(period: Period)
            }
            """
        }
    }

    @Test func overloadedCasesWouldShareADestinationName() {
        assertMacro {
            """
            @Routes(feature: "twice")
            enum TwiceRoute {
                @Destination(.push)
                case detail(id: Int)
                @Destination(.push)
                case detail(name: String)
            }
            """
        } diagnostics: {
            """
            @Routes(feature: "twice")
            enum TwiceRoute {
                @Destination(.push)
                case detail(id: Int)
                @Destination(.push)
                ╰─ 🛑 the destination 'twice.detail' is declared twice; cases of one enum need distinct names
                case detail(name: String)
            }
            """
        }
    }

    @Test func aTabRootGivesNothingBack() {
        assertMacro {
            """
            @Routes(feature: "place")
            enum PlaceRoute {
                @Destination(.tabRoot, tab: Tabs.home, gives: String.self)
                case home
            }
            """
        } diagnostics: {
            """
            @Routes(feature: "place")
            enum PlaceRoute {
                @Destination(.tabRoot, tab: Tabs.home, gives: String.self)
                                                       ┬─────────────────
                                                       ╰─ 🛑 'home' is a tab root, which no screen opens for a value: it gives nothing back
                                                          ✏️ remove 'gives:'
                case home
            }
            """
        } fixes: {
            """
            @Routes(feature: "place")
            enum PlaceRoute {
                @Destination(.tabRoot, tab: Tabs.home)
                case home
            }
            """
        } expansion: {
            """
            enum PlaceRoute {
                case home

                /// The feature these routes belong to: its name in the registry and the first part of each
                /// destination's name.
                static let feature = "place"

                static let typeKey = "place"

                var destinationName: Waymark.DestinationName {
                    switch self {
                    case .home:
                        "place.home"
                    }
                }

                init(destination: Waymark.DestinationName, values: Waymark.LinkValues) throws(Waymark.LinkValueError) {
                    switch destination.rawValue {

                    default:
                        throw .noLink(destination)
                    }
                }

                var linkValues: Waymark.LinkValues {
                    switch self {
                    case .home:
                        [:]
                    }
                }

                /// One handle per case, through which the feature adds the checks that need its services.
                struct Destinations: Waymark.RouteDestinations {
                    var home: Waymark.DestinationDeclaration<PlaceRoute>.Case<Void>

                    var declarations: [Waymark.DestinationDeclaration<PlaceRoute>] {
                        [home.declaration]
                    }
                }

                static var destinations: Destinations {
                    Destinations(
                        home: Waymark.DestinationDeclaration<PlaceRoute>.Case<Void>(
                            Waymark.DestinationDeclaration<PlaceRoute>("place.home", presentation: .tabRoot(Tabs.home)),
                            values: { route in
                                guard case .home = route else {
                                    return nil
                                }
                                return ()
                            },
                            route: { _ in
                                .home
                            })
                    )
                }
            }

            extension PlaceRoute: Waymark.Route, Waymark.LinkableRoute, Waymark.DeclaredRoute {
            }
            """
        }
    }

    @Test func givesNamesAType() {
        assertMacro {
            """
            @Routes(feature: "place")
            enum PlaceRoute {
                @Destination(.sheet, gives: "a name")
                case picker
            }
            """
        } diagnostics: {
            """
            @Routes(feature: "place")
            enum PlaceRoute {
                @Destination(.sheet, gives: "a name")
                                            ┬───────
                                            ╰─ 🛑 'gives:' of 'picker' names the type of the value it gives back, as 'Type.self'
                case picker
            }
            """
        }
    }

    @Test func onlyASheetTakesSizes() {
        assertMacro {
            """
            @Routes(feature: "place")
            enum PlaceRoute {
                @Destination(.push, tab: Tabs.home, detents: [.medium])
                case detail
            }
            """
        } diagnostics: {
            """
            @Routes(feature: "place")
            enum PlaceRoute {
                @Destination(.push, tab: Tabs.home, detents: [.medium])
                                                    ┬─────────────────
                                                    ╰─ 🛑 'detail' is a push; only a sheet takes sizes
                                                       ✏️ remove 'detents:'
                case detail
            }
            """
        } fixes: {
            """
            @Routes(feature: "place")
            enum PlaceRoute {
                @Destination(.push, tab: Tabs.home)
                case detail
            }
            """
        } expansion: {
            """
            enum PlaceRoute {
                case detail

                /// The feature these routes belong to: its name in the registry and the first part of each
                /// destination's name.
                static let feature = "place"

                static let typeKey = "place"

                var destinationName: Waymark.DestinationName {
                    switch self {
                    case .detail:
                        "place.detail"
                    }
                }

                init(destination: Waymark.DestinationName, values: Waymark.LinkValues) throws(Waymark.LinkValueError) {
                    switch destination.rawValue {

                    default:
                        throw .noLink(destination)
                    }
                }

                var linkValues: Waymark.LinkValues {
                    switch self {
                    case .detail:
                        [:]
                    }
                }

                /// One handle per case, through which the feature adds the checks that need its services.
                struct Destinations: Waymark.RouteDestinations {
                    var detail: Waymark.DestinationDeclaration<PlaceRoute>.Case<Void>

                    var declarations: [Waymark.DestinationDeclaration<PlaceRoute>] {
                        [detail.declaration]
                    }
                }

                static var destinations: Destinations {
                    Destinations(
                        detail: Waymark.DestinationDeclaration<PlaceRoute>.Case<Void>(
                            Waymark.DestinationDeclaration<PlaceRoute>("place.detail", presentation: .push(hostTab: Tabs.home)),
                            values: { route in
                                guard case .detail = route else {
                                    return nil
                                }
                                return ()
                            },
                            route: { _ in
                                .detail
                            })
                    )
                }
            }

            extension PlaceRoute: Waymark.Route, Waymark.LinkableRoute, Waymark.DeclaredRoute {
            }
            """
        }
    }

    @Test func modalsHaveNoHostTabAndTabRootsNeedOne() {
        assertMacro {
            """
            @Routes(feature: "place")
            enum PlaceRoute {
                @Destination(.sheet, tab: Tabs.home, requires: .signedIn)
                case settings
                @Destination(.fullScreenCover, tabBar: .hidden)
                case game
                @Destination(.tabRoot)
                case home
                @Destination(.tabRoot, tab: Tabs.list, link: "list/{page:int}")
                case list(page: Int)
            }
            """
        } diagnostics: {
            """
            @Routes(feature: "place")
            enum PlaceRoute {
                @Destination(.sheet, tab: Tabs.home, requires: .signedIn)
                                     ┬──────────────
                                     ╰─ 🛑 'settings' is a sheet, which has no host tab: it is shown over whichever tab is selected
                                        ✏️ remove 'tab:'
                case settings
                @Destination(.fullScreenCover, tabBar: .hidden)
                                               ┬──────────────
                                               ╰─ 🛑 'game' is a full-screen cover; only a pushed screen chooses whether the tab bar shows
                                                  ✏️ remove 'tabBar:'
                case game
                @Destination(.tabRoot)
                ┬─────────────────────
                ╰─ 🛑 the tab root 'home' needs its tab: add 'tab:'
                case home
                @Destination(.tabRoot, tab: Tabs.list, link: "list/{page:int}")
                ┬──────────────────────────────────────────────────────────────
                ╰─ 🛑 the tab root 'list' cannot have values: a tab shows one root screen
                case list(page: Int)
            }
            """
        }
    }

    @Test func everyCaseNeedsItsOwnDestination() {
        assertMacro {
            """
            @Routes(feature: "bare")
            enum BareRoute {
                case home
                @Destination(.push)
                case first, second
                @Destination(.push)
                case destinations
            }
            """
        } diagnostics: {
            """
            @Routes(feature: "bare")
            enum BareRoute {
                case home
                     ┬───
                     ╰─ 🛑 case 'home' has no @Destination: every case of a @Routes enum is a destination, so each says how it is presented
                @Destination(.push)
                ┬──────────────────
                ╰─ 🛑 declare one case per @Destination: each case is a destination of its own
                case first, second
                @Destination(.push)
                case destinations
                     ┬───────────
                     ╰─ 🛑 a case cannot be named 'destinations': the generated list of destinations uses that name
            }
            """
        }
    }

    @Test func theLinkAndFeatureMustBeLiteralsAndPatternsValid() {
        assertMacro {
            """
            @Routes(feature: featureName)
            enum LooseRoute {
                @Destination(.push, link: someLink)
                case home
            }
            """
        } diagnostics: {
            """
            @Routes(feature: featureName)
                             ┬──────────
                             ╰─ 🛑 'feature' must be a non-empty string literal: destination names are made from it when the code is compiled
            enum LooseRoute {
                @Destination(.push, link: someLink)
                case home
            }
            """
        }
        assertMacro {
            """
            @Routes(feature: "loose")
            enum LooseRoute {
                @Destination(.push, link: someLink)
                case home
                @Destination(.push, link: "a/{id:int")
                case broken(id: Int)
                @Destination(presentation)
                case vague
            }
            """
        } diagnostics: {
            """
            @Routes(feature: "loose")
            enum LooseRoute {
                @Destination(.push, link: someLink)
                                          ┬───────
                                          ╰─ 🛑 the link must be a string literal, so that it can be checked against the case when the code is compiled
                case home
                @Destination(.push, link: "a/{id:int")
                                          ┬──────────
                                          ╰─ 🛑 the link of 'broken' is not a valid pattern: '{id:int' is not closed by '}'
                case broken(id: Int)
                @Destination(presentation)
                             ┬───────────
                             ╰─ 🛑 write the presentation as one of .tabRoot, .push, .pushInModal, .sheet, .fullScreenCover, .popover or .inspector
                case vague
            }
            """
        }
    }

    @Test func onlyAnEnumDeclaresRoutes() {
        assertMacro {
            """
            @Routes(feature: "wrong")
            struct WrongRoute {}
            """
        } diagnostics: {
            """
            @Routes(feature: "wrong")
            ┬────────────────────────
            ╰─ 🛑 @Routes declares a feature's routes on an enum, one case per destination
            struct WrongRoute {}
            """
        }
    }
}
