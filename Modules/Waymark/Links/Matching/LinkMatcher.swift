/// Reads links against the compiled patterns.
///
/// Everything works on the link's UTF-8 bytes: the scheme and host are compared in place, segments
/// are found by scanning for `/`, and percent-escapes are decoded only in segments that have them.
/// A link that names one destination (the common case) is matched by one walk down the trie. Before
/// the result is built it allocates only the copy of the link's bytes, which every `ByteRun` cut
/// from it shares rather than copies, and a decoded copy of each segment with a percent-escape.
final class LinkMatcher: Sendable {
    let configuration: LinkConfiguration
    let trie: LinkTrie
    private let schemes: [[UInt8]]
    private let hosts: [[UInt8]]
    /// The host families' bases with their dot (`.chapter.app` for `*.chapter.app`).
    private let hostFamilies: [[UInt8]]
    private let https = Array("https".utf8)
    private let http = Array("http".utf8)

    init(configuration: LinkConfiguration, trie: LinkTrie) {
        self.configuration = configuration
        self.trie = trie
        schemes = configuration.schemes.map { Array($0.lowercased().utf8) }
        let declared = configuration.universalLinkHosts.map { $0.lowercased() }
        hosts = declared.filter { !$0.hasPrefix("*.") }.map { Array($0.utf8) }
        hostFamilies = declared.filter { $0.hasPrefix("*.") }.map { Array($0.dropFirst().utf8) }
    }

    /// The chain of destinations `link` names, or why it names none.
    func match(_ link: String) -> Result<LinkMatch, LinkRejection> {
        match(bytes: ByteRun(Array(link.utf8)))
    }

    func match(bytes: ByteRun) -> Result<LinkMatch, LinkRejection> {
        guard bytes.count <= configuration.maximumLength else {
            return .failure(.tooLong(length: bytes.count, limit: configuration.maximumLength))
        }
        let address: LinkAddress
        switch locate(bytes) {
        case .success(let located): address = located
        case .failure(let rejection): return .failure(rejection)
        }
        return search(bytes, at: address)
    }

    /// The chain of destinations a link's path and query name, written without scheme or host
    /// (`university/1`, as snapshots keep links), or why it names none.
    func match(path bytes: ArraySlice<UInt8>) -> Result<LinkMatch, LinkRejection> {
        match(path: ByteRun(Array(bytes)))
    }

    private func match(path bytes: ByteRun) -> Result<LinkMatch, LinkRejection> {
        guard bytes.count <= configuration.maximumLength else {
            return .failure(.tooLong(length: bytes.count, limit: configuration.maximumLength))
        }
        switch address(of: bytes, pathStart: 0, end: bytes.count) {
        case .success(let address): return search(bytes, at: address)
        case .failure(let rejection): return .failure(rejection)
        }
    }

    private func search(_ bytes: ByteRun, at address: LinkAddress) -> Result<
        LinkMatch, LinkRejection
    > {
        trie.withView { view in
            var search = ChainSearch(matcher: self, view: view, bytes: bytes, address: address)
            return search.run()
        }
    }

    // MARK: - Scheme, host, path and query

    private func locate(_ bytes: ByteRun) -> Result<LinkAddress, LinkRejection> {
        var colon = 0
        while colon < bytes.count, bytes[colon] != UInt8(ascii: ":") { colon += 1 }
        guard colon < bytes.count, colon > 0 else {
            return .failure(.malformed("it has no scheme"))
        }
        let scheme = bytes.run(0..<colon)
        guard colon + 2 < bytes.count, bytes[colon + 1] == slash, bytes[colon + 2] == slash else {
            return .failure(.malformed("the scheme is not followed by '//'"))
        }
        let afterSlashes = colon + 3
        var pathStart = afterSlashes

        if !schemes.contains(where: { equalsIgnoringCase($0, scheme) }) {
            let isHTTPS = equalsIgnoringCase(https, scheme)
            guard isHTTPS || equalsIgnoringCase(http, scheme) else {
                return .failure(.unsupportedScheme(scheme.text))
            }
            var hostEnd = afterSlashes
            while hostEnd < bytes.count, bytes[hostEnd] != slash, bytes[hostEnd] != question,
                bytes[hostEnd] != UInt8(ascii: "#")
            {
                hostEnd += 1
            }
            let host = bytes.run(afterSlashes..<hostEnd)
            guard hosts.contains(where: { equalsIgnoringCase($0, host) }) || isInFamily(host) else {
                return .failure(.unknownHost(host.text))
            }
            guard isHTTPS else { return .failure(.insecureScheme) }
            pathStart = hostEnd
        }
        return address(of: bytes, pathStart: pathStart, end: bytes.count)
    }

