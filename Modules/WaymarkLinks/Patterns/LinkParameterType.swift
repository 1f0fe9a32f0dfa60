import Foundation

/// What a link parameter accepts, and how its text becomes a ``LinkValue``.
///
/// The built-in types are `int`, `uuid`, `slug` and `string`; an app adds its own by name in its
/// ``LinkConfiguration`` (a fixed set of words, a list of UUIDs, or any check of its own) and uses
/// them in patterns like the built-in ones: `{period:period}`.
public struct LinkParameterType: Sendable, CustomStringConvertible {
    enum Kind: Sendable {
        case int
        case uuid
        case slug
        case string
        case oneOf(Set<String>)
        case uuidList(ClosedRange<Int>)
        case custom(@Sendable (String) -> LinkValue?)
        /// Every occurrence of a query key, each a value of the element type.
        indirect case repeated(LinkParameterType)
        /// A path segment of literal text and parameters; the compiler makes one for each such
        /// segment, named by its text.
        case compound(CompoundSegment)
    }

    /// The name patterns use for this type.
    package let name: String
    let kind: Kind

    /// A decimal integer that fits in `Int`: digits only, no sign.
    static let int = LinkParameterType(name: "int", kind: .int)
    /// A UUID in any letter case; written back in lower case.
    static let uuid = LinkParameterType(name: "uuid", kind: .uuid)
    /// 1 to 64 characters of `a-z`, `0-9` and `-`.
    static let slug = LinkParameterType(name: "slug", kind: .slug)
    /// Any non-empty text. A parameter of this type is untyped: any typed parameter beats it.
    static let string = LinkParameterType(name: "string", kind: .string)

    /// One of a fixed set of words, such as `week`, `month` and `all`.
    public static func oneOf(_ name: String, _ words: Set<String>) -> LinkParameterType {
        LinkParameterType(name: name, kind: .oneOf(words))
    }

    /// A comma-separated list of UUIDs whose length is in `count`; order is kept.
    public static func uuidList(_ name: String, count: ClosedRange<Int>) -> LinkParameterType {
        LinkParameterType(name: name, kind: .uuidList(count))
    }

    /// A query parameter given once for each value (`?tag=a&tag=b`), as HTML forms send a list:
    /// each occurrence is a value of `element`, in the order given. Patterns name it with `[]`
    /// after the element's name (`[?tag={tags:slug[]}]`); it is for query items only.
    static func repeated(_ element: LinkParameterType) -> LinkParameterType {
        LinkParameterType(name: element.name + "[]", kind: .repeated(element))
    }

    /// The type of one value of a repeated parameter; `nil` for other types.
    var repeatedElement: LinkParameterType? {
        if case .repeated(let element) = kind { return element }
        return nil
    }

    /// Any check of the app's own: `parse` returns the value, or `nil` to refuse the text.
    public static func custom(_ name: String, parse: @escaping @Sendable (String) -> LinkValue?) -> LinkParameterType {
        LinkParameterType(name: name, kind: .custom(parse))
    }

    public var description: String { name }

