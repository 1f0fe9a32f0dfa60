/// The search for the chain of destinations a link's path names.
///
/// At each point the longest pattern that still lets the rest of the path match wins; among
/// patterns of equal length, the most specific (literal, then typed, then untyped, segment by
/// segment). A pattern that consumes the whole rest of the path is the longest possible, so it is
/// tried first, by a walk that needs no bookkeeping; only when none exists are shorter candidates
/// collected and tried in order, backtracking when one strands the rest of the path.
///
/// A search lives for one `LinkMatcher.match` call; every position stays within `address`, which
/// the matcher located inside `bytes`.
struct ChainSearch {
    let matcher: LinkMatcher
    let view: TrieView
    let bytes: ByteRun
    let address: LinkAddress
    private var deadEnds: Set<Int> = []
    private var hitChainLimit = false
    private var rejection: LinkRejection?

    init(matcher: LinkMatcher, view: TrieView, bytes: ByteRun, address: LinkAddress) {
        self.matcher = matcher
        self.view = view
        self.bytes = bytes
        self.address = address
    }

    mutating func run() -> Result<LinkMatch, LinkRejection> {
        if let steps = chain(from: address.path.lowerBound, depth: 0) {
            return .success(LinkMatch(steps: steps))
        }
        if let rejection { return .failure(rejection) }
        if hitChainLimit { return .failure(.tooManyDestinations(limit: matcher.configuration.maximumChainLength)) }
        let path = bytes.run(address.path).text
        return .failure(.noMatch(path))
    }

    private mutating func chain(from position: Int, depth: Int) -> [LinkMatch.Step]? {
        let end = address.path.upperBound
        var whole = WholeRest(
            matcher: matcher, view: view, bytes: bytes, start: position, query: address.query,
            fragment: address.fragment)
        _ = view.walk(bytes, from: position, to: end, allowTabRoot: depth == 0, prefixes: false, visitor: &whole)
        if let stop = whole.stop {
            rejection = stop
            return nil
        }
        if let found = whole.found { return [found] }

        var prefixes = Prefixes(records: view.records)
        _ = view.walk(bytes, from: position, to: end, allowTabRoot: depth == 0, prefixes: true, visitor: &prefixes)
        let candidates = prefixes.candidates
        let view = view  // for the sort's closure, which then captures a value, not this search
        guard !candidates.isEmpty else { return nil }
        guard depth + 1 < matcher.configuration.maximumChainLength else {
            hitChainLimit = true
            return nil
        }
        let ordered = candidates.enumerated().sorted { left, right in
            let leftLength = view.records[left.element.entry].segmentCount
            let rightLength = view.records[right.element.entry].segmentCount
            return leftLength != rightLength ? leftLength > rightLength : left.offset < right.offset
        }
        for (_, candidate) in ordered {
            let key = candidate.end &* 32 &+ depth
            guard !deadEnds.contains(key) else { continue }
            let step: LinkMatch.Step
            switch matcher.step(
                candidate.entry, in: view, bytes, from: position, to: candidate.end, query: nil, fragment: nil)
            {
            case .step(let made): step = made
            case .skip: continue
            case .reject(let stop):
                rejection = stop
                return nil
            }
            if let rest = chain(from: candidate.end, depth: depth + 1) {
                return [step] + rest
            }
            if rejection != nil { return nil }
            deadEnds.insert(key)
        }
        return nil
    }
}

/// Looks for the pattern that takes the whole rest of the path: the first whose step applies, or
/// the first that refuses the link. It lives inside the `ChainSearch.chain` call that makes it:
/// `bytes`, `view` and the ranges are that search's.
private struct WholeRest: TrieVisitor {
    let matcher: LinkMatcher
    let view: TrieView
    let bytes: ByteRun
    let start: Int
    let query: Range<Int>?
    let fragment: Range<Int>?
    var found: LinkMatch.Step?
    var stop: LinkRejection?

    mutating func visit(_ entry: Int, end: Int) -> Bool {
        switch matcher.step(entry, in: view, bytes, from: start, to: end, query: query, fragment: fragment) {
        case .step(let step): found = step
        case .skip: return false
        case .reject(let rejection): stop = rejection
        }
        return true
    }
}

/// Collects every pattern that takes a leading part of the path, with where its part ends.
private struct Prefixes: TrieVisitor {
    let records: [LinkEntryTable.Record]
    var candidates: [(entry: Int, end: Int)] = []

    mutating func visit(_ entry: Int, end: Int) -> Bool {
        // A root-only pattern (no path) names a whole link, never a step of a chain.
        if records[entry].segmentCount > 0 { candidates.append((entry, end)) }
        return false
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
