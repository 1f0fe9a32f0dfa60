/// Reads links against the compiled patterns, on a copy of the link's UTF-8 bytes: the scheme and
/// host are compared there, the path is cut into segments at `/` (each percent-decoded only if it
/// has an escape), and each segment is looked up in the trie: a dictionary look-up for a literal,
/// a type check for each typed child. The path is read as a chain of patterns (see `chain`).
package final class LinkMatcher: Sendable {
    let configuration: LinkConfiguration
    let trie: LinkTrie
    private let schemes: [[UInt8]]
    private let hosts: [[UInt8]]
    /// The host families' bases with their dot (`.chapter.app` for `*.chapter.app`).
    private let hostFamilies: [[UInt8]]

    init(configuration: LinkConfiguration, trie: LinkTrie) {
        self.configuration = configuration
        self.trie = trie
        schemes = configuration.schemes.map { Array($0.lowercased().utf8) }
        let declared = configuration.universalLinkHosts.map { $0.lowercased() }
        hosts = declared.filter { !$0.hasPrefix("*.") }.map { Array($0.utf8) }
        hostFamilies = declared.filter { $0.hasPrefix("*.") }.map { Array($0.dropFirst().utf8) }
    }

    /// The chain of destinations `link` names, or why it names none.
    package func match(_ link: String) -> Result<LinkMatch, LinkMatchError> {
        match(Array(link.utf8), hasScheme: true)
    }

    /// The chain of destinations a link's path and query name, written without scheme or host
    /// (`university/1`, as snapshots keep links), or why it names none.
    package func match(path: ArraySlice<UInt8>) -> Result<LinkMatch, LinkMatchError> {
        match(Array(path), hasScheme: false)
    }

    private func match(_ bytes: [UInt8], hasScheme: Bool) -> Result<LinkMatch, LinkMatchError> {
        Result { () throws(LinkMatchError) in
            guard bytes.count <= configuration.maximumLength else {
                throw .tooLong(length: bytes.count, limit: configuration.maximumLength)
            }
            let address = try address(of: bytes, from: hasScheme ? try pathStart(of: bytes) : 0)
            var search = Search()
            if let steps = try chain(bytes, address, from: address.path.lowerBound, depth: 0, &search) {
                return LinkMatch(steps: steps)
            }
            if search.hitChainLimit { throw .tooManyDestinations(limit: configuration.maximumChainLength) }
            throw .noMatch(bytes[address.path].text)
        }
    }

    /// Where the path starts, after a scheme of the app's own, or after `https://` and a host of its
    /// universal links.
    private func pathStart(of bytes: [UInt8]) throws(LinkMatchError) -> Int {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else {
            throw .malformed("it has no scheme")
        }
        let scheme = bytes[..<colon]
        guard colon + 2 < bytes.count, bytes[colon + 1] == slash, bytes[colon + 2] == slash else {
            throw .malformed("the scheme is not followed by '//'")
        }
        if schemes.contains(where: { equalsIgnoringCase($0, scheme) }) { return colon + 3 }
        let isHTTPS = equalsIgnoringCase(Array("https".utf8), scheme)
        guard isHTTPS || equalsIgnoringCase(Array("http".utf8), scheme) else { throw .unsupportedScheme(scheme.text) }
        let hostEnd = bytes[(colon + 3)...].firstIndex { $0 == slash || $0 == question || $0 == numberSign }
        let host = bytes[(colon + 3)..<(hostEnd ?? bytes.count)]
        guard hosts.contains(where: { equalsIgnoringCase($0, host) }) || isInFamily(host) else {
            throw .unknownHost(host.text)
        }
        guard isHTTPS else { throw .insecureScheme }
        return host.endIndex
    }

    /// Where the path, the query (after the first `?`) and the fragment (after the first `#`) are,
    /// from `start`; a broken percent-escape in the path or query refuses the link.
    private func address(of bytes: [UInt8], from start: Int) throws(LinkMatchError) -> LinkAddress {
        let fragmentMark = bytes[start...].firstIndex(of: numberSign)
        let queryMark = bytes[start..<(fragmentMark ?? bytes.count)].firstIndex(of: question)
        let queryEnd = fragmentMark ?? bytes.count
        if let bad = firstBadEscape(bytes[start..<queryEnd]) {
            throw .malformed("'\(bad)' is not a valid percent-escape")
        }
        return (
            start..<(queryMark ?? queryEnd), queryMark.map { ($0 + 1)..<queryEnd },
            fragmentMark.map { ($0 + 1)..<bytes.count }
        )
    }

    /// Whether `host` is a subdomain of a declared family's base (`news.chapter.app` of
    /// `*.chapter.app`, not `chapter.app` itself, as Apple reads the wildcard): one or more labels
    /// of letters, digits and `-` before the base.
    private func isInFamily(_ host: ArraySlice<UInt8>) -> Bool {
        hostFamilies.contains { base in
            guard host.count > base.count else { return false }
            let labels = host.dropLast(base.count)
            return equalsIgnoringCase(base, host.suffix(base.count)) && labels.first != UInt8(ascii: ".")
                && labels.last != UInt8(ascii: ".")
                && labels.allSatisfy { byte in
                    let folded = byte | 0x20
                    return (folded >= 0x61 && folded <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                }
        }
    }

    private func equalsIgnoringCase(_ lowercased: [UInt8], _ bytes: ArraySlice<UInt8>) -> Bool {
        lowercased.elementsEqual(bytes.lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 })
    }

    /// What one search remembers across its steps.
    private struct Search {
        /// Where a chain was found not to finish, as `end * 32 + depth`.
        var deadEnds: Set<Int> = []
        var hitChainLimit = false
    }

    /// The chain of steps that reads the path from `position`. The longest pattern that still lets
    /// the rest of the path match wins; among patterns of equal length, the most specific (the
    /// walk's order). A pattern that takes the whole rest is tried first, with the query and the
    /// fragment; then the shorter ones, longest first, each followed by a search of the rest, and
    /// the next tried when that strands it. A value a pattern's type refuses ends the search.
    private func chain(
        _ bytes: [UInt8], _ address: LinkAddress, from position: Int, depth: Int, _ search: inout Search
    ) throws(LinkMatchError) -> [LinkMatch.Step]? {
        let end = address.path.upperBound
        var found: [(entry: Int, end: Int)] = []
        walk(0, bytes, from: position, to: end, isFirst: depth == 0, into: &found)
        for candidate in found where candidate.end == end {
            if let step = try step(candidate.entry, bytes, from: position, to: end, address.query, address.fragment) {
                return [step]
            }
        }
        // Longest first, in the walk's order among equals (the sort is stable). A root-only pattern
        // (no path) names a whole link, never a step of a chain.
        let prefixes = found.filter { trie.entries[$0.entry].segmentCount > 0 }.sorted {
            trie.entries[$0.entry].segmentCount > trie.entries[$1.entry].segmentCount
        }
        guard !prefixes.isEmpty else { return nil }
        guard depth + 1 < configuration.maximumChainLength else {
            search.hitChainLimit = true
            return nil
        }
        for candidate in prefixes where !search.deadEnds.contains(candidate.end &* 32 &+ depth) {
            guard let step = try step(candidate.entry, bytes, from: position, to: candidate.end, nil, nil) else {
                continue
            }
            if let rest = try chain(bytes, address, from: candidate.end, depth: depth + 1, &search) {
                return [step] + rest
            }
            search.deadEnds.insert(candidate.end &* 32 &+ depth)
        }
        return nil
    }

    /// Adds to `found` every pattern under `node` that matches the path from `position` (the whole
    /// rest, or a leading part of it), with where its part ends, most specific first. A tab root
    /// counts only at the start of a chain (`isFirst`).
    private func walk(
        _ node: Int, _ bytes: [UInt8], from position: Int, to end: Int, isFirst: Bool,
        into found: inout [(entry: Int, end: Int)]
    ) {
        let range = nextSegment(of: bytes, from: position, to: end)
        if let entry = trie.nodes[node].terminal, isFirst || !trie.entries[entry].isTabRoot {
            found.append((entry, range.lowerBound))
        }
        guard !range.isEmpty else { return }
        let segment = bytes[range].contains(percent) ? percentDecoded(bytes[range])[...] : bytes[range]
        // Literals are ASCII, so a segment beyond ASCII has no literal child; within it, a `String`
        // (inline up to 15 bytes) equals a literal exactly when its bytes do.
        if segment.allSatisfy({ $0 < 0x80 }), let child = trie.nodes[node].literals[segment.text] {
            walk(child, bytes, from: range.upperBound, to: end, isFirst: isFirst, into: &found)
        }
        for (type, child) in trie.nodes[node].typed where trie.types[type].accepts(bytes: segment) {
            walk(child, bytes, from: range.upperBound, to: end, isFirst: isFirst, into: &found)
        }
        if let child = trie.nodes[node].untyped {
            walk(child, bytes, from: range.upperBound, to: end, isFirst: isFirst, into: &found)
        }
        if let entry = trie.nodes[node].catchAll, isFirst || !trie.entries[entry].isTabRoot {
            found.append((entry, end))
        }
    }
}

/// Where the parts of a link are, as offsets into its UTF-8 bytes; the fragment is after the `#`.
typealias LinkAddress = (path: Range<Int>, query: Range<Int>?, fragment: Range<Int>?)

/// The next segment of `bytes` from `position`, past repeated slashes; empty at the path's end.
func nextSegment(of bytes: [UInt8], from position: Int, to end: Int) -> Range<Int> {
    var start = position
    while start < end, bytes[start] == slash { start += 1 }
    return start..<(bytes[start..<end].firstIndex(of: slash) ?? end)
}
