import Foundation

/// The sample data shipped in the app's `SampleData` folder, one JSON file each (today the shared
/// catalog; a new feature keeps its samples in its own file of `Features/` instead).
enum SampleData {
    /// Decodes `SampleData/<name>.json`.
    ///
    /// - Throws: ``SampleDataError`` naming the file when it is missing or does not decode.
    static func decode<Value: Decodable>(_ type: Value.Type, named name: String) throws -> Value {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "SampleData") else {
            throw SampleDataError(file: "\(name).json", reason: "it is not in the app's SampleData folder")
        }
        do {
            return try JSONDecoder().decode(Value.self, from: Data(contentsOf: url))
        } catch {
            throw SampleDataError(file: "\(name).json", reason: "\(error)")
        }
    }
}

/// Sample data the app cannot read: a defect of the build, reported at start-up.
public struct SampleDataError: Error, CustomStringConvertible {
    public let file: String
    public let reason: String

    public var description: String {
        "The sample data file \(file) cannot be read: \(reason)"
    }
}
