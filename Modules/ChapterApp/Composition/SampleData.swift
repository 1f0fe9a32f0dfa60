import Foundation

/// The sample data compiled into the app, one JSON text each in its `SampleData` folder (today the
/// shared catalog, `SampleData/Catalog.swift`; a new feature keeps its samples in its own file of
/// `Features/` instead). Being source, not a resource, it goes wherever the binary goes.
enum SampleData {
    /// Decodes `json`, the sample data called `name`.
    ///
    /// - Throws: ``SampleDataError`` naming the data when it does not decode.
    static func decode<Value: Decodable>(_ type: Value.Type, from json: String, named name: String) throws -> Value {
        do {
            return try JSONDecoder().decode(Value.self, from: Data(json.utf8))
        } catch {
            throw SampleDataError(file: name, reason: "\(error)")
        }
    }
}

/// Sample data the app cannot read: a defect of the build, reported at start-up.
public struct SampleDataError: Error, CustomStringConvertible {
    /// The sample data's name (`catalog`).
    public let file: String
    /// Why it cannot be read: the decoder's error.
    public let reason: String

    public var description: String {
        "The sample data \(file) cannot be read: \(reason)"
    }
}
