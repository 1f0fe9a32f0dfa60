extension LinkMatcher {
    /// The step `entry` makes of the path bytes `start..<end`: the destination with its values.
    ///
    /// The walk already accepted the path's values; they are parsed into typed values here, once
    /// the chain is known. The query belongs to the last destination of the chain (`query` is
    /// `nil` for the others): a declared item with a refused value (or given twice, or empty where
    /// it is required) rejects the link, a missing required one means this pattern does not apply,
    /// a missing one with a default takes the default (see `read`).
    func step(
        _ entry: Int, _ bytes: [UInt8], from start: Int, to end: Int, _ query: Range<Int>?,
        _ fragment: Range<Int>?
    ) -> StepOutcome {
        let compiled = trie.entries[entry]
        var values = LinkValues(capacity: compiled.path.count + compiled.query.count + 2)
        var position = start
        var segment = 0
        for parameter in compiled.path {
            // On to the parameter's segment, past the literals before it and repeated slashes.
            while true {
                while position < end, bytes[position] == slash { position += 1 }
                if segment == parameter.position { break }
                position = bytes[position..<end].firstIndex(of: slash) ?? end
                segment += 1
            }
            guard let type = parameter.type.map({ trie.types[$0] }) else {
                switch catchAllValue(bytes[position..<end]) {
                case .success(let value): values.add(value, as: parameter.name)
                case .failure(let rejection): return .reject(rejection)
                }
                break
            }
            let stop = bytes[position..<end].firstIndex(of: slash) ?? end
            let raw = bytes[position..<stop]
            if case .compound(let compound) = type.kind {
                // Its pieces are text, held to UTF-8 as a whole segment's value is, and taken apart
                // once decoded, as the walk that accepted it did.
                let decoded: ArraySlice<UInt8>
                switch escapedText(raw) {
                case .success(let text): decoded = text.map { Array($0.utf8)[...] } ?? raw
                case .failure(let rejection): return .reject(rejection)
                }
                guard compound.read(decoded, into: &values) else {
                    let shown = decodedText(raw) ?? raw.text
                    return .reject(.invalidParameter(name: parameter.name, value: shown, type: type.name))
                }
            } else {
                switch value(of: raw, as: type) {
                case .success(let value): values.add(value, as: parameter.name)
                case .failure(let rejection): return .reject(rejection.named(parameter.name))
                }
            }
            position = stop
            segment += 1
        }
        for (item, type) in compiled.query {
            switch read(item, as: type, in: bytes, query) {
            case .success(let value)?: values.add(value, as: item.name)
            case .failure(let rejection)?: return .reject(rejection)
            case nil:
                if item.isRequired { return .skip }
                if let defaultValue = item.defaultValue { values[item.name] = type.parse(defaultValue) }
            }
        }
        // The fragment, when the pattern reads one: optional, and empty counts as absent.
        if let declared = compiled.fragment, let fragment, !fragment.isEmpty {
            let raw = bytes[fragment]
            if let bad = firstBadEscape(raw) { return .reject(.malformed("'\(bad)' is not a valid percent-escape")) }
            switch value(of: raw, as: declared.type) {
            case .success(let value): values.add(value, as: declared.name)
            case .failure(let rejection): return .reject(rejection.named(declared.name))
            }
        }
        return .step(LinkMatch.Step(destinationName: compiled.name, values: values, entry: entry))
    }

    /// A catch-all's value: the remaining segments, each decoded, as a list.
    private func catchAllValue(_ rest: ArraySlice<UInt8>) -> Result<LinkValue, LinkRejection> {
        var parts: [LinkValue] = []
        for part in rest.split(separator: slash) {
            guard let text = decodedText(part) else {
                return .failure(.malformed("the path is not valid UTF-8 once decoded"))
            }
            parts.append(.string(text))
        }
        return .success(.list(parts))
    }

    private func value(of raw: ArraySlice<UInt8>, as type: LinkParameterType) -> Result<LinkValue, LinkRejection> {
        let parsed: LinkValue?
        switch escapedText(raw) {
        case .success(let text?): parsed = type.parse(text)
        case .success(nil): parsed = type.parse(bytes: raw)
        case .failure(let rejection): return .failure(rejection)
        }
        guard let parsed else {
            return .failure(.invalidParameter(name: "", value: decodedText(raw) ?? raw.text, type: type.name))
        }
        return .success(parsed)
    }

    /// Reads `item` from the query: `nil` when it is absent (not given, or given empty where it is
    /// optional, as a form sends an empty field), so the pattern's rule for a missing item applies.
    /// A repeated type takes every occurrence of its key (empty ones skipped, at most the configured
    /// number); another type exactly one (a second rejects the link: no silent first-wins). An
    /// empty value rejects the link for a required item.
    private func read(
        _ item: LinkPattern.QueryItem, as type: LinkParameterType, in bytes: [UInt8], _ query: Range<Int>?
    ) -> Result<LinkValue, LinkRejection>? {
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
        if type.repeatedElement == nil, given.count > 1 { return .failure(.repeatedParameter(name: item.key)) }
        var list: [LinkValue] = []
        for raw in given where !raw.isEmpty {
            guard type.repeatedElement == nil || list.count < configuration.maximumRepeatedValues else {
                return .failure(.tooManyValues(name: item.key, limit: configuration.maximumRepeatedValues))
            }
            switch value(of: raw, as: type.repeatedElement ?? type) {
            case .success(let value): list.append(value)
            case .failure(let rejection): return .failure(rejection.named(item.name))
            }
        }
        guard !list.isEmpty else {
            let isEmpty = !given.isEmpty && item.isRequired
            return isEmpty ? .failure(.invalidParameter(name: item.name, value: "", type: type.name)) : nil
        }
        return .success(type.repeatedElement == nil ? list[0] : .list(list))
    }

    /// `raw` as text when it must be decoded to be read (a percent-escape, or bytes beyond ASCII),
    /// refused when the result is not UTF-8; `nil` for plain ASCII, which is read as it is. The one
    /// UTF-8 rule for every value a link's path or query gives.
    private func escapedText(_ raw: ArraySlice<UInt8>) -> Result<String?, LinkRejection> {
        guard raw.contains(where: { $0 == percent || $0 >= 0x80 }) else { return .success(nil) }
        guard let text = decodedText(raw) else {
            return .failure(.malformed("a value is not valid UTF-8 once decoded"))
        }
        return .success(text)
    }

    /// `raw` percent-decoded as text, or `nil` when the result is not valid UTF-8.
    private func decodedText(_ raw: ArraySlice<UInt8>) -> String? {
        let decoded = raw.contains(percent) ? percentDecoded(raw) : Array(raw)
        let isInvalid = transcode(
            decoded.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
        return isInvalid ? nil : String(decoding: decoded, as: UTF8.self)
    }
}

/// What one candidate pattern makes of its part of the link.
enum StepOutcome {
    case step(LinkMatch.Step)
    /// The pattern does not apply after all (a required query parameter is not there).
    case skip
    /// The link is refused (a declared parameter has a value its type refuses).
    case reject(LinkRejection)
}

extension LinkRejection {
    /// This rejection with the parameter's name filled in.
    func named(_ name: String) -> LinkRejection {
        if case .invalidParameter(_, let value, let type) = self {
            return .invalidParameter(name: name, value: value, type: type)
        }
        return self
    }
}

/// The first broken percent-escape in `bytes` (`%zz`, a lone `%`), as written.
func firstBadEscape(_ bytes: ArraySlice<UInt8>) -> String? {
    var index = bytes.startIndex
    while let found = bytes[index...].firstIndex(of: percent) {
        guard found + 2 < bytes.endIndex, hexValue(bytes[found + 1]) != nil, hexValue(bytes[found + 2]) != nil else {
            return bytes[found..<min(found + 3, bytes.endIndex)].text
        }
        index = found + 3
    }
    return nil
}

/// `bytes` with every percent-escape decoded; the escapes were checked when the link was located.
func percentDecoded(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
        if bytes[index] == percent, index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]),
            let low = hexValue(bytes[index + 2])
        {
            decoded.append(high << 4 | low)
            index += 3
        } else {
            decoded.append(bytes[index])
            index += 1
        }
    }
    return decoded
}

func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
}

extension ArraySlice<UInt8> {
    /// The bytes as text, invalid UTF-8 repaired (callers that must refuse it check first).
    var text: String { String(decoding: self, as: UTF8.self) }
}
