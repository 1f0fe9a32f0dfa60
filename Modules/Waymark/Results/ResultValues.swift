import Foundation

/// The type of a value a screen gives back, as declarations name it: what the registry compares
/// between the screen that asks and the screen that answers, at start-up.
public struct ResultType: Hashable, Sendable, CustomStringConvertible {
    /// The type's Swift name (`Swift.Array<Foundation.UUID>`).
    let name: String

    /// The type of `type`'s values.
    init<Value>(_ type: Value.Type) {
        name = String(reflecting: type)
    }

    init(named name: String) {
        self.name = name
    }

    /// Its name as declared: stable across releases, what journals, documents and messages show.
    public var description: String { name }
}

/// A value a screen gives back, as navigation carries it: its type and its JSON, so an intent
/// holding it stays a value that tests compare and journals record, whatever the type.
public struct GivenResult: Hashable, Sendable, CustomStringConvertible {
    /// The value's type.
    let type: ResultType
    /// The value, encoded.
    let json: Data

    /// `value`, ready to give back.
    ///
    /// - Throws: `EncodingError` when the value cannot be written as JSON.
    public init<Value: Codable & Sendable & Equatable>(_ value: Value) throws {
        type = ResultType(Value.self)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        json = try encoder.encode(value)
    }

    /// The value, when it is of type `Value`.
    public func value<Value: Codable & Sendable & Equatable>(as _: Value.Type) -> Value? {
        guard type == ResultType(Value.self) else { return nil }
        return try? JSONDecoder().decode(Value.self, from: json)
    }

    public var description: String { "\(type.name) \(String(decoding: json, as: UTF8.self))" }
}
