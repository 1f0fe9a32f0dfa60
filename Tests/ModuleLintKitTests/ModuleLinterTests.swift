import Foundation
import ModuleLintKit
import Testing

/// Lints a fixture package (copied out of the test bundle first, since describing a package may
/// write into it) against the fixtures' rules file.
func lint(fixture: String) throws -> [Violation] {
    let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("module-lint-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: fixtures.appendingPathComponent(fixture), to: copy)
    defer { try? FileManager.default.removeItem(at: copy) }
    let rules = try JSONDecoder().decode(
        LayerRules.self, from: Data(contentsOf: fixtures.appendingPathComponent("rules.json")))
    let graph = try PackageDescriptionGraph.describe(packagePath: copy.path)
    return ModuleLinter(graph: graph, rules: rules).violations()
}

@Suite("Module linter on fixture packages", .serialized)
struct ModuleLinterFixtureTests {
    @Test func aCleanPackagePasses() throws {
        #expect(try lint(fixture: "Clean") == [])
    }

    @Test func aFeatureImportingAnotherFeatureIsReportedAtTheImport() throws {
        #expect(
            try lint(fixture: "FeatureImportsFeature") == [
                Violation(
                    file: "Sources/Features/Alpha/Alpha.swift", line: 2, rule: "layer",
                    message: "'Alpha' imports 'Beta': a feature may not depend on another feature")
            ])
    }

    @Test func aDeclaredDependencyOnAnotherFeatureIsReportedInTheManifestToo() throws {
        let violations = try lint(fixture: "FeatureDependsOnFeature")
        #expect(
            violations == [
                Violation(
                    file: "Package.swift", line: 7, rule: "layer",
                    message: "'Alpha' declares a dependency on 'Beta': a feature may not depend on another feature"),
                Violation(
                    file: "Sources/Features/Alpha/Alpha.swift", line: 2, rule: "layer",
                    message: "'Alpha' imports 'Beta': a feature may not depend on another feature"),
            ])
        #expect(
            violations[0].description
                == "Package.swift:7: error: 'Alpha' declares a dependency on 'Beta': a feature may not depend on another feature [layer]"
        )
    }

    @Test func aFeatureImportingTheCompositionRootIsReported() throws {
        #expect(
            try lint(fixture: "FeatureImportsApp") == [
                Violation(
                    file: "Sources/Features/Beta/Beta.swift", line: 4, rule: "layer",
                    message: "'Beta' imports 'App': layer feature may not depend on layer app")
            ])
    }

    @Test func anImportOfAnUndeclaredModuleIsReported() throws {
        #expect(
            try lint(fixture: "UndeclaredImport") == [
                Violation(
                    file: "Sources/App/App.swift", line: 3, rule: "undeclared-import",
                    message: "'App' imports 'Engine' without declaring it in Package.swift")
            ])
    }

    @Test func aThirdPartyDependencyInTheEngineIsReported() throws {
        #expect(
            try lint(fixture: "EngineThirdParty") == [
                Violation(
                    file: "Package.swift", line: 7, rule: "third-party",
                    message: "'Engine' (layer engine) may not use the third-party product 'Helpers'"),
                Violation(
                    file: "Sources/Engine/Engine.swift", line: 2, rule: "third-party",
                    message: "'Engine' (layer engine) may not import the third-party module 'Helpers'"),
            ])
    }

    @Test func aDeclaredDependencyNoSourceImportsIsReported() throws {
        #expect(
            try lint(fixture: "UnusedDependency") == [
                Violation(
                    file: "Package.swift", line: 9, rule: "unused-dependency",
                    message: "'App' declares a dependency on 'Beta' that none of its sources imports")
            ])
    }

    @Test func aFeaturesTestImportingAnotherFeatureIsReported() throws {
        #expect(
            try lint(fixture: "FeatureTestImportsFeature") == [
                Violation(
                    file: "Tests/AlphaTests/AlphaTests.swift", line: 4, rule: "layer",
                    message: "'AlphaTests' imports 'Beta': layer tests may not depend on layer feature")
            ])
    }
}

@Suite("Module linter rules")
struct ModuleLinterRuleTests {
    let rules = try! JSONDecoder().decode(
        LayerRules.self,
        from: Data(
            """
            {"systemModules": ["Foundation"], "exceptions": [{"target": "B", "module": "C", "reason": "migration"}],
             "layers": [{"name": "core", "paths": ["Core/*"], "mayDependOnItsOwnLayer": true}]}
            """.utf8))

    func target(_ name: String, _ dependencies: [String]) -> PackageDescriptionGraph.Target {
        .init(
            name: name, path: "Core/\(name)", sources: [], type: "library", targetDependencies: dependencies,
            productDependencies: [])
    }

    @Test func cyclesAreReportedOnce() throws {
        let graph = try JSONDecoder().decode(
            PackageDescriptionGraph.self,
            from: Data(
                """
                {"path": "/nowhere", "targets": [
                  {"name": "A", "path": "Core/A", "type": "library", "target_dependencies": ["B"]},
                  {"name": "B", "path": "Core/B", "type": "library", "target_dependencies": ["C"]},
                  {"name": "C", "path": "Core/C", "type": "library", "target_dependencies": ["A"]}]}
                """.utf8))
        let violations = ModuleLinter(graph: graph, rules: rules) { _ in nil }.violations()
        #expect(violations.map(\.rule) == ["cycle"])
        #expect(violations.first?.message == "dependency cycle: A -> B -> C -> A")
    }

