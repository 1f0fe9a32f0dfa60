import Waymark

/// A link that names a destination but leaves out a parameter its link needs
/// (`chapter://university`, for `university/{id}`): what it lacks, so the user and the developer
/// are told that instead of a link that leads nowhere.
public struct IncompleteLink: Equatable, Sendable {
    /// The destination the link would lead to with its parameters (`universities.detail`).
    public let destination: DestinationName
    /// The destination's link pattern (`university/{id}`).
    public let pattern: String
    /// The parameters the link leaves out, in the pattern's order (`["id"]`).
    public let missing: [String]
}

extension ChapterApp {
    /// What `path` (a link's path, as a refused link's `noMatch` carries it) lacks, when it is the
    /// start of a destination's link that stops before that link's parameters: every segment it
    /// has matches the pattern's (a literal exactly, a parameter any value), and what it leaves
    /// out holds a parameter. `nil` when no pattern starts so; the shortest pattern that does
    /// wins (`university/{id}` over `university/{university}/societies`), the first declared
    /// among equals.
    public func incompleteLink(path: String) -> IncompleteLink? {
        let given = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var best: (IncompleteLink, Int)?
        for destination in registry.destinations {
            guard let pattern = destination.link else { continue }
            let segments = pattern.segments
            // At least the first segment, a literal, names the destination.
            guard !given.isEmpty, given.count < segments.count, case .literal = segments[0] else { continue }
            let matches = zip(given, segments).allSatisfy { text, segment in
                if case .literal(let literal) = segment { return literal == text }
                return true
            }
            guard matches else { continue }
            let missing = segments.dropFirst(given.count).flatMap { segment -> [String] in
                switch segment {
                case .literal: []
                case .parameter(let name, _), .catchAll(let name): [name]
                case .compound(let parts):
                    parts.compactMap { part in
                        if case .parameter(let name, _) = part { return name }
                        return nil
                    }
                }
            }
            // The pattern the link comes closest to finishing: the fewest segments left out.
            guard !missing.isEmpty, best.map({ segments.count < $0.1 }) ?? true else { continue }
            best = (
                IncompleteLink(destination: destination.name, pattern: pattern.description, missing: missing),
                segments.count
            )
        }
        return best?.0
    }

    /// The sentence Chapter shows for `notice`: ``words(for:)``, except that a link refused as
    /// leading nowhere which is the start of a destination's link says what it leaves out.
    public func words(forNotice notice: Notice) -> String {
        if case .linkRejected(.noMatch(let path)) = notice, let incomplete = incompleteLink(path: path) {
            return Self.words(missing: incomplete.missing)
        }
        return Self.words(for: notice)
    }

    /// What the user is told of a link that leaves out `missing`.
    static func words(missing: [String]) -> String {
        let names = missing.map { "its \($0)" }
        let list =
            names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        return "This link is incomplete: it needs \(list), so it cannot be opened."
    }
}
