/// A widget's URL and an App Intent's reach the app as any link does (`onOpenURL`, a universal
/// link), so the adapter cannot tell them apart. The link says it instead: the registry writes
/// them with one query item, `via=<entry point>` (`chapter://inbox?via=widget`), and the handler
/// reads it, removes it, and names the entry point as the transition's cause. No pattern may
/// declare the key (a start-up conflict), and a link without it is an ordinary link.
extension EntryPoint {
    /// The query key that names the entry point a link was written for.
    static let linkKey = "via"

    /// The entry point `link` is marked with, and the link without the mark; `nil` when it has
    /// none (or names no entry point, an unknown key like any other, left for the matcher).
    static func marked(in link: String) -> (source: EntryPoint, link: String)? {
        guard let queryStart = link.firstIndex(of: "?") else { return nil }
        let fragmentStart = link[queryStart...].firstIndex(of: "#") ?? link.endIndex
        let items = link[link.index(after: queryStart)..<fragmentStart].split(
            separator: "&", omittingEmptySubsequences: false)
        var source: EntryPoint?
        var kept: [Substring] = []
        for item in items {
            guard item.hasPrefix(linkKey + "="),
                let named = EntryPoint(rawValue: String(item.dropFirst(linkKey.count + 1)))
            else {
                kept.append(item)
                continue
            }
            source = source ?? named
        }
        guard let source else { return nil }
        let query = kept.isEmpty ? "" : "?" + kept.joined(separator: "&")
        return (source, String(link[..<queryStart]) + query + String(link[fragmentStart...]))
    }

    /// `link` marked as written for this entry point: the mark is the last query item, before
    /// any fragment.
    func mark(_ link: String) -> String {
        let fragmentStart = link.firstIndex(of: "#") ?? link.endIndex
        let separator = link[..<fragmentStart].contains("?") ? "&" : "?"
        return String(link[..<fragmentStart]) + separator + "\(Self.linkKey)=\(rawValue)"
            + String(link[fragmentStart...])
    }
}

extension NavigationRegistry {
    /// `route`'s link as `source` opens it: the link in `form`, marked with `source` so the
    /// journal and screen views name it when the link comes back through `onOpenURL` or as a
    /// universal link. Like any link it is refused when the mark makes it longer than links may be.
    @_spi(FrontEnd) public func link(for route: AnyRoute, from source: EntryPoint, form: LinkForm = .canonical)
        throws(LinkValueError)
        -> String
    {
        let marked = source.mark(try link(for: route, form: form))
        let limit = links.configuration.maximumLength
        guard marked.utf8.count <= limit else { throw .tooLong(length: marked.utf8.count, limit: limit) }
        return marked
    }
}
