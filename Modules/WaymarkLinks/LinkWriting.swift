/// Writing links: a pattern filled with a route's values, in the canonical spelling the matcher
/// reads back, so that matching a written link gives the same values.
extension LinkConfiguration {
    /// The link that `pattern` writes with `values`.
    package func link(_ pattern: LinkPattern, values: LinkValues, form: LinkForm = .canonical) throws(LinkValueError)
        -> String
    {
        let configuration = self
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

    /// The link `pattern` writes with `values` without scheme or host (`university/1`): what a
    /// snapshot keeps, since it names the screen whatever the app's schemes become.
    package func path(_ pattern: LinkPattern, values: LinkValues) throws(LinkValueError) -> String {
        try path(pattern, values: values, after: "")
    }

    /// `prefix`, then the path and query `pattern` writes with `values`.
    private func path(_ pattern: LinkPattern, values: LinkValues, after prefix: String) throws(LinkValueError) -> String
    {
        let configuration = self
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
        let limit = maximumRepeatedValues
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
        guard let type = parameterType(named: typeName), let parsed = type.parse(value.canonical),
            parsed.canonical == value.canonical
        else {
            throw .invalid(name, reason: "'\(value.canonical)' is not a valid \(typeName)")
        }
        return value.canonical
    }

    /// `text` with everything but unreserved characters (and the list separator `,`) escaped.
    private static func percentEncoded(_ text: String) -> String {
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
