/// A segment of literal text and parameters (`{id:int}-{name:slug}`, `{id}.json`, `v{version:int}`),
/// as the compiler resolves it: each parameter with its type and the rule that finds where its
/// value ends, so that the matcher takes the segment apart in one pass, without backtracking.
///
/// A parameter's value ends at the segment's end (the last piece), after its type's fixed length
/// (a `uuid`'s 36 characters), before the fixed length of everything after it (`.json`), or at
/// the first byte of the literal text after it that its type never accepts (`-` after an `int`).
/// A parameter none of these bound is ambiguous, and the pattern is refused at start-up.
///
/// A class, so that the matcher's walk and step share one instance with a single retain.
final class CompoundSegment: Sendable {
    enum Piece: Sendable {
        case literal([UInt8])
        case parameter(name: String, type: LinkParameterType, end: End)
    }

    enum End: Sendable {
        case rest
        case length(Int)
        case beforeTail(Int)
        case at(UInt8)
    }

    let pieces: [Piece]
    /// The pieces again as plain data, which the matcher's walk reads without retaining a string
    /// or a type: each literal as a range of `literals`, each parameter's built-in type as a code.
    private let steps: [Step]
    private let literals: [UInt8]

    private struct Step {
        /// A literal's range in `literals`; empty for a parameter.
        let literal: Range<Int>
        let isLiteral: Bool
        /// 1 int, 2 uuid, 3 slug, 0 any other type (read through its `LinkParameterType`).
        let code: UInt8
        let end: End
    }

    /// Resolves `parts` with `type(named:)`; throws the reason a parameter's end cannot be found or
    /// a type is unknown.
    init(
        _ parts: [LinkPattern.Part], text: String, type: (String) -> LinkParameterType?
    ) throws(CompoundSegmentError) {
        var resolved: [(literal: [UInt8]?, name: String, type: LinkParameterType?)] = []
        for part in parts {
            switch part {
            case .literal(let literal): resolved.append((Array(literal.utf8), "", nil))
            case .parameter(let name, let typeName):
                guard let found = type(typeName) else { throw .unknownType(typeName) }
                resolved.append((nil, name, found))
            }
        }
        var pieces: [Piece] = []
        for (index, part) in resolved.enumerated() {
            guard let parameterType = part.type else {
                pieces.append(.literal(part.literal ?? []))
                continue
            }
            let after = resolved[(index + 1)...]
            let end: End
            if after.isEmpty {
                end = .rest
            } else if let length = Self.fixedLength(of: parameterType) {
                end = .length(length)
            } else if let tail = after.reduce(
                Optional(0),
                { total, piece in
                    guard let total else { return nil }
                    if let literal = piece.literal { return total + literal.count }
                    return piece.type.flatMap(Self.fixedLength(of:)).map { total + $0 }
                })
            {
                end = .beforeTail(tail)
            } else if let next = after.first?.literal?.first, Self.neverAccepts(parameterType, next) {
                end = .at(next)
            } else {
                let following = after.first { $0.type != nil }.map { "{\($0.name):\($0.type!.name)}" } ?? "the rest"
                throw .ambiguous(
                    first: "{\(part.name):\(parameterType.name)}", second: following,
                    segment: text)
            }
            pieces.append(.parameter(name: part.name, type: parameterType, end: end))
        }
        self.pieces = pieces
        var literals: [UInt8] = []
        steps = pieces.map { piece in
            switch piece {
            case .literal(let bytes):
                literals += bytes
                return Step(
                    literal: (literals.count - bytes.count)..<literals.count, isLiteral: true, code: 0, end: .rest)
            case .parameter(_, let type, let end):
                let code: UInt8 =
                    switch type.kind {
                    case .int: 1
                    case .uuid: 2
                    case .slug: 3
                    default: 0
                    }
                return Step(literal: 0..<0, isLiteral: false, code: code, end: end)
            }
        }
        self.literals = literals
    }

    /// Whether `segment` (percent-decoded) fits this shape: the matcher's walk, which builds no
    /// value and, for the built-in types, retains nothing.
    func fits(_ segment: ArraySlice<UInt8>) -> Bool {
        split(segment) { index, value in
            switch steps[index].code {
            case 1: LinkParameterType.parseInt(value) != nil
            case 2: LinkParameterType.isUUID(value)
            case 3: LinkParameterType.isSlug(value)
            default: parameter(at: index)?.type.accepts(bytes: value) ?? false
            }
        }
    }

    /// Adds the values `segment` (percent-decoded) holds to `values`, in order; `false`, with
    /// `values` as it may then be, when the segment does not fit.
    func read(_ segment: ArraySlice<UInt8>, into values: inout LinkValues) -> Bool {
        split(segment) { index, bytes in
            guard let parameter = parameter(at: index), let value = parameter.type.parse(bytes: bytes) else {
                return false
            }
            values[parameter.name] = value
            return true
        }
    }

