// What `@available`, `#available` and `#if` say, per Apple platform: read from their text, which
// is the same in every swift-syntax release the repository allows.

/// The platforms the repository's package declares.
enum Platform: String, CaseIterable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    static func < (left: Platform, right: Platform) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}

/// A release number, `18.0` or `26`, compared part by part.
struct Version: Comparable, CustomStringConvertible {
    let parts: [Int]

    init?(_ text: String) {
        let parts = text.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, !parts.contains(nil) else { return nil }
        self.parts = parts.compactMap { $0 }
    }

    static func < (left: Version, right: Version) -> Bool {
        for index in 0..<max(left.parts.count, right.parts.count) {
            let (one, other) = (
                left.parts.indices.contains(index) ? left.parts[index] : 0,
                right.parts.indices.contains(index) ? right.parts[index] : 0
            )
            if one != other { return one < other }
        }
        return false
    }

    static func == (left: Version, right: Version) -> Bool { !(left < right) && !(right < left) }

    var description: String { parts.count == 1 ? "\(parts[0]).0" : parts.map(String.init).joined(separator: ".") }
}

/// What a declaration needs on one platform.
enum Requirement: Equatable, CustomStringConvertible {
    case introduced(Version)
    case unavailable

    var description: String {
        switch self {
        case .introduced(let version): "\(version)"
        case .unavailable: "unavailable"
        }
    }
}

/// One `@available(...)`, `#available(...)` or `#unavailable(...)`, read: per platform, the release
/// it was introduced in or that it is unavailable (a platform it does not name is left out; `*`:
/// available wherever it was already), the release it is deprecated in (`nil` when deprecated
/// without one), and the message or new name it gives.
struct AvailabilityText {
    var requirements: [Platform: Requirement] = [:]
    var deprecated: [Platform: Version?] = [:]
    var message: String?
}

/// The arguments of one `@available(...)`, `#available(...)` or `#unavailable(...)`.
func requirements(in text: String) -> [Platform: Requirement] { availability(in: text).requirements }

func availability(in text: String) -> AvailabilityText {
    var found = AvailabilityText()
    guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else { return found }
    let arguments = topLevelParts(of: String(text[text.index(after: open)..<close]))
    guard let first = arguments.first else { return found }
    if first.split(separator: " ").count == 1 {
        // The long form: `@available(tvOS, unavailable)`, `@available(iOS, introduced: 14.0,
        // deprecated: 18.0, renamed: "...")`, `@available(*, deprecated, message: "...")`.
        let platforms = first == "*" ? Platform.allCases : Platform(rawValue: first).map { [$0] } ?? []
        for argument in arguments.dropFirst() {
            if argument == "unavailable" {
                for platform in platforms { found.requirements[platform] = .unavailable }
            } else if argument == "deprecated" {
                for platform in platforms { found.deprecated[platform] = .some(nil) }
            } else if let version = value(of: "introduced", in: argument).flatMap(Version.init) {
                for platform in platforms where found.requirements[platform] == nil {
                    found.requirements[platform] = .introduced(version)
                }
            } else if let version = value(of: "deprecated", in: argument).flatMap(Version.init) {
                for platform in platforms { found.deprecated[platform] = version }
            } else if let text = value(of: "message", in: argument) ?? value(of: "renamed", in: argument) {
                let quoted = text.trimming(["\""])
                found.message = found.message.map { "\($0); \(quoted)" } ?? quoted
            }
        }
        return found
    }
    // The short form: `@available(iOS 18.0, macOS 15.0, *)`.
    for argument in arguments {
        let words = argument.split(separator: " ")
        guard words.count == 2, let platform = Platform(rawValue: String(words[0])),
            let version = Version(String(words[1]))
        else { continue }
        found.requirements[platform] = .introduced(version)
    }
    return found
}

/// `18.0` of `deprecated: 18.0`, when `argument` is `label: value`.
private func value(of label: String, in argument: String) -> String? {
    guard argument.hasPrefix(label + ":") else { return nil }
    return argument.dropFirst(label.count + 1).trimmingSpaces()
}

/// `text` split at its commas, except those inside quotes or brackets.
private func topLevelParts(of text: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var quoted = false
    for character in text {
        switch character {
        case "\"": quoted.toggle()
        case "(", "[": if !quoted { depth += 1 }
        case ")", "]": if !quoted { depth -= 1 }
        case "," where !quoted && depth == 0:
            parts.append(current.trimmingSpaces())
            current = ""
            continue
        default: break
        }
        current.append(character)
    }
    if !current.trimmingSpaces().isEmpty { parts.append(current.trimmingSpaces()) }
    return parts
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    func trimming(_ set: Set<Character>) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
