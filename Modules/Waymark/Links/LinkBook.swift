/// The link machinery as the rest of the engine sees it: every destination's link compiled for
/// matching, how each destination's routes are written to links and read back, the parents and
/// content checks a linked screen has, and what each notification type opens.
///
/// Where the engine meets `WaymarkLinks`: the registry holds one and answers the app's link
/// questions through it (`NavigationRegistry+Links.swift`), and the router resolves links with a
/// ``LinkResolver``. What the matcher keeps inside (its trie, the pattern parser) is internal to
/// `WaymarkLinks`, so the compiler keeps that border; the book reaches the matcher and the
/// compiler through their `package` interface.
struct LinkBook: Sendable {
    /// How the app's links look from outside.
    let configuration: LinkConfiguration
    private let matcher: LinkMatcher
    /// How links to each destination are completed and checked, by the destination's position
    /// among the registry's destinations.
    private let behaviors: [LinkBehavior]
    /// What each notification payload type opens.
    let notificationHandlers: [String: NotificationHandler]
    /// The matcher's entries of patterns that are not their destination's link (a former or
    /// website link): a link matching one is read as its canonical form, and journaled so.
    let formerEntries: Set<Int>

    /// The link's destinations and their values, or why it leads nowhere.
    func match(_ link: String) -> Result<LinkMatch, LinkRejection> {
        matcher.match(link).mapError(LinkRejection.init)
    }

    /// A link's path alone (no scheme, no host), as a snapshot stores a route it could not decode.
    func match(path: ArraySlice<UInt8>) -> Result<LinkMatch, LinkRejection> {
        matcher.match(path: path).mapError(LinkRejection.init)
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
        /// The destinations added, by position: the owners of their patterns in the compiler.
        private var destinations: [Destination] = []
        /// The conflicts found so far, in the order they were found.
        private var conflicts: [RegistryConflict] = []
        private var formerEntries: Set<Int> = []
        /// How many patterns were compiled.
        private var compiled = 0

        init(configuration: LinkConfiguration, expectedDestinations: Int) {
            self.configuration = configuration
            compiler = LinkCompiler(
                configuration: configuration, expectedPatterns: expectedDestinations,
                reservedQueryKey: (
                    EntryPoint.linkKey,
                    "its query key '\(EntryPoint.linkKey)' is the one links name their entry point with (a widget's, an App Intent's)"
                ))
            behaviors.reserveCapacity(expectedDestinations)
            destinations.reserveCapacity(expectedDestinations)
        }

        /// Adds an accepted destination's link, at the next position: its link and its former or
        /// website links compiled, or the reason they cannot be.
        mutating func add(_ registration: RegistryDraft.Entry) {
            behaviors.append(registration.behavior)
            let destination = registration.destination
            let owner = destinations.count
            destinations.append(destination)
            func report(_ reason: String) {
                conflicts.append(.invalidLink(destination.name, feature: destination.feature, reason: reason))
            }
            func compile(_ pattern: LinkPattern) {
                let isTabRoot: Bool = if case .tabRoot = destination.presentation { true } else { false }
                conflicts += compiler.add(pattern, of: destination.name, owner: owner, isTabRoot: isTabRoot).map(
                    conflict)
                compiled += 1
            }
            switch registration.linkProblem {
            case .routeNotLinkable?:
                conflicts.append(.linkWithoutLinkableRoute(destination.name, feature: destination.feature))
            case .invalidPattern(let error)?: report(error.description)
            case .formerLinkWithoutLink?: report("it declares former links but no link that replaces them")
            case nil:
                guard let pattern = destination.link else { return }
                compile(pattern)
                for former in destination.formerLinks {
                    guard Self.values(of: pattern).isSubset(of: Self.values(of: former)) else {
                        report("its former or website link '\(former)' does not take every value of '\(pattern)'")
                        continue
                    }
                    // Its entry in the matcher: patterns are numbered as compiled (a build with a
                    // conflict, where one is left out, is refused whole).
                    formerEntries.insert(compiled)
                    compile(former)
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
            let (matcher, overlaps) = compiler.finish()
            let book = LinkBook(
                configuration: configuration, matcher: matcher, behaviors: behaviors,
                notificationHandlers: notificationHandlers, formerEntries: formerEntries)
            return (book, conflicts + overlaps.map(conflict))
        }

        /// The registry's words for what the compiler found, naming the destinations and features.
        private func conflict(_ found: LinkConflict) -> RegistryConflict {
            switch found {
            case .unknownParameterType(let type, let owner):
                let destination = destinations[owner]
                return .unknownParameterType(type, destination: destination.name, feature: destination.feature)
            case .invalidLink(let owner, let reason):
                let destination = destinations[owner]
                return .invalidLink(destination.name, feature: destination.feature, reason: reason)
            case .ambiguous(let first, let second):
                let (first, second) = (destinations[first], destinations[second])
                return .ambiguousLinks(
                    first: first.name, firstFeature: first.feature, firstPattern: first.link?.description ?? "",
                    second: second.name, secondFeature: second.feature, secondPattern: second.link?.description ?? "")
            }
        }
    }
}