    /// Where the path and the query of `bytes` are, from `pathStart` to `end`.
    private func address(
        of bytes: ByteRun, pathStart: Int, end: Int
    ) -> Result<LinkAddress, LinkRejection> {
        // One pass finds the first `?`, the `#` that ends the query, and the first `%` before it.
        var mark: Int?
        var hash: Int?
        var firstPercent: Int?
        var index = pathStart
        while index < end {
            let byte = bytes[index]
            index += 1
            // `#`, `%` and `?` all lie below 64, as letters do not; one bit each in a mask of those
            // 64 passes digits and `/` too.
            guard byte < 64, Self.addressBytes >> UInt64(byte) & 1 == 1 else { continue }
            if byte == UInt8(ascii: "#") {
                hash = index - 1
                break
            }
            if byte == question, mark == nil { mark = index - 1 }
            if byte == percent, firstPercent == nil { firstPercent = index - 1 }
        }
        var end = end
        var fragment: Range<Int>?
        if let hash {
            fragment = (hash + 1)..<end
            end = hash
        }
        var query: Range<Int>?
        if let mark {
            query = (mark + 1)..<end
            end = mark
        }
        if let firstPercent, let bad = firstBadEscape(bytes, in: firstPercent..<(query?.upperBound ?? end)) {
            return .failure(.malformed("'\(bad)' is not a valid percent-escape"))
        }
        return .success(LinkAddress(path: pathStart..<end, query: query, fragment: fragment))
    }

    /// The bytes the scan of a path and query stops at, as bits: `#`, `%` and `?`.
    private static let addressBytes: UInt64 = 1 << 0x23 | 1 << 0x25 | 1 << 0x3F

    /// Whether `host` is a subdomain of a declared family's base (`news.chapter.app` of
    /// `*.chapter.app`, not `chapter.app` itself, as Apple reads the wildcard): one or more labels
    /// of letters, digits and `-` before the base.
    private func isInFamily(_ host: ByteRun) -> Bool {
        hostFamilies.contains { base in
            guard host.count > base.count else { return false }
            let labels = host.run(0..<(host.count - base.count))
            let tail = host.run((host.count - base.count)..<host.count)
            return equalsIgnoringCase(base, tail) && labels.first != UInt8(ascii: ".")
                && labels.last != UInt8(ascii: ".")
                && labels.allSatisfy { byte in
                    let folded = byte | 0x20
                    return (folded >= 0x61 && folded <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                }
        }
    }

    private func equalsIgnoringCase(_ lowercased: [UInt8], _ bytes: ByteRun) -> Bool {
        guard lowercased.count == bytes.count else { return false }
        for (expected, byte) in zip(lowercased, bytes) {
            let folded = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            guard folded == expected else { return false }
        }
        return true
    }

    func firstBadEscape(_ bytes: ByteRun, in range: Range<Int>) -> String? {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == percent {
                guard index + 2 < range.upperBound, hexValue(bytes[index + 1]) != nil, hexValue(bytes[index + 2]) != nil
                else {
                    let stop = min(index + 3, range.upperBound)
                    return bytes.run(index..<stop).text
                }
                index += 3
            } else {
                index += 1
            }
        }
        return nil
    }
}

let slash = UInt8(ascii: "/")
let question = UInt8(ascii: "?")
let percent = UInt8(ascii: "%")

func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
}

/// `bytes` with every percent-escape decoded; the escapes were checked when the link was located.
func percentDecoded(_ bytes: ByteRun) -> [UInt8] {
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
        if bytes[index] == percent, index + 2 < bytes.count,
            let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
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
