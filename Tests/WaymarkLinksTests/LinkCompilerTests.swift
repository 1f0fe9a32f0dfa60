import Testing

@testable import WaymarkLinks

/// The interface the engine reaches the link machinery through: the compiler names each problem
/// by the owner number its caller gave the pattern, and the matcher reads links as chains of
/// destination names or says why it reads none.
@Suite("Link compiler and matcher")
struct LinkCompilerTests {
    let configuration = LinkConfiguration(schemes: ["app"])

    /// A compiler holding the patterns of owners 7 and 12, whose types may read the same text;
    /// the conflicts each `add` reported, in order.
    func compile() throws -> (compiler: LinkCompiler, conflicts: [[LinkConflict]]) {
        var compiler = LinkCompiler(
            configuration: configuration, expectedPatterns: 5, reservedQueryKey: ("via", "the key is reserved"))
        let added = [
            compiler.add(try LinkPattern("item/{id:int}"), of: "shop.item", owner: 7, isTabRoot: false),
            compiler.add(try LinkPattern("item/{n:int}"), of: "shop.copy", owner: 9, isTabRoot: false),
            compiler.add(try LinkPattern("a/{x:nope}"), of: "shop.unknown", owner: 10, isTabRoot: false),
            compiler.add(try LinkPattern("b?via={v}"), of: "shop.marked", owner: 11, isTabRoot: false),
            compiler.add(try LinkPattern("item/{name:slug}"), of: "shop.named", owner: 12, isTabRoot: false),
        ]
        return (compiler, added)
    }

    @Test func conflictsNameTheOwnersTheCallerGave() throws {
        let (compiler, conflicts) = try compile()
        #expect(
            conflicts == [
                [], [.ambiguous(7, 9)], [.unknownParameterType("nope", owner: 10)],
                [.invalidLink(owner: 11, reason: "the key is reserved")], [],
            ])
        // `int` and `slug` both read `12`: found when the trie is finished, first added first.
        #expect(compiler.finish().conflicts == [.ambiguous(7, 12)])
    }

    @Test func theMatcherReadsDestinationNamesOrSaysWhyNot() throws {
        let matcher = try compile().compiler.finish().matcher
        let match = try matcher.match("app://item/12").get()
        #expect(match.steps.map(\.destinationName) == ["shop.item"])
        #expect(match.steps.map(\.values) == [["id": .int(12)]])
        #expect(
            try matcher.match(path: Array("item/abc".utf8)[...]).get().steps.map(\.destinationName) == ["shop.named"])
        #expect(throws: LinkMatchError.noMatch("nowhere")) { try matcher.match("app://nowhere").get() }
        #expect(throws: LinkMatchError.unsupportedScheme("ftp")) { try matcher.match("ftp://item/1").get() }
        // The refused patterns were not added.
        #expect(throws: LinkMatchError.noMatch("b")) { try matcher.match("app://b?via=x").get() }
    }
}
