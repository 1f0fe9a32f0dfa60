/// Example values, so that every destination with a link has a working example link (route
/// tables, the route map) and every hand-written route type can be tried at start-up.
extension LinkConfiguration {
    /// Values that fit every parameter of `pattern`, for example links and for checking route
    /// types at start-up; custom types have none.
    package func exampleValues(for pattern: LinkPattern) -> LinkValues {
        var values = LinkValues()
        let parameters =
            pattern.segments.flatMap { segment -> [(String, String)] in
                switch segment {
                case .literal, .catchAll: []
                case .parameter(let name, let type): [(name, type)]
                case .compound(let parts):
                    parts.compactMap { part in
                        guard case .parameter(let name, let type) = part else { return nil }
                        return (name, type)
                    }
                }
            } + pattern.query.filter(\.isRequired).map { ($0.name, $0.type) }
        for case .catchAll(let name) in pattern.segments {
            values[name] = .list([.string("example")])
        }
        for (name, typeName) in parameters {
            guard let type = parameterType(named: typeName) else { continue }
            values[name] = type.example
        }
        return values
    }
}
