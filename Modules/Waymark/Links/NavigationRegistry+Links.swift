extension NavigationRegistry {
    /// How the app's links look from outside.
    public var linkConfiguration: LinkConfiguration {
        links.configuration
    }

    /// How links to the destination named `name` are completed and checked.
    func linkBehavior(of name: DestinationName) -> LinkBehavior? {
        position(of: name).map(links.behavior(at:))
    }

    /// The chain of destinations `link` names, with their values, or why it names none.
    ///
    /// Patterns were compiled into a trie at start-up, so this costs about the same whatever the
    /// number of registered patterns.
    package func match(_ link: String) -> Result<LinkMatch, LinkRejection> {
        links.match(link)
    }

    /// The routes of a matched link, in chain order. A route type that builds a route for another
    /// destination than the one matched is refused, so every route returned is registered.
    package func routes(for match: LinkMatch) -> Result<[AnyRoute], LinkRejection> {
        var routes: [AnyRoute] = []
        routes.reserveCapacity(match.steps.count)
        for step in match.steps {
            guard let coding = linkBehavior(of: step.destinationName)?.coding else {
                return .failure(.invalidValues(step.destinationName, .noLink(step.destinationName)))
            }
            let route: AnyRoute
            do {
                route = try coding.build(step.destinationName, step.values)
            } catch {
                return .failure(.invalidValues(step.destinationName, error))
            }
            guard route.destinationName == step.destinationName else {
                return .failure(
                    .invalidValues(
                        step.destinationName,
                        .invalid(
                            "destination", reason: "the route built is for '\(route.destinationName)' instead")))
            }
            routes.append(route)
        }
        return .success(routes)
    }

    /// The route of `tab`'s root screen, for `TabRoots` (where an app and its front ends read it,
    /// failing at start-up for a tab without one) and the window rule. It is built by the root
    /// destination's route type from no values; `nil` when the tab has no root, or its route type
    /// is not a ``LinkableRoute`` that builds it without values.
    package func rootRoute(of tab: TabID) -> AnyRoute? {
        guard let name = rootDestination(of: tab), let coding = linkBehavior(of: name)?.coding,
            let route = try? coding.build(name, LinkValues()), route.destinationName == name
        else { return nil }
        return route
    }

    /// The routes a link from outside the app names: matched, built, and refused if any of its
    /// destinations is internal (reachable from inside the app only) or if any of its screens'
    /// canonical links would be longer than links may be. Access that depends on the
    /// user (signing in) is the ``LinkHandler``'s to decide.
    /// A link no pattern matches goes to the legacy enum's parser, when the app registered one
    /// (``FeatureRegistrar/registerLegacy(_:presentation:parsingLinks:)``).
    public func routes(forExternalLink link: String) -> Result<[AnyRoute], LinkRejection> {
        routes(forLink: link).flatMap { routes in
            if let closed = routes.first(where: { destination(for: $0)?.access == .internal }) {
                return .failure(.internalDestination(closed.destinationName))
            }
            // A screen whose own link cannot be written (its canonical form, percent-encoded,
            // is longer than links may be) could be neither saved nor shared: refused here,
            // naming the screen and the length its link would have, not the link as received.
            for route in routes {
                if case .failure(.tooLong(let length, let limit)) = Result(catching: { () throws(LinkValueError) in
                    try self.link(for: route)
                }) {
                    return .failure(.invalidValues(route.destinationName, .tooLong(length: length, limit: limit)))
                }
            }
            return .success(routes)
        }
    }

    /// The routes of `link`: its match, or when its scheme and host are the app's but no
    /// pattern matches it, the legacy parsers' route for it. A link refused for what it is (an
    /// insecure or foreign scheme, an unknown host, a bad value, its length) never reaches a
    /// parser, which may check less.
    func routes(forLink link: String) -> Result<[AnyRoute], LinkRejection> {
        let matched = match(link).flatMap(routes(for:))
        guard case .failure(.noMatch) = matched, let route = legacy.route(parsing: link),
            destination(for: route) != nil
        else { return matched }
        return .success([route])
    }

    /// The canonical link `link` is read as, when it matched a pattern that is not its
    /// destination's link (a former or website link); `nil` for a link in its own form.
    func canonicalForm(ofFormer link: String) -> String? {
        guard !links.formerEntries.isEmpty, case .success(let match) = self.match(link),
            match.steps.contains(where: { links.formerEntries.contains($0.entry) }),
            case .success(let routes) = routes(for: match), let last = routes.last
        else { return nil }
        return try? self.link(for: last)
    }

    /// The canonical link of `route`: the configured first scheme (or the first universal-link
    /// host), the pattern's literals, values in their canonical spelling, query items in declared
    /// order, defaults and absent optional items left out.
    ///
    /// Matching the result gives `route` back, and for any link `l` that matches,
    /// `link(for: route(l))` is `l`'s canonical form. A link longer than the configured limit is
    /// refused rather than written, since the matcher would refuse it.
    ///
    /// - Parameters:
    ///   - route: A route of a destination that has a link pattern.
    ///   - form: `LinkForm.universal` writes the `https://` form, for sharing with people who may
    ///     not have the app.
    ///
    /// A legacy enum's value has the link its own code writes (``LegacyRoute/legacyLink``), in
    /// every form.
    public func link(for route: AnyRoute, form: LinkForm = .canonical) throws(LinkValueError) -> String {
        if legacy.isLegacy(route.destinationName) {
            // The enum writes one form: the app's own, which has no website form.
            guard form == .canonical, let link = try legacyLink(for: route) else {
                throw .noLink(route.destinationName)
            }
            return link
        }
        guard let destination = destination(for: route), let pattern = destination.link,
            let values = linkBehavior(of: destination.name)?.coding?.values(route)
        else {
            throw .noLink(route.destinationName)
        }
        return try links.configuration.link(pattern, values: values, form: form)
    }

    /// The canonical link of `route` without scheme or host (`university/1`): what a snapshot
    /// keeps, since it names the screen whatever the app's schemes become. `nil` when the route's
    /// destination has no link.
    /// A legacy enum's value keeps its whole link (scheme and host included): the legacy parser
    /// reads nothing else, and a feature its case moves to matches it as any link.
    func linkPath(for route: AnyRoute) throws(LinkValueError) -> String? {
        if legacy.isLegacy(route.destinationName) { return try legacyLink(for: route) }
        guard let destination = destination(for: route), let pattern = destination.link,
            let values = linkBehavior(of: destination.name)?.coding?.values(route)
        else { return nil }
        return try links.configuration.path(pattern, values: values)
    }

    /// A legacy value's own link, or `nil` when it has none; refused when it is longer than links
    /// may be, since the matcher would refuse it back.
    private func legacyLink(for route: AnyRoute) throws(LinkValueError) -> String? {
        guard let link = legacy.links[route.destinationName]?.link(route) else { return nil }
        let limit = links.configuration.maximumLength
        guard link.utf8.count <= limit else { throw .tooLong(length: link.utf8.count, limit: limit) }
        return link
    }
}