    /// A value this type accepts, for example links; `nil` for custom types, which only the app
    /// can give an example of.
    var example: LinkValue? {
        let uuid = { (index: Int) in UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", index))! }
        return switch kind {
        case .int: .int(1)
        case .uuid: .uuid(uuid(1))
        case .slug, .string: .string("example")
        case .oneOf(let words): words.min().map(LinkValue.string)
        case .uuidList(let count): .list((1...max(count.lowerBound, 1)).map { .uuid(uuid($0)) })
        case .custom: nil
        case .repeated(let element): element.example.map { .list([$0]) }
        case .compound: nil
        }
    }

    /// Whether a parameter of this type is untyped (loses to every typed parameter).
    var isUntyped: Bool {
        if case .string = kind { return true }
        return false
    }

    /// The value `text` stands for, or `nil` if this type refuses it.
    func parse(_ text: String) -> LinkValue? {
        switch kind {
        case .int, .uuid, .slug:
            return parse(bytes: Array(text.utf8)[...])
        case .string:
            return text.isEmpty ? nil : .string(text)
        case .oneOf(let words):
            return words.contains(text) ? .string(text) : nil
        case .uuidList(let count):
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard count.contains(parts.count) else { return nil }
            var values: [LinkValue] = []
            for part in parts {
                guard let value = Self.uuid.parse(String(part)) else { return nil }
                values.append(value)
            }
            return .list(values)
        case .custom(let parse):
            return parse(text)
        case .repeated(let element):
            return element.parse(text).map { .list([$0]) }
        case .compound:
            return parse(bytes: Array(text.utf8)[...])
        }
    }

    /// Whether the raw segment bytes (with no percent-escapes) are accepted; the matcher's fast
    /// path, which allocates nothing for the built-in types.
    func accepts(bytes: ArraySlice<UInt8>) -> Bool {
        switch kind {
        case .int: Self.parseInt(bytes) != nil
        case .uuid: Self.isUUID(bytes)
        case .slug: Self.isSlug(bytes)
        case .string: !bytes.isEmpty
        case .oneOf, .uuidList, .custom, .repeated: parse(bytes.text) != nil
        case .compound(let segment): segment.fits(bytes)
        }
    }

    func parse(bytes: ArraySlice<UInt8>) -> LinkValue? {
        switch kind {
        case .int:
            return Self.parseInt(bytes).map(LinkValue.int)
        case .uuid:
            return Self.parseUUID(bytes).map(LinkValue.uuid)
        case .slug:
            return Self.isSlug(bytes) ? .string(bytes.text) : nil
        case .string, .oneOf, .uuidList, .custom:
            return parse(bytes.text)
        case .repeated(let element):
            return element.parse(bytes: bytes).map { .list([$0]) }
        case .compound(let segment):
            // The segment's text; the matcher reads its several values with `CompoundSegment.read`.
            return segment.fits(bytes) ? .string(bytes.text) : nil
        }
    }

    /// Whether some text could be accepted by both types, so that two patterns differing only
    /// in these types would match the same links.
    func mayOverlap(with other: LinkParameterType) -> Bool {
        switch (kind, other.kind) {
        case (.int, .uuid), (.uuid, .int), (.int, .uuidList), (.uuidList, .int):
            return false
        case (.oneOf(let words), _):
            return words.contains { other.parse($0) != nil }
        case (_, .oneOf(let words)):
            return words.contains { parse($0) != nil }
        case (.compound(let segment), _):
            return segment.mayOverlap(with: other)
        case (_, .compound(let segment)):
            return segment.mayOverlap(with: self)
        default:
            return true
        }
    }

    // MARK: - Byte-level checks

    /// The value of a decimal integer that fits in `Int`. Leading zeros count for nothing, however
    /// many there are (`00000000000000000001` is 1): only the value's overflow rejects a number.
    static func parseInt(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(byte - 0x30))
            guard !overflow1, !overflow2 else { return nil }
            value = sum
        }
        return value
    }

    static func isUUID(_ bytes: ArraySlice<UInt8>) -> Bool {
        uuidHalves(bytes) != nil
    }

    /// The UUID spelled by `bytes`, read without building a string: its 32 hex digits into two
    /// 64-bit halves, then the halves' bytes, most significant first.
    static func parseUUID(_ bytes: ArraySlice<UInt8>) -> UUID? {
        guard let halves = uuidHalves(bytes) else { return nil }
        func byte(_ half: UInt64, _ index: Int) -> UInt8 {
            UInt8(truncatingIfNeeded: half >> (56 - 8 * index))
        }
        let (high, low) = halves
        return UUID(
            uuid: (
                byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5),
                byte(high, 6), byte(high, 7), byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3),
                byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
            ))
    }

    /// The 32 hex digits of a UUID in its 36-character form (`8-4-4-4-12`) as two 64-bit halves,
    /// checked and read in one pass; `nil` for anything else.
    private static func uuidHalves(_ bytes: ArraySlice<UInt8>) -> (UInt64, UInt64)? {
        let start = bytes.startIndex
        guard bytes.count == 36, bytes[start + 8] == dash, bytes[start + 13] == dash, bytes[start + 18] == dash,
            bytes[start + 23] == dash
        else { return nil }
        // The first 16 digits stand before the third dash, the other 16 after it.
        var high: UInt64 = 0
        var low: UInt64 = 0
        guard readHex(bytes, 0..<8, into: &high), readHex(bytes, 9..<13, into: &high),
            readHex(bytes, 14..<18, into: &high), readHex(bytes, 19..<23, into: &low),
            readHex(bytes, 24..<36, into: &low)
        else { return nil }
        return (high, low)
    }

    private static let dash = UInt8(ascii: "-")

    /// Appends the hex digits at `run` (counted from the start of `bytes`) to `value`; `false` if
    /// one is not a hex digit.
    private static func readHex(_ bytes: ArraySlice<UInt8>, _ run: Range<Int>, into value: inout UInt64)
        -> Bool
    {
        for index in run {
            guard let digit = hexValue(bytes[bytes.startIndex + index]) else { return false }
            value = value << 4 | UInt64(digit)
        }
        return true
    }

    static func isSlug(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard !bytes.isEmpty, bytes.count <= 64 else { return false }
        return bytes.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-")
        }
    }

}
