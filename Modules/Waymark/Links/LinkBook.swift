/// The link machinery as the rest of the engine sees it: every destination's link compiled for
/// matching, how each destination's routes are written to links and read back, the parents and
/// content checks a linked screen has, and what each notification type opens.
///
/// The border of `Links/`: the registry holds one and answers the app's link questions through it
/// (`NavigationRegistry+Links.swift`), and the router resolves links with a ``LinkResolver``.
/// Nothing outside the folder names what is inside it (the matcher and its trie, the compiler, the
/// pattern parser); `Tools/check-engine-purity` fails CI if something does.
struct LinkBook: Sendable {
    /// How the app's links look from outside.
    let configuration: LinkConfiguration
    private let matcher: LinkMatcher
    /// How links to each destination are completed and checked, by the destination's position
    /// among the registry's destinations.
    private let behaviors: [LinkBehavior]
    /// What each notification payload type opens.
    let notificationHandlers: [String: NotificationHandler]

    /// The link's destinations and their values, or why it leads nowhere.
    func match(_ link: String) -> Result<LinkMatch, LinkRejection> {
        matcher.match(link)
    }

    /// A link's path alone (no scheme, no host), as a snapshot stores a route it could not decode.
    func match(path: ArraySlice<UInt8>) -> Result<LinkMatch, LinkRejection> {
        matcher.match(path: path)
    }

    /// How links to the destination at `position` are completed and checked.
    func behavior(at position: Int) -> LinkBehavior {
        behaviors[position]
    }

    /// Compiles the links of the destinations the registry accepts, one by one, in the same pass
    /// as the registry checks them.
    struct Builder {
        private var compiler: LinkCompiler
        private let configuration: LinkConfiguration
        private var behaviors: [LinkBehavior] = []

        init(configuration: LinkConfiguration, expectedDestinations: Int) {
            self.configuration = configuration
            compiler = LinkCompiler(configuration: configuration, expectedPatterns: expectedDestinations)
            behaviors.reserveCapacity(expectedDestinations)
        }

        /// Adds an accepted destination's link, at the next position: its link and its former or
        /// website links compiled, or the reason they cannot be.
        mutating func add(_ registration: RegistryDraft.Entry) {
            behaviors.append(registration.behavior)
            let destination = registration.destination
            func report(_ reason: String) {
                compiler.report(.invalidLink(destination.name, feature: destination.feature, reason: reason))
            }
            switch registration.linkProblem {
            case .routeNotLinkable?:
                compiler.report(.linkWithoutLinkableRoute(destination.name, feature: destination.feature))
            case .invalidPattern(let error)?: report(error.description)
            case .formerLinkWithoutLink?: report("it declares former links but no link that replaces them")
            case nil:
                guard let pattern = destination.link else { return }
                compiler.add(destination, pattern: pattern)
                for former in destination.formerLinks {
                    guard Self.values(of: pattern).isSubset(of: Self.values(of: former)) else {
                        report("its former or website link '\(former)' does not take every value of '\(pattern)'")
                        continue
                    }
                    compiler.add(destination, pattern: former)
                }
            }
        }

        /// The names and types of the values `pattern` takes, so a former pattern can be checked to
        /// build the same routes as the link that replaced it.
        private static func values(of pattern: LinkPattern) -> Set<String> {
            var values = Set(pattern.query.map { "\($0.name):\($0.type)" })
            if let fragment = pattern.fragment { values.insert("\(fragment.name):\(fragment.type)") }
            for segment in pattern.segments {
                switch segment {
                case .literal: break
                case .parameter(let name, let type): values.insert("\(name):\(type.isEmpty ? "string" : type)")
                case .catchAll(let name): values.insert("\(name):*")
                case .compound(let parts):
                    for case .parameter(let name, let type) in parts { values.insert("\(name):\(type)") }
                }
            }
            return values
        }

        /// The book, and the conflicts between links (two patterns matching alike, a broken one).
        func finish(
            notificationHandlers: [String: NotificationHandler]
        ) -> (book: LinkBook, conflicts: [RegistryConflict]) {
            let (trie, conflicts) = compiler.finish()
            let book = LinkBook(
                configuration: configuration, matcher: LinkMatcher(configuration: configuration, trie: trie),
                behaviors: behaviors, notificationHandlers: notificationHandlers)
            return (book, conflicts)
        }
    }
}
