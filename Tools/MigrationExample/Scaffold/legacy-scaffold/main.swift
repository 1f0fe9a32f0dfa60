import Foundation
import LegacyScaffold

// legacy-scaffold: writes a feature's route type and its mapping from the legacy enums, for one
// tab of the move (docs/migrating.md):
//
//   legacy-scaffold --source AppDestination.swift --feature hub --tab hub \
//       --cases careerPaths,leaderboards,university,inbox [--sheets filters] --into Step1/HubFeature
//
// The destination enum is `AppDestination` and the sheet enum `AppSheet` unless `--enum` and
// `--sheet-enum` name others. It writes `<Feature>Route.swift` and `LegacyMapping.md`.

struct Arguments {
    var values: [String: String] = [:]

    init(_ arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        while let flag = iterator.next() {
            guard flag.hasPrefix("--"), let value = iterator.next() else {
                throw UsageError(message: "expected '--flag value', got '\(flag)'")
            }
            values[String(flag.dropFirst(2))] = value
        }
    }

    func required(_ name: String) throws -> String {
        guard let value = values[name] else { throw UsageError(message: "--\(name) is required") }
        return value
    }

    func list(_ name: String) -> [String] {
        (values[name] ?? "").split(separator: ",").map(String.init)
    }
}

struct UsageError: Error, CustomStringConvertible {
    let message: String
    var description: String {
        "legacy-scaffold: \(message)\n"
            + "usage: legacy-scaffold --source FILE --feature NAME --tab TAB --cases A,B [--sheets C] --into FOLDER"
    }
}

do {
    let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
    let source = try String(contentsOfFile: try arguments.required("source"), encoding: .utf8)
    let enumName = arguments.values["enum"] ?? "AppDestination"
    let sheetEnumName = arguments.values["sheet-enum"] ?? "AppSheet"
    let sheets = arguments.list("sheets")
    let move = try TabMove(
        feature: try arguments.required("feature"), tab: try arguments.required("tab"),
        cases: arguments.list("cases"), from: try LegacyEnum(source: source, name: enumName), enumName: enumName,
        sheets: sheets, from: sheets.isEmpty ? nil : try LegacyEnum(source: source, name: sheetEnumName),
        sheetEnumName: sheetEnumName)
    let folder = URL(fileURLWithPath: try arguments.required("into"), isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try move.routeFile().write(
        to: folder.appendingPathComponent("\(move.typeName).swift"), atomically: true, encoding: .utf8)
    try move.mapping(enumName: enumName, sheetEnumName: sheetEnumName).write(
        to: folder.appendingPathComponent("LegacyMapping.md"), atomically: true, encoding: .utf8)
    print("Wrote \(move.typeName).swift and LegacyMapping.md into \(folder.path).")
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
