import Foundation
import Testing

/// The views two teams must agree on are named once (issue 54): a presentation source's name
/// typed as a string in two features' files lets a rename in one silently stop the other's zoom
/// or popover, since neither may import the other. A name both need lives in ChapterKit.
@Suite("Names of views two teams share are declared once")
struct SharedViewNamesTests {
    /// The repository's feature folders, found from this file.
    static let features = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Modules/Features")

    /// The source names a file types as strings: `zooms(from: "...")`, `PresentationSource("...")`
    /// and sources written as string literals (`: PresentationSource = "..."`).
    static func sourceNames(in text: String) -> Set<String> {
        let patterns = [
            #"zooms\(from:\s*"([^"]+)""#,
            #"PresentationSource\(\s*"([^"]+)""#,
            #"PresentationSource\s*=\s*"([^"]+)""#,
        ]
        var names: Set<String> = []
        for pattern in patterns {
            let expression = try? NSRegularExpression(pattern: pattern)
            let range = NSRange(text.startIndex..., in: text)
            for match in expression?.matches(in: text, range: range) ?? [] {
                if let name = Range(match.range(at: 1), in: text) { names.insert(String(text[name])) }
            }
        }
        return names
    }

    @Test func noSourceNameIsTypedInTwoFeatures() throws {
        var owners: [String: Set<String>] = [:]
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.features.path)
        #expect(folders.count >= 24, "The feature folders were found: \(folders.count)")
        for feature in folders {
            let folder = Self.features.appendingPathComponent(feature)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for name in Self.sourceNames(in: text) { owners[name, default: []].insert(feature) }
            }
        }
        #expect(!owners.isEmpty, "The search finds the sources features name")
        let shared = owners.filter { $0.value.count > 1 }
        #expect(shared.isEmpty, "Typed in more than one feature (declare it once, in ChapterKit): \(shared)")
    }

    @Test func noFeatureTypesANameChapterKitDeclares() throws {
        let shared = Self.features.deletingLastPathComponent().appendingPathComponent("ChapterKit/SharedViews.swift")
        let text = try String(contentsOf: shared, encoding: .utf8)
        let declared = try NSRegularExpression(pattern: #"Name = "([^"]+)""#)
            .matches(in: text, range: NSRange(text.startIndex..., in: text))
            .compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
        #expect(declared.contains("university.card"), "The shared names were read: \(declared)")
        for feature in try FileManager.default.contentsOfDirectory(atPath: Self.features.path) {
            let folder = Self.features.appendingPathComponent(feature)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for name in declared {
                    #expect(
                        !source.contains("\"\(name)\""), "\(feature)/\(file) types '\(name)': name it by ChapterKit's")
                }
            }
        }
    }

    @Test func theSearchFindsEachWayOfTypingAName() {
        let text = #"""
            a.zooms(from: "one.card")
            PresentationSource("two.button", item: id)
            static let three: PresentationSource = "three.thumbnail"
            """#
        #expect(Self.sourceNames(in: text) == ["one.card", "two.button", "three.thumbnail"])
    }
}
