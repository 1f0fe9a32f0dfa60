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
    public func match(_ link: String) -> Result<LinkMatch, LinkRejection> {
        links.match(link)
    }

    /// The routes of a matched link, in chain order. A route type that builds a route for another
    /// destination than the one matched is refused, so every route returned is registered.
    public func routes(for match: LinkMatch) -> Result<[AnyRoute], LinkRejection> {
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

    /// The route of `tab`'s root screen, so a UI can show what lies under the tab's stack without
    /// the app keeping its own table of tabs. It is built by the root destination's route type
    /// from no values; `nil` when the tab has no root, or its route type is not a
    /// ``LinkableRoute`` that builds it without values.
    public func rootRoute(of tab: TabID) -> AnyRoute? {
        guard let name = rootDestination(of: tab), let coding = linkBehavior(of: name)?.coding,
            let route = try? coding.build(name, LinkValues()), route.destinationName == name
        else { return nil }
        return route
    }

    /// The routes a link from outside the app names: matched, built, and refused if any of its
    /// destinations is internal (reachable from inside the app only) or if any of its screens'
    /// canonical links would be longer than links may be. Access that depends on the
    /// user (signing in) is the ``LinkHandler``'s to decide.
    public func routes(forExternalLink link: String) -> Result<[AnyRoute], LinkRejection> {
        match(link).flatMap(routes(for:)).flatMap { routes in
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
    ///   - form: ``LinkForm/universal`` writes the `https://` form, for sharing with people who may
    ///     not have the app.
    public func link(for route: AnyRoute, form: LinkForm = .canonical) throws(LinkValueError) -> String {
        guard let destination = destination(for: route), let pattern = destination.link,
            let values = linkBehavior(of: destination.name)?.coding?.values(route)
        else {
            throw .noLink(route.destinationName)
        }
        return try link(pattern, values: values, form: form)
    }

    /// The canonical link of `route` without scheme or host (`university/1`): what a snapshot
    /// keeps, since it names the screen whatever the app's schemes become. `nil` when the route's
    /// destination has no link.
    func linkPath(for route: AnyRoute) throws(LinkValueError) -> String? {
        guard let destination = destination(for: route), let pattern = destination.link,
            let values = linkBehavior(of: destination.name)?.coding?.values(route)
        else { return nil }
        return try path(pattern, values: values, after: "")
    }

    /// The link that `pattern` writes with `values`.
    func link(_ pattern: LinkPattern, values: LinkValues, form: LinkForm = .canonical) throws(LinkValueError) -> String
    {
        let configuration = links.configuration
        let prefix: String
        if form == .canonical, let scheme = configuration.schemes.first {
            prefix = "\(scheme.lowercased())://"
        } else if let host = configuration.universalLinkHosts.first {
            let base = host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
            prefix = "https://\(base.lowercased())/"
        } else if form == .universal {
            throw .noUniversalLinkHost
        } else {
            prefix = "https://localhost/"
        }
        return try path(pattern, values: values, after: prefix)
    }

    /// `prefix`, then the path and query `pattern` writes with `values`.
    private func path(_ pattern: LinkPattern, values: LinkValues, after prefix: String) throws(LinkValueError) -> String
    {
        let configuration = links.configuration
        var link = prefix
        var segments: [String] = []
        for piece in pattern.pieces {
            switch pattern.segment(piece) {
            case .literal(let text):
                segments.append(text)
            case .parameter(let name, let typeName):
                let text = try canonicalText(values, name, typeName)
                segments.append(Self.percentEncoded(text))
            case .compound(let parts):
                var segment = ""
                for part in parts {
                    switch part {
                    case .literal(let text): segment += text
                    case .parameter(let name, let typeName):
                        segment += Self.percentEncoded(try canonicalText(values, name, typeName))
                    }
                }
                segments.append(segment)
            case .catchAll(let name):
                guard case .list(let parts) = values[name], !parts.isEmpty else { throw .missing(name) }
                for part in parts {
                    guard case .string(let text) = part, !text.isEmpty else {
                        throw .invalid(name, reason: "a catch-all takes a list of non-empty segments")
                    }
                    segments.append(Self.percentEncoded(text))
                }
            }
        }
        link += segments.joined(separator: "/")

        var items: [String] = []
        for item in pattern.query {
            guard values[item.name] != nil else {
                if item.isRequired { throw .missing(item.name) }
                continue
            }
            if let element = configuration.parameterType(named: item.type)?.repeatedElement {
                items += try repeatedItems(item, values, element)
                continue
            }
            let text = try canonicalText(values, item.name, item.type)
            if text == item.defaultValue { continue }
            items.append("\(Self.percentEncoded(item.key))=\(Self.percentEncoded(text))")
        }
        if !items.isEmpty {
            link += "?" + items.joined(separator: "&")
        }
        if let fragment = pattern.fragment, values[fragment.name] != nil {
            link += "#" + Self.percentEncoded(try canonicalText(values, fragment.name, fragment.type))
        }
        guard link.utf8.count <= configuration.maximumLength else {
            throw .tooLong(length: link.utf8.count, limit: configuration.maximumLength)
        }
        return link
    }

    /// A repeated item's `key=value` items, one a value in order, each checked against `element`;
    /// none for an empty list or the default alone.
    private func repeatedItems(
        _ item: LinkPattern.QueryItem, _ values: LinkValues, _ element: LinkParameterType
    ) throws(LinkValueError) -> [String] {
        guard case .list(let parts) = values[item.name] else {
            throw .invalid(item.name, reason: "a repeated parameter takes a list")
        }
        let limit = links.configuration.maximumRepeatedValues
        guard parts.count <= limit else { throw .invalid(item.name, reason: "it has more than \(limit) values") }
        if parts.isEmpty, item.isRequired { throw .missing(item.name) }
        if parts.count == 1, parts[0].canonical == item.defaultValue { return [] }
        var items: [String] = []
        for part in parts {
            guard let parsed = element.parse(part.canonical), parsed.canonical == part.canonical else {
                throw .invalid(item.name, reason: "'\(part.canonical)' is not a valid \(element.name)")
            }
            items.append("\(Self.percentEncoded(item.key))=\(Self.percentEncoded(part.canonical))")
        }
        return items
    }

    /// The value's canonical text, checked against its type so that the link written will match.
    private func canonicalText(_ values: LinkValues, _ name: String, _ typeName: String) throws(LinkValueError)
        -> String
    {
        guard let value = values[name] else { throw .missing(name) }
        guard let type = links.configuration.parameterType(named: typeName), let parsed = type.parse(value.canonical),
            parsed.canonical == value.canonical
        else {
            throw .invalid(name, reason: "'\(value.canonical)' is not a valid \(typeName)")
        }
        return value.canonical
    }

    /// `text` with everything but unreserved characters (and the list separator `,`) escaped.
    static func percentEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: ","):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                encoded += "%"
                encoded.unicodeScalars.append(Unicode.Scalar(hex[Int(byte >> 4)]))
                encoded.unicodeScalars.append(Unicode.Scalar(hex[Int(byte & 0x0F)]))
            }
        }
        return encoded
    }
}

/// Which of its forms a link is written in.
public enum LinkForm: Hashable, Sendable {
    /// The app's first custom scheme (`chapter://course/...`), or the universal form when the app
    /// has no scheme: what the state, snapshots and route tables show.
    case canonical
    /// `https://` with the first universal-link host: a link to share, which opens the app where
    /// it is installed and the website elsewhere.
    case universal
}