    @Test func unusedDependenciesSpareNamedExceptionsAndSourcesThatCannotBeRead() throws {
        let graph = try JSONDecoder().decode(
            PackageDescriptionGraph.self,
            from: Data(
                """
                {"path": "/p", "targets": [
                  {"name": "A", "path": "Core/A", "type": "library", "sources": ["A.swift"], "target_dependencies": ["B"]},
                  {"name": "B", "path": "Core/B", "type": "library", "sources": ["B.swift"], "target_dependencies": ["C"]},
                  {"name": "C", "path": "Core/C", "type": "library", "sources": ["C.swift"]},
                  {"name": "D", "path": "Core/D", "type": "library", "sources": ["Missing.swift"], "target_dependencies": ["C"]}]}
                """.utf8))
        let sources = ["/p/Core/A/A.swift": "import Foundation\n", "/p/Core/B/B.swift": "", "/p/Core/C/C.swift": ""]
        let violations = ModuleLinter(graph: graph, rules: rules) { sources[$0] }.violations()
        #expect(violations.map(\.rule) == ["unused-dependency"])
        #expect(violations.first?.message == "'A' declares a dependency on 'B' that none of its sources imports")
    }

    @Test func aBuildPluginNoSourceImportsIsNoUnusedDependency() throws {
        let graph = try JSONDecoder().decode(
            PackageDescriptionGraph.self,
            from: Data(
                """
                {"path": "/p", "targets": [
                  {"name": "A", "path": "Core/A", "type": "library", "sources": ["A.swift"], "target_dependencies": ["P", "L"]},
                  {"name": "P", "path": "Core/P", "type": "plugin", "sources": ["P.swift"]},
                  {"name": "L", "path": "Core/L", "type": "library", "sources": ["L.swift"]}]}
                """.utf8))
        let sources = ["/p/Core/A/A.swift": "import Foundation\n", "/p/Core/P/P.swift": "", "/p/Core/L/L.swift": ""]
        let violations = ModuleLinter(graph: graph, rules: rules) { sources[$0] }.violations()
        #expect(
            violations.map(\.message) == ["'A' declares a dependency on 'L' that none of its sources imports"],
            "The plugin writes sources into A, so nothing imports it; the library is still reported")
    }

    @Test func layersMatchFoldersAndExceptionsNameTheirReason() {
        #expect(rules.layer(ofPath: "Core/A")?.name == "core")
        #expect(rules.layer(ofPath: "Core/A/Deeper") == nil)
        #expect(rules.layer(ofPath: "Other/A") == nil)
        #expect(rules.exceptions.first?.reason == "migration")
    }
}

@Suite("Import scanner")
struct ImportScannerTests {
    @Test func findsEveryFormOfImportWithItsLine() {
        let source = """
            import Foundation
            @_exported import Alpha
            @testable import Beta
            @preconcurrency internal import Gamma
            package import Delta.Submodule
            import struct Epsilon.Thing
            // import Commented
            /* import Blocked
               import AlsoBlocked */
            let text = "import NotReally"
            public import Zeta // trailing comment
            """
        #expect(
            ImportScanner.imports(in: source).map { "\($0.line):\($0.module)" }
                == ["1:Foundation", "2:Alpha", "3:Beta", "4:Gamma", "5:Delta", "6:Epsilon", "11:Zeta"])
    }

    @Test func skipsMultilineStringLiterals() {
        let quotes = String(repeating: "\"", count: 3)
        let source = [
            "import Foundation", "let code = \(quotes)", "    import Hidden", "    \(quotes)", "import Visible",
        ]
        .joined(separator: "\n")
        #expect(ImportScanner.imports(in: source).map(\.module) == ["Foundation", "Visible"])
    }

    @Test func macroDeclarationsUseTheirPluginByName() {
        let source = """
            public macro Routes(feature: String) =
                #externalMacro(module: "RoutesPlugin", type: "RoutesMacro")
            @attached(peer) public macro Mark() = #externalMacro( module:"MarkPlugin", type: "Mark")
            let text = "no macro here"
            """
        #expect(ImportScanner.macroModules(in: source) == ["RoutesPlugin", "MarkPlugin"])
        #expect(ImportScanner.macroModules(in: "import Foundation").isEmpty)
    }
}

@Suite("Module graph")
struct ModuleGraphTests {
    @Test func layersAreRanksAndDependenciesEdges() throws {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let rules = try JSONDecoder().decode(
            LayerRules.self, from: Data(contentsOf: fixtures.appendingPathComponent("rules.json")))
        let graph = try JSONDecoder().decode(
            PackageDescriptionGraph.self,
            from: Data(
                """
                {"path": "/nowhere", "targets": [
                  {"name": "Engine", "path": "Sources/Engine", "type": "library"},
                  {"name": "Alpha", "path": "Sources/Features/Alpha", "type": "library", "target_dependencies": ["Engine"]},
                  {"name": "Beta", "path": "Sources/Features/Beta", "type": "library", "target_dependencies": ["Engine"],
                   "product_dependencies": ["Helpers"]},
                  {"name": "AlphaTests", "path": "Tests/AlphaTests", "type": "test", "target_dependencies": ["Alpha"]}]}
                """.utf8))
        let dot = ModuleGraphDOT.render(graph, rules: rules)
        #expect(dot.contains(#"{ rank=same; "Alpha"; "Beta"; }"#))
        #expect(dot.contains(#""Alpha" -> "Engine";"#))
        #expect(dot.contains(#""Beta" -> "Helpers";"#))
        #expect(!dot.contains("AlphaTests"))
    }
}
