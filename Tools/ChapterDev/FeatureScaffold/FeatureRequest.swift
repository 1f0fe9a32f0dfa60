/// A feature to scaffold, checked before anything is written: every name it holds is one the
/// templates can take and the package does not have yet.
public struct FeatureRequest: Equatable, Sendable {
    /// The module's name, `UpperCamelCase` (`Scholarships`).
    public let name: String
    /// One item's name, `UpperCamelCase` and singular (`Scholarship`).
    public let item: String
    /// The tab whose stack the feature's screens are pushed on.
    public let tab: String
    /// The owning team, for CODEOWNERS (`@org/team`, or a user `@user`).
    public let owner: String
    /// The first screen's link path, `chapter://<link>`.
    public let link: String

    /// The tabs the app has, as `ChapterTab` names them.
    public static let tabs = ["hub", "search", "map", "lists", "calendar", "feed", "connect", "arcade"]

    /// Names a module cannot take because the toolchain has a module of that name.
    static let systemModules: Set<String> = [
        "Foundation", "Testing", "XCTest", "Observation", "Dispatch", "Swift", "SwiftUI", "Combine", "UIKit",
        "AppKit", "Darwin", "Glibc",
    ]

    /// Checks each value; `owner` and `link` default to `@chapter/<name in kebab case>` and the
    /// name in kebab case.
    public init(name: String, item: String, tab: String = "hub", owner: String? = nil, link: String? = nil)
        throws(ScaffoldError)
    {
        guard Self.isUpperCamelCase(name) else { throw .notUpperCamelCase(name, example: "Scholarships") }
        guard !Self.systemModules.contains(name) else { throw .systemModuleName(name) }
        guard Self.isUpperCamelCase(item) else { throw .notUpperCamelCase(item, example: "Scholarship") }
        guard item != name else { throw .itemNamedLikeTheFeature(item) }
        guard Self.tabs.contains(tab) else { throw .unknownTab(tab) }
        let kebab = Self.kebabCase(name)
        let owner = owner ?? "@chapter/\(kebab)"
        guard Self.isOwner(owner) else { throw .notAnOwner(owner) }
        let link = link ?? kebab
        guard Self.isLinkPath(link) else { throw .notALinkPath(link) }
        self.name = name
        self.item = item
        self.tab = tab
        self.owner = owner
        self.link = link
    }

    /// `Scholarships` → `scholarships`, `StudentClubs` → `studentClubs`: the feature's key in
    /// destination names and its `AppFeature` member.
    public static func lowerCamelCase(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// `StudentClubs` → `student-clubs`: the default link and team.
    public static func kebabCase(_ name: String) -> String {
        var result = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { result += "-" }
            result += character.lowercased()
            previous = character
        }
        return result
    }

    static func isUpperCamelCase(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy(isASCIIAlphanumeric)
    }

    static func isOwner(_ owner: String) -> Bool {
        guard owner.hasPrefix("@") else { return false }
        let parts = owner.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, let organisation = parts.first, isName(organisation, extra: "-") else { return false }
        return parts.count == 1 || isName(parts[1], extra: "._-")
    }

    static func isLinkPath(_ link: String) -> Bool {
        let segments = link.split(separator: "/", omittingEmptySubsequences: false)
        return segments.allSatisfy { segment in
            !segment.isEmpty
                && segment.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                }
        }
    }

    private static func isName(_ text: Substring, extra: String) -> Bool {
        guard let first = text.unicodeScalars.first, isASCIIAlphanumeric(first) else { return false }
        return text.unicodeScalars.allSatisfy { isASCIIAlphanumeric($0) || extra.unicodeScalars.contains($0) }
    }

    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}

/// Why a feature cannot be scaffolded; nothing was written.
public enum ScaffoldError: Error, Equatable, Sendable, CustomStringConvertible {
    case notUpperCamelCase(String, example: String)
    case systemModuleName(String)
    case itemNamedLikeTheFeature(String)
    case unknownTab(String)
    case notAnOwner(String)
    case notALinkPath(String)
    /// A file or folder the scaffold would write is there already.
    case exists(String)

    public var description: String {
        switch self {
        case .notUpperCamelCase(let name, let example):
            "'\(name)' must be an UpperCamelCase name of letters and digits, like \(example)"
        case .systemModuleName(let name): "'\(name)' is the name of a system module"
        case .itemNamedLikeTheFeature(let name): "the item must be named differently from the feature ('\(name)')"
        case .unknownTab(let tab):
            "there is no tab '\(tab)'; the tabs are \(FeatureRequest.tabs.joined(separator: ", "))"
        case .notAnOwner(let owner): "'\(owner)' is not a team (@org/team) or a user (@user)"
        case .notALinkPath(let link):
            "'\(link)' is not a link path (lower-case words, digits and dashes, separated by /)"
        case .exists(let path): "\(path) already exists"
        }
    }
}
