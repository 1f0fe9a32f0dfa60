extension LinkMatcher {
    /// The step `entry` makes of the path bytes `start..<end`: the destination with its values.
    ///
    /// Path values were already accepted by the walk; they are parsed into typed values here, once
    /// the chain is known, through the entry's plan. The query belongs to the last destination of
    /// the chain (`query` is `nil` for the others): a declared item with a refused value rejects
    /// the link, a missing required one means this pattern does not apply, a missing one with a
    /// default takes the default.
    ///
    /// Invariant: `bytes` is the link's, borrowed for the match that calls this, and
    /// `start..<end` and `query` lie within it (the walk and `locate` found them there).
    func step(
        _ entry: Int, _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, query: Range<Int>?
    ) -> StepOutcome {
        let record = trie.entries.records[entry]
        var parameter = Int(record.planStart)
        let last = Int(record.planEnd)
        var values = LinkValues(capacity: last - parameter)
        var position = start
        var segment = 0
        // Path parameters and the catch-all come first in the plan, in segment order.
        while parameter < last, trie.entries.plan[parameter].position >= 0, position < end {
            while position < end, bytes[position] == slash { position += 1 }
            var segmentEnd = position
            while segmentEnd < end, bytes[segmentEnd] != slash { segmentEnd += 1 }
            let planned = trie.entries.plan[parameter]
            if Int(planned.position) == segment {
                parameter += 1
                guard planned.type >= 0 else {
                    switch catchAllValue(UnsafeBufferPointer(rebasing: bytes[position..<end])) {
                    case .success(let value): values[planned.name] = value
                    case .failure(let rejection): return .reject(rejection)
                    }
                    break
                }
                switch value(
                    of: UnsafeBufferPointer(rebasing: bytes[position..<segmentEnd]), as: trie.types[Int(planned.type)])
                {
                case .success(let value): values[planned.name] = value
                case .failure(let rejection): return .reject(rejection.named(planned.name))
                }
            }
            segment += 1
            position = segmentEnd
        }
        if record.hasQuery {
            while trie.entries.plan[parameter].position >= 0 { parameter += 1 }
            for item in trie.entries.destinations[entry].link!.query {
                let type = trie.types[Int(trie.entries.plan[parameter].type)]
                parameter += 1
                if let query, let raw = queryValue(forKey: item.key, in: bytes, query) {
                    switch value(of: raw, as: type) {
                    case .success(let value): values[item.name] = value
                    case .failure(let rejection): return .reject(rejection.named(item.name))
                    }
                } else if item.isRequired {
                    return .skip
                } else if let defaultValue = item.defaultValue {
                    values[item.name] = type.parse(defaultValue)
                }
            }
        }
        return .step(LinkMatch.Step(destinationName: record.name, values: values, entry: entry))
    }

    /// A catch-all's value: the remaining segments, each decoded, as a list.
    private func catchAllValue(_ rest: UnsafeBufferPointer<UInt8>) -> Result<LinkValue, LinkRejection> {
        var parts: [LinkValue] = []
        for part in rest.split(separator: slash) {
            guard let text = decodedText(UnsafeBufferPointer(rebasing: part)) else {
                return .failure(.malformed("the path is not valid UTF-8 once decoded"))
            }
            parts.append(.string(text))
        }
        return .success(.list(parts))
    }

    private func value(
        of raw: UnsafeBufferPointer<UInt8>, as type: LinkParameterType
    ) -> Result<LinkValue, LinkRejection> {
        let parsed: LinkValue?
        if raw.contains(percent) || raw.contains(where: { $0 >= 0x80 }) {
            guard let text = decodedText(raw) else {
                return .failure(.malformed("a value is not valid UTF-8 once decoded"))
            }
            parsed = type.parse(text)
        } else {
            parsed = type.parse(bytes: raw)
        }
        guard let parsed else {
            let shown = decodedText(raw) ?? String(decoding: raw, as: UTF8.self)
            return .failure(.invalidParameter(name: "", value: shown, type: type.name))
        }
        return .success(parsed)
    }

    /// The raw value of the first `key=value` item of the query whose decoded key is `key`.
    private func queryValue(
        forKey key: String, in bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>
    ) -> UnsafeBufferPointer<UInt8>? {
        let items = UnsafeBufferPointer(rebasing: bytes[query])
        for item in items.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
            let rawKey = UnsafeBufferPointer(rebasing: item[item.startIndex..<equals])
            let matches = rawKey.contains(percent) ? decodedText(rawKey) == key : rawKey.elementsEqual(key.utf8)
            guard matches else { continue }
            let valueStart = equals == item.endIndex ? equals : equals + 1
            return UnsafeBufferPointer(rebasing: item[valueStart..<item.endIndex])
        }
        return nil
    }

    /// `raw` percent-decoded as text, or `nil` when the result is not valid UTF-8.
    func decodedText(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
        let decoded = raw.contains(percent) ? percentDecoded(raw) : Array(raw)
        let isInvalid = transcode(
            decoded.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
        return isInvalid ? nil : String(decoding: decoded, as: UTF8.self)
    }
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
