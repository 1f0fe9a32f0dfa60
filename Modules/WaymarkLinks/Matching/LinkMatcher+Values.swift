extension LinkMatcher {
    /// The step `entry` makes of the path bytes `start..<end`: the destination with its values, or
    /// `nil` when the pattern does not apply after all (a required query item is missing). The
    /// query belongs to the last step of a chain (`query` is `nil` for the others). A value its type
    /// refuses rejects the link.
    func step(
        _ entry: Int, _ bytes: [UInt8], from start: Int, to end: Int, _ query: Range<Int>?,
        _ fragment: Range<Int>?
    ) throws(LinkMatchError) -> LinkMatch.Step? {
        let compiled = trie.entries[entry]
        var values = LinkValues(capacity: compiled.path.count + compiled.query.count + 2)
        var range = start..<start
        var segment = -1
        for parameter in compiled.path {
            // On to the parameter's segment, past the literals before it, as the walk read them.
            while segment < parameter.position {
                range = nextSegment(of: bytes, from: range.upperBound, to: end)
                segment += 1
            }
            guard let type = parameter.type.map({ trie.types[$0] }) else {
                // The catch-all: the remaining segments, each decoded, as a list.
                let parts = bytes[range.lowerBound..<end].split(separator: slash).map(decodedText)
                guard !parts.contains(nil) else { throw .malformed("the path is not valid UTF-8 once decoded") }
                values.add(.list(parts.compactMap { $0.map(LinkValue.string) }), as: parameter.name)
                break
            }
            let raw = bytes[range]
            guard case .compound(let compound) = type.kind else {
                values.add(try value(of: raw, as: type, named: parameter.name), as: parameter.name)
                continue
            }
            // Its pieces are text, held to UTF-8 as a whole segment's value is, and taken apart
            // once decoded, as the walk that accepted it did.
            let decoded = try escapedText(raw).map { Array($0.utf8)[...] } ?? raw
            guard compound.read(decoded, into: &values) else {
                throw .invalidParameter(name: parameter.name, value: decodedText(raw) ?? raw.text, type: type.name)
            }
        }
        for (item, type) in compiled.query {
            if let value = try read(item, as: type, in: bytes, query) {
                values.add(value, as: item.name)
            } else if item.isRequired {
                return nil
            } else if let defaultValue = item.defaultValue {
                values[item.name] = type.parse(defaultValue)
            }
        }
        // The fragment, when the pattern reads one: optional, and empty counts as absent.
        if let declared = compiled.fragment, let fragment, !fragment.isEmpty {
            if let bad = firstBadEscape(bytes[fragment]) { throw .malformed("'\(bad)' is not a valid percent-escape") }
            values.add(try value(of: bytes[fragment], as: declared.type, named: declared.name), as: declared.name)
        }
        return LinkMatch.Step(destinationName: compiled.name, values: values, entry: entry)
    }

    /// The value `raw` gives the parameter `name` of type `type`.
    private func value(
        of raw: ArraySlice<UInt8>, as type: LinkParameterType, named name: String
    ) throws(LinkMatchError) -> LinkValue {
        let text = try escapedText(raw)
        guard let parsed = text.map(type.parse) ?? type.parse(bytes: raw) else {
            throw .invalidParameter(name: name, value: decodedText(raw) ?? raw.text, type: type.name)
        }
        return parsed
    }

    /// Reads `item` from the query: `nil` when it is absent (not given, or given empty where it is
    /// optional, as a form sends an empty field), so the pattern's rule for a missing item applies.
    /// A repeated type takes every occurrence of its key (empty ones skipped, at most the configured
    /// number); another type exactly one (a second rejects the link: no silent first-wins). An
    /// empty value rejects the link for a required item.
    private func read(
        _ item: LinkPattern.QueryItem, as type: LinkParameterType, in bytes: [UInt8], _ query: Range<Int>?
    ) throws(LinkMatchError) -> LinkValue? {
        var given: [ArraySlice<UInt8>] = []
        var itemStart = query?.lowerBound ?? 0
        while let query, itemStart < query.upperBound {
            let itemEnd = bytes[itemStart..<query.upperBound].firstIndex(of: UInt8(ascii: "&")) ?? query.upperBound
            let equals = bytes[itemStart..<itemEnd].firstIndex(of: UInt8(ascii: "=")) ?? itemEnd
            let key = bytes[itemStart..<equals]
            if itemEnd > itemStart,
                key.contains(percent) ? decodedText(key) == item.key : key.elementsEqual(item.key.utf8)
            {
                given.append(bytes[min(equals + 1, itemEnd)..<itemEnd])
            }
            itemStart = itemEnd + 1
        }
        if type.repeatedElement == nil, given.count > 1 { throw .repeatedParameter(name: item.key) }
        var list: [LinkValue] = []
        for raw in given where !raw.isEmpty {
            guard type.repeatedElement == nil || list.count < configuration.maximumRepeatedValues else {
                throw .tooManyValues(name: item.key, limit: configuration.maximumRepeatedValues)
            }
            list.append(try value(of: raw, as: type.repeatedElement ?? type, named: item.name))
        }
        if list.isEmpty, !given.isEmpty, item.isRequired {
            throw .invalidParameter(name: item.name, value: "", type: type.name)
        }
        return type.repeatedElement == nil ? list.first : list.isEmpty ? nil : .list(list)
    }

    /// `raw` as text when it must be decoded to be read (a percent-escape, or bytes beyond ASCII),
    /// refused when the result is not UTF-8; `nil` for plain ASCII, which is read as it is. The one
    /// UTF-8 rule for every value a link's path or query gives.
    private func escapedText(_ raw: ArraySlice<UInt8>) throws(LinkMatchError) -> String? {
        guard raw.contains(where: { $0 == percent || $0 >= 0x80 }) else { return nil }
        guard let text = decodedText(raw) else { throw .malformed("a value is not valid UTF-8 once decoded") }
        return text
    }

    /// `raw` percent-decoded as text, or `nil` when the result is not valid UTF-8.
    private func decodedText(_ raw: ArraySlice<UInt8>) -> String? {
        let decoded = raw.contains(percent) ? percentDecoded(raw) : Array(raw)
        let isInvalid = transcode(
            decoded.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
        return isInvalid ? nil : String(decoding: decoded, as: UTF8.self)
    }
}
