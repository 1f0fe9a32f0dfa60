import Foundation

/// One step of the move: a tab's cases taken out of the legacy enums into a feature's route type.
/// It writes the route type, one `@Destination` per case with the link pattern its `url` wrote,
/// and the mapping a team reviews and keeps beside it: each legacy case, its new route, and the
/// link forms it answered to.
public struct TabMove: Sendable {
    public let feature: String
    public let tab: String
    /// The pushed cases moved, from the destination enum.
    public let pushes: [LegacyEnum.Case]
    /// The sheets moved, from the sheet enum.
    public let sheets: [LegacyEnum.Case]

    /// The move of `cases` out of `destinations` and `sheetCases` out of `sheets`, into `feature`
    /// on `tab`.
    public init(
        feature: String, tab: String, cases: [String], from destinations: LegacyEnum, enumName: String,
        sheets sheetCases: [String] = [], from sheets: LegacyEnum? = nil, sheetEnumName: String = ""
    ) throws(ScaffoldError) {
        func find(_ name: String, in legacy: LegacyEnum?, _ type: String) throws(ScaffoldError) -> LegacyEnum.Case {
            guard let found = legacy?.cases.first(where: { $0.name == name }) else {
                throw .caseNotFound(name, in: type)
            }
            return found
        }
        self.feature = feature
        self.tab = tab
        var pushes: [LegacyEnum.Case] = []
        for name in cases { pushes.append(try find(name, in: destinations, enumName)) }
        var moved: [LegacyEnum.Case] = []
        for name in sheetCases { moved.append(try find(name, in: sheets, sheetEnumName)) }
        self.pushes = pushes
        self.sheets = moved
    }

    /// The route type's name: `HubRoute` for `hub`.
    public var typeName: String { feature.prefix(1).uppercased() + feature.dropFirst() + "Route" }

    /// The feature's route type, as the scaffold writes it.
    public func routeFile() throws(ScaffoldError) -> String {
        var lines = [
            "import Foundation",
            "import Waymark",
            "import WaymarkMacros",
            "",
            "/// The \(tab) tab's screens, moved out of the legacy enums (written by `legacy-scaffold`; each",
            "/// case's legacy form and links are in `LegacyMapping.md` beside this file).",
            "@Routes(feature: \"\(feature)\")",
            "public enum \(typeName) {",
            "    @Destination(.tabRoot, tab: \"\(tab)\")",
            "    case home",
        ]
        for legacy in pushes {
            let link = try LinkForm(legacy)
            lines.append("    @Destination(.push, link: \"\(link.pattern)\")")
            lines.append("    case \(legacy.name)\(link.values)")
        }
        for legacy in sheets {
            // A sheet has no values; one the legacy app gave a link keeps it.
            let link = try legacy.link.map { _ throws(ScaffoldError) in try LinkForm(legacy).pattern }
            lines.append(link.map { "    @Destination(.sheet, link: \"\($0)\")" } ?? "    @Destination(.sheet)")
            lines.append("    case \(legacy.name)")
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// The mapping from each legacy case to its route and links, as Markdown.
    public func mapping(enumName: String, sheetEnumName: String) throws(ScaffoldError) -> String {
        var lines = [
            "# \(typeName): what moved out of the legacy enums",
            "",
            "Written by `legacy-scaffold`. Links in the legacy form keep opening each screen: the new",
            "pattern reads them, or the feature declares the legacy form as a former link.",
            "",
            "| legacy case | route | destination | legacy link | link pattern |",
            "|---|---|---|---|---|",
        ]
        for legacy in pushes {
            let link = try LinkForm(legacy)
            let types = legacy.valueTypes.isEmpty ? "" : "(\(legacy.valueTypes.joined(separator: ", ")))"
            lines.append(
                "| `\(enumName).\(legacy.name)\(types)` | `\(typeName).\(legacy.name)\(link.labels)` "
                    + "| `\(feature).\(legacy.name)` | `\(legacy.link ?? "none")` | `\(link.pattern)` |")
        }
        for legacy in sheets {
            let pattern = try legacy.link.map { _ throws(ScaffoldError) in try LinkForm(legacy).pattern }
            lines.append(
                "| `\(sheetEnumName).\(legacy.name)` | `\(typeName).\(legacy.name)` | `\(feature).\(legacy.name)` "
                    + "| `\(legacy.link ?? "none")` | `\(pattern ?? "none")` |")
        }
        let whole = pushes.filter { !$0.valueTypes.allSatisfy(LinkForm.linkable.keys.contains) }
        if !whole.isEmpty {
            lines += [
                "",
                "Passed whole in the legacy enum, by what its link carries here (a link and a saved session",
                "carry those values; the screen makes or looks up the value): "
                    + whole.map { "`\($0.name)(\($0.valueTypes.joined(separator: ", ")))`" }.joined(separator: ", ")
                    + ".",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A legacy link turned into a pattern: `chapter://course/\(id.uuidString)` is `course/{id:uuid}`,
/// and the case takes `(id: UUID)`.
struct LinkForm {
    /// The types a link value can have, by the Swift type's name.
    static let linkable = ["UUID": "uuid", "Int": "int", "String": ""]

    let pattern: String
    /// The case's values, `(id: UUID)`, or empty.
    let values: String
    /// The case's labels, `(id:)`, or empty.
    let labels: String

    init(_ legacy: LegacyEnum.Case) throws(ScaffoldError) {
        guard let link = legacy.link else {
            throw .unreadableLink(case: legacy.name, link: "none: give the case a url first")
        }
        var rest = Substring(link)
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        var pattern = ""
        var parameters: [(name: String, type: String)] = []
        while let open = rest.range(of: "\\(") {
            pattern += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstIndex(of: ")") else {
                throw .unreadableLink(case: legacy.name, link: link)
            }
            let expression = rest[open.upperBound..<close].split(separator: ".").map(String.init)
            let isUUID = expression.last == "uuidString"
            let path = isUUID ? Array(expression.dropLast()) : expression
            // Only a value or a property of one (`id`, `user.id`): a call or an expression has
            // no parameter to name, and is the team's to map.
            guard let last = path.last,
                path.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
            else { throw .unreadableLink(case: legacy.name, link: link) }
            let name = path.count > 1 ? last : "id"
            let type: String
            if isUUID {
                type = "UUID"
            } else if path.count == 1, legacy.valueTypes.count == 1, Self.linkable[legacy.valueTypes[0]] != nil {
                type = legacy.valueTypes[0]
            } else {
                type = "String"
            }
            guard !parameters.contains(where: { $0.name == name }) else {
                throw .unreadableLink(case: legacy.name, link: link)
            }
            parameters.append((name, type))
            let annotation = Self.linkable[type] ?? ""
            pattern += annotation.isEmpty ? "{\(name)}" : "{\(name):\(annotation)}"
            rest = rest[rest.index(after: close)...]
        }
        pattern += rest
        self.pattern = pattern
        values =
            parameters.isEmpty ? "" : "(" + parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
        labels = parameters.isEmpty ? "" : "(" + parameters.map { "\($0.name):" }.joined() + ")"
    }
}
