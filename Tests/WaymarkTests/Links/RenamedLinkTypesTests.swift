import Foundation
import Testing
import Waymark

/// Code written against the old names still compiles (with a deprecation warning, silenced here by
/// the deprecated context): `LinkRepresentable` is `LinkPrimitive`, `LinkParameterKind` is
/// `LinkParameterType.BuiltIn`.
@available(*, deprecated, message: "uses the old names on purpose")
private enum OldNames {
    struct Code: LinkValueConvertible {
        let rawValue: String
        init?(linkRepresentation: String) { rawValue = linkRepresentation }
        var linkRepresentation: String { rawValue }
    }

    static func primitive<T: LinkRepresentable>(_ value: T) -> LinkValue { value.linkValue }
    static let kind: LinkParameterKind<Int> = .int
}

@Suite("Renamed link types")
struct RenamedLinkTypesTests {
    @Test func theBuiltInParameterTypesKeepTheirNames() {
        #expect(LinkParameterType.BuiltIn<Int>.int.name == "int")
        #expect(LinkParameterType.BuiltIn<UUID>.uuid.name == "uuid")
        #expect(LinkParameterType.BuiltIn<String>.slug.name == "slug")
        #expect(LinkParameterType.BuiltIn<[String]>.segments.name == "segments")
    }

    @Test func everyPrimitiveIsOneShapeOfLinkValue() {
        func value<T: LinkPrimitive>(_ primitive: T) -> LinkValue { primitive.linkValue }
        #expect(value(7) == .int(7))
        #expect(value(["a"]) == .list([.string("a")]))
    }
}
