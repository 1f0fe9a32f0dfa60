import Testing

@testable import WaymarkLinks

/// The pattern syntax, read by the parser alone: what a pattern parses into, and the reason a
/// pattern that breaks the syntax is refused with.
@Suite("Link patterns")
struct LinkPatternTests {
    @Test(arguments: [
        ("", "the path is empty"),
        ("a/{rest*}/b", "the catch-all '{rest*}' must be the last segment"),
        ("a/{x}/{x:int}", "the parameter 'x' is named twice"),
        ("a/{x}?k={x:int}", "the parameter 'x' is named twice"),
        ("a/{x}#{x:slug}", "the parameter 'x' is named twice"),
        ("a/{x:int}-b/{x*}", "the parameter 'x' is named twice"),
        ("a/{ab}/b[?k={cd}&l={ab}]", "the parameter 'ab' is named twice"),
        ("a b", "the literal 'a b' may only use letters, digits and - . _ ~"),
        ("a[?x={x}", "'[' is not closed by ']'"),
        ("a?x", "a query item must read key={name:type}"),
        ("a/{1x}", "'1x' is not a valid name"),
    ])
    func patternSyntaxErrorsSayWhatIsWrong(pattern: String, reason: String) {
        #expect(throws: LinkPatternError(pattern: pattern, reason: reason)) { try LinkPattern(pattern) }
    }

    /// The parser compares names only when two share a bit of a small hash (their length and
    /// first and last bytes): names that share one but differ are not taken for a repeat, and a
    /// repeat is found however the names fall.
    @Test func namesThatLookAlikeAreToldApartAndRepeatsAreFound() throws {
        #expect(try LinkPattern("a/{axb}/{ayb}?k={azb}#{awb}").segments.count == 3)
        let names = (0..<200).map { "n\($0)" }
        for (index, name) in names.enumerated() {
            let others = names[..<index].suffix(5).map { "{\($0)}" }.joined(separator: "/")
            let distinct = "a/\(others)/{\(name)}"
            #expect(throws: Never.self, "\(distinct)") { try LinkPattern(distinct) }
            for repeated in names[..<index].suffix(5) {
                let pattern = "a/\(others)/{\(name)}?k={\(repeated)}"
                #expect(
                    throws: LinkPatternError(pattern: pattern, reason: "the parameter '\(repeated)' is named twice")
                ) { try LinkPattern(pattern) }
            }
        }
    }

    @Test func aPatternLongerThanTheLimitIsRefused() throws {
        let longest = String(repeating: "a", count: 65_535)
        #expect(try LinkPattern(longest).segments == [.literal(longest)])
        let tooLong = longest + "a"
        #expect(throws: LinkPatternError(pattern: tooLong, reason: "it is longer than 65,535 bytes")) {
            try LinkPattern(tooLong)
        }
    }

    @Test func patternsParseIntoSegmentsAndQueryItems() throws {
        let pattern = try LinkPattern("leaderboards/{game:slug}/{rest*}[?period={period:period=week}&page={page:int}]")
        #expect(
            pattern.segments == [
                .literal("leaderboards"), .parameter(name: "game", type: "slug"), .catchAll(name: "rest"),
            ])
        #expect(pattern.query.map(\.key) == ["period", "page"])
        #expect(pattern.query.map(\.isRequired) == [false, false])
        #expect(pattern.query.first?.defaultValue == "week")
        #expect(try LinkPattern("compare?courses={courses:list}").query.first?.isRequired == true)
    }
}
