import Foundation
import Testing

@testable import WaymarkLinks

@Suite("Link values")
struct LinkValuesTests {
    let id = UUID(uuidString: "0B9E4F3A-1C2D-4E5F-8A9B-0C1D2E3F4A5B")!

    @Test func typedAccessorsReadTheirTypeAndRefuseOthers() throws {
        let values: LinkValues = [
            "n": .int(4), "id": .uuid(id), "s": .string("x"), "ids": .list([.uuid(id)]), "gone": nil,
        ]
        #expect(try values.int("n") == 4)
        #expect(try values.uuid("id") == id)
        #expect(try values.string("s") == "x")
        #expect(try values.uuids("ids") == [id])
        #expect(try values.optionalInt("n") == 4 && values.optionalInt("gone") == nil)
        #expect(try values.optionalString("s") == "x" && values.optionalString("gone") == nil)
        #expect(try values.optionalUUID("gone") == nil)
        #expect(throws: LinkValueError.missing("gone")) { try values.int("gone") }
        #expect(throws: LinkValueError.wrongType("s", expected: "int")) { try values.int("s") }
        #expect(throws: LinkValueError.wrongType("n", expected: "uuid")) { try values.optionalUUID("n") }
        #expect(throws: LinkValueError.wrongType("n", expected: "list of segments")) { try values.segments("n") }
    }

    /// A value is read as the type a route's case holds, through the primitive the type is written
    /// as; the error names the shape the link should have had.
    @Test func decodingReadsThePrimitiveAndNamesTheShapeExpected() throws {
        let values: LinkValues = ["n": .int(4), "ids": .list([.uuid(id)]), "s": .string("x"), "ns": .list([.int(1)])]
        #expect(try values.decode(Int.self, "n", .int) == 4)
        #expect(try values.decode([UUID].self, "ids", .list(.uuid)) == [id])
        #expect(try values.decode([Int].self, "ns", .list(.int)) == [1])
        #expect(try values.decodeIfPresent(String.self, "gone", .string) == nil)
        #expect(throws: LinkValueError.wrongType("s", expected: "int")) { try values.decode(Int.self, "s") }
        #expect(throws: LinkValueError.wrongType("ids", expected: "list of int")) {
            try values.decode([Int].self, "ids")
        }
        #expect(throws: LinkValueError.wrongType("n", expected: "list of uuid")) { try values.decode([UUID].self, "n") }
        #expect(throws: LinkValueError.missing("gone")) { try values.decode(String.self, "gone") }
        #expect(Int(linkRepresentation: 4)?.linkValue == .int(4))
        #expect(["a", "b"].linkValue == .list([.string("a"), .string("b")]))
    }

    /// A destination's name is written in JSON as the name alone.
    @Test func aDestinationNameIsWrittenAsItsName() throws {
        let name: DestinationName = "courses.detail"
        #expect(String(decoding: try JSONEncoder().encode(name), as: UTF8.self) == #""courses.detail""#)
        #expect(try JSONDecoder().decode(DestinationName.self, from: Data(#""courses.detail""#.utf8)) == name)
    }

    @Test func equalityIgnoresOrderAndSettingNilRemoves() {
        var values: LinkValues = ["a": .int(1), "b": .int(2)]
        #expect(values == ["b": .int(2), "a": .int(1)])
        #expect(values.hashValue == LinkValues(["b": .int(2), "a": .int(1)]).hashValue)
        values["a"] = nil
        values["b"] = .int(3)
        #expect(values == ["b": .int(3)])
        #expect(values.dictionary == ["b": .int(3)])
        #expect(LinkValue.uuid(id).description == "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")
        #expect(LinkValue.list([.int(1), .string("a")]).description == "1,a")
    }
}
