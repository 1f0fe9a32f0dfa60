extension LinkMatcher {
    /// The step `entry` makes of the path bytes `start..<end`: the destination with its values.
    ///
    /// Path values were already accepted by the walk; they are parsed into typed values here, once
    /// the chain is known, through the entry's plan. The query belongs to the last destination of
    /// the chain (`query` is `nil` for the others): a declared item with a refused value (or given
    /// twice, or empty where it is required) rejects the link, a missing required one means this
    /// pattern does not apply, a missing one with a default takes the default (see `read`).
    ///
    /// `start..<end` and `query` lie within `bytes` (the walk and `locate` found them there).
    func step(
        _ entry: Int, in view: TrieView, _ bytes: ByteRun, from start: Int, to end: Int,
        query: Range<Int>?, fragment: Range<Int>?
    ) -> StepOutcome {
        let record = view.records[entry]
        var parameter = Int(record.planStart)
        let last = Int(record.planEnd)
        // A segment of several pieces is one entry of the plan and gives several values.
        var values = LinkValues(capacity: last - parameter + (record.hasCompound ? 3 : 0))
        var position = start
        var segment = 0
        // Path parameters and the catch-all come first in the plan, in segment order.
        while parameter < last, view.plan[parameter].position >= 0, position < end {
            while position < end, bytes[position] == slash { position += 1 }
            var segmentEnd = position
            while segmentEnd < end, bytes[segmentEnd] != slash { segmentEnd += 1 }
            let planned = view.plan[parameter]
            if Int(planned.position) == segment {
                parameter += 1
                guard planned.type >= 0 else {
                    switch catchAllValue(bytes.run(position..<end)) {
                    case .success(let value): values.add(value, as: planned.name)
                    case .failure(let rejection): return .reject(rejection)
                    }
                    break
                }
                let raw = bytes.run(position..<segmentEnd)
                // A built-in type reads plain bytes without touching the type itself; escaped or
                // refused bytes take the full path below, which decodes them and says why.
                if let value = Self.builtinValue(raw, code: view.typeCodes[Int(planned.type)]) {
                    values.add(value, as: planned.name)
                    segment += 1
                    position = segmentEnd
                    continue
                }
                if case .compound(let compound) = view.types[Int(planned.type)].kind {
                    // Its pieces are text, held to UTF-8 as a whole segment's value is, and taken
                    // apart once decoded, as the walk that accepted it did.
                    let text: String?
                    switch escapedText(raw) {
                    case .success(let decoded): text = decoded
                    case .failure(let rejection): return .reject(rejection)
                    }
                    guard compound.read(text.map { ByteRun(Array($0.utf8)) } ?? raw, into: &values) else {
                        let shown = decodedText(raw) ?? raw.text
                        return .reject(
                            .invalidParameter(
                                name: planned.name, value: shown, type: view.types[Int(planned.type)].name))
                    }
                } else {
                    switch value(of: raw, as: view.types[Int(planned.type)]) {
                    case .success(let value): values.add(value, as: planned.name)
                    case .failure(let rejection): return .reject(rejection.named(planned.name))
                    }
                }
            }
            segment += 1
            position = segmentEnd
        }
        if record.hasQuery {
            while view.plan[parameter].position >= 0 { parameter += 1 }
            let pattern = trie.entries.queryPatterns[Int(record.queryPattern)]
            for item in pattern.query {
                let type = Int(view.plan[parameter].type)
                parameter += 1
                switch read(item, as: view.types[type], in: bytes, query) {
                case .value(let value): values.add(value, as: item.name)
                case .reject(let rejection): return .reject(rejection)
                case .absent:
                    if item.isRequired { return .skip }
                    if let defaultValue = item.defaultValue { values[item.name] = view.types[type].parse(defaultValue) }
                }
            }
            // The fragment, when the pattern reads one: optional, and empty counts as absent.
            if let declared = pattern.fragment, let fragment, !fragment.isEmpty {
                let type = view.types[Int(view.plan[parameter].type)]
                let raw = bytes.run(fragment)
                if let bad = firstBadEscape(raw, in: 0..<raw.count) {
                    return .reject(.malformed("'\(bad)' is not a valid percent-escape"))
                }
                switch value(of: raw, as: type) {
                case .success(let value): values.add(value, as: declared.name)
                case .failure(let rejection): return .reject(rejection.named(declared.name))
                }
            }
        }
        return .step(LinkMatch.Step(destinationName: record.name, values: values, entry: entry))
    }

    /// The value of plain bytes of a built-in type (`code`, `LinkTrie.TypeCode`), or `nil` when
    /// the type is not built in or the bytes are not its plain form.
    static func builtinValue(_ raw: ByteRun, code: UInt8) -> LinkValue? {
        switch code {
        case LinkTrie.TypeCode.int: LinkParameterType.parseInt(raw).map(LinkValue.int)
        case LinkTrie.TypeCode.uuid: LinkParameterType.parseUUID(raw).map(LinkValue.uuid)
        case LinkTrie.TypeCode.slug:
            LinkParameterType.isSlug(raw) ? .string(raw.text) : nil
        default: nil
        }
    }

    /// A catch-all's value: the remaining segments, each decoded, as a list.
    private func catchAllValue(_ rest: ByteRun) -> Result<LinkValue, LinkRejection> {
        var parts: [LinkValue] = []
        for part in rest.split(separator: slash) {
            guard let text = decodedText(ByteRun(part)) else {
                return .failure(.malformed("the path is not valid UTF-8 once decoded"))
            }
            parts.append(.string(text))
        }
        return .success(.list(parts))
    }

    private func value(
        of raw: ByteRun, as type: LinkParameterType
    ) -> Result<LinkValue, LinkRejection> {
        let parsed: LinkValue?
        switch escapedText(raw) {
        case .success(let text?): parsed = type.parse(text)
        case .success(nil): parsed = type.parse(bytes: raw)
        case .failure(let rejection): return .failure(rejection)
        }
        guard let parsed else {
            let shown = decodedText(raw) ?? raw.text
            return .failure(.invalidParameter(name: "", value: shown, type: type.name))
        }
        return .success(parsed)
    }

    /// What the query says of one declared item.
    enum QueryRead {
        case value(LinkValue)
        /// Not given, or given empty where it is optional (`?message=`, as a form sends an empty
        /// field): the pattern's rule for a missing item applies.
        case absent
        case reject(LinkRejection)
    }

    /// Reads `item` from the query: every occurrence of its key for a repeated type (each a
    /// value, empty ones skipped, at most the configured number), else exactly one occurrence (a
    /// second rejects the link: no silent first-wins). An empty value counts as absent for an
    /// optional item and rejects the link for a required one.
    private func read(
        _ item: LinkPattern.QueryItem, as type: LinkParameterType, in bytes: ByteRun,
        _ query: Range<Int>?
    ) -> QueryRead {
        guard let query, let first = nextValue(forKey: item.key, in: bytes, query, from: query.lowerBound) else {
            return .absent
        }
        if let element = type.repeatedElement {
            var list: [LinkValue] = []
            var found: (value: ByteRun, next: Int)? = first
            while let occurrence = found {
                found = nextValue(forKey: item.key, in: bytes, query, from: occurrence.next)
                guard !occurrence.value.isEmpty else { continue }
                guard list.count < configuration.maximumRepeatedValues else {
                    return .reject(.tooManyValues(name: item.key, limit: configuration.maximumRepeatedValues))
                }
                switch value(of: occurrence.value, as: element) {
                case .success(let value): list.append(value)
                case .failure(let rejection): return .reject(rejection.named(item.name))
                }
            }
            guard !list.isEmpty else {
                return item.isRequired
                    ? .reject(.invalidParameter(name: item.name, value: "", type: type.name)) : .absent
            }
            return .value(.list(list))
        }
        guard nextValue(forKey: item.key, in: bytes, query, from: first.next) == nil else {
            return .reject(.repeatedParameter(name: item.key))
        }
        guard !first.value.isEmpty else {
            return item.isRequired ? .reject(.invalidParameter(name: item.name, value: "", type: type.name)) : .absent
        }
        switch value(of: first.value, as: type) {
        case .success(let value): return .value(value)
        case .failure(let rejection): return .reject(rejection.named(item.name))
        }
    }

    /// The raw value of the next `key=value` item of the query, from `start`, whose decoded key
    /// is `key`, and where the item after it starts.
    private func nextValue(
        forKey key: String, in bytes: ByteRun, _ query: Range<Int>, from start: Int
    ) -> (value: ByteRun, next: Int)? {
        var itemStart = start
        while itemStart < query.upperBound {
            // One pass finds the item's end and its first `=`.
            var itemEnd = itemStart
            var firstEquals: Int?
            while itemEnd < query.upperBound, bytes[itemEnd] != UInt8(ascii: "&") {
                if firstEquals == nil, bytes[itemEnd] == UInt8(ascii: "=") { firstEquals = itemEnd }
                itemEnd += 1
            }
            defer { itemStart = itemEnd + 1 }
            guard itemEnd > itemStart else { continue }
            let equals = firstEquals ?? itemEnd
            let rawKey = bytes.run(itemStart..<equals)
            let matches = rawKey.contains(percent) ? decodedText(rawKey) == key : rawKey.equals(key)
            guard matches else { continue }
            let valueStart = equals == itemEnd ? equals : equals + 1
            return (bytes.run(valueStart..<itemEnd), itemEnd + 1)
        }
        return nil
    }

    /// `raw` as text when it must be decoded to be read (a percent-escape, or bytes beyond ASCII),
    /// refused when the result is not UTF-8; `nil` for plain ASCII, which is read as it is. The one
    /// UTF-8 rule for every value a link's path or query gives.
    private func escapedText(_ raw: ByteRun) -> Result<String?, LinkRejection> {
        guard raw.contains(percent) || raw.contains(where: { $0 >= 0x80 }) else { return .success(nil) }
        guard let text = decodedText(raw) else {
            return .failure(.malformed("a value is not valid UTF-8 once decoded"))
        }
        return .success(text)
    }

    /// `raw` percent-decoded as text, or `nil` when the result is not valid UTF-8.
    func decodedText(_ raw: ByteRun) -> String? {
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