    /// Takes `segment` apart by the pieces' rules, in one pass: each literal must stand where it
    /// is declared, and each parameter's bytes go to `take` with the piece's index, which says
    /// whether they are a value of its type. The walk and the step share it, so they always
    /// split a segment alike.
    private func split(
        _ segment: ArraySlice<UInt8>, _ take: (Int, ArraySlice<UInt8>) -> Bool
    ) -> Bool {
        var position = segment.startIndex
        let end = segment.endIndex
        for index in steps.indices {
            let step = steps[index]
            if step.isLiteral {
                let count = step.literal.count
                guard end - position >= count,
                    segment[position..<(position + count)].elementsEqual(literals[step.literal])
                else { return false }
                position += count
                continue
            }
            let stop: Int
            switch step.end {
            case .rest: stop = end
            case .length(let length): stop = position + length
            case .beforeTail(let tail): stop = end - tail
            case .at(let byte): stop = segment[position...].firstIndex(of: byte) ?? end
            }
            guard stop > position, stop <= end, take(index, segment[position..<stop]) else { return false }
            position = stop
        }
        return position == end
    }

    /// The parameter at `index` (`split` passes parameters' indices only).
    private func parameter(at index: Int) -> (name: String, type: LinkParameterType)? {
        guard case .parameter(let name, let type, _) = pieces[index] else { return nil }
        return (name, type)
    }

    /// The fewest bytes a segment of this shape has.
    var minimumLength: Int {
        pieces.reduce(0) { total, piece in
            switch piece {
            case .literal(let literal): total + literal.count
            case .parameter(_, let type, _): total + (Self.fixedLength(of: type) ?? 1)
            }
        }
    }

    /// The literal text's bytes.
    var literalBytes: [UInt8] {
        pieces.flatMap { piece -> [UInt8] in
            if case .literal(let literal) = piece { return literal }
            return []
        }
    }

    /// Whether some segment could fit both this shape and `other`, a type of a sibling parameter
    /// or another such segment. Each value of this shape holds its literal text, so where that
    /// text has a byte no value of `other` can hold, they never meet: `{id:int}-{name:slug}` never
    /// fits `{id:int}` (no `-`) nor `{id:int}.json` (no `.` in it, no `-` in that).
    func mayOverlap(with other: LinkParameterType) -> Bool {
        if case .uuid = other.kind, minimumLength > 36 { return false }
        if let bytes = Self.possibleBytes(of: other), literalBytes.contains(where: { !bytes.contains($0) }) {
            return false
        }
        if case .compound(let compound) = other.kind, let bytes = possibleBytes,
            compound.literalBytes.contains(where: { !bytes.contains($0) })
        {
            return false
        }
        return true
    }

    /// Every byte a segment of this shape may hold; `nil` where that is any byte.
    private var possibleBytes: Set<UInt8>? {
        var bytes = Set(literalBytes)
        for piece in pieces {
            guard case .parameter(_, let type, _) = piece else { continue }
            guard let more = Self.possibleBytes(of: type) else { return nil }
            bytes.formUnion(more)
        }
        return bytes
    }

    /// Every byte a value of `type` may hold, as it stands in a decoded segment; `nil` where that
    /// is any byte.
    private static func possibleBytes(of type: LinkParameterType) -> Set<UInt8>? {
        let digits = Set(UInt8(ascii: "0")...UInt8(ascii: "9"))
        switch type.kind {
        case .int: return digits
        case .uuid:
            return digits.union(UInt8(ascii: "a")...UInt8(ascii: "f")).union(UInt8(ascii: "A")...UInt8(ascii: "F"))
                .union([UInt8(ascii: "-")])
        case .slug: return digits.union(UInt8(ascii: "a")...UInt8(ascii: "z")).union([UInt8(ascii: "-")])
        case .oneOf(let words): return Set(words.flatMap(\.utf8))
        case .compound(let compound): return compound.possibleBytes
        default: return nil
        }
    }

    private static func fixedLength(of type: LinkParameterType) -> Int? {
        if case .uuid = type.kind { return 36 }
        return nil
    }

    /// Whether no value of `type` contains `byte`; `false` where that is not known.
    private static func neverAccepts(_ type: LinkParameterType, _ byte: UInt8) -> Bool {
        possibleBytes(of: type).map { !$0.contains(byte) } ?? false
    }
}

/// Why a segment of literal text and parameters cannot be compiled.
enum CompoundSegmentError: Error {
    case unknownType(String)
    case ambiguous(first: String, second: String, segment: String)

    var reason: String {
        switch self {
        case .unknownType(let type): "the type '\(type)' is not known"
        case .ambiguous(let first, let second, let segment):
            "in '\(segment)', where '\(first)' ends and '\(second)' begins cannot be told: put text between them that '\(first)' never contains, or give it a type of fixed length"
        }
    }
}
