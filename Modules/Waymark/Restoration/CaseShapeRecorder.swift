/// Learns how a route's `Codable` form names its case and values, by encoding one route into an
/// encoder that keeps only the keys: `{"detail": {"id": 1}}` gives the case `detail` with the
/// values `["id"]`, in the order the type encodes them (for an enum, the order of its associated
/// values).
///
/// Version 1 snapshots saved routes by that form, and earlier builds of an app wrote some cases
/// with unlabelled values (`{"detail": {"_0": 1}}`); knowing the labels' order lets
/// ``LegacyRouteReader`` read those entries with today's labels.
struct CaseShape: Hashable, Sendable {
    /// The case's key in the `Codable` form.
    let caseName: String
    /// Its values' keys, in encoding order.
    let labels: [String]

    /// The shape of `route`'s `Codable` form, or `nil` when it is not an enum-like keyed form.
    static func of(_ route: some Route) -> CaseShape? {
        let recorder = CaseShapeRecorder()
        try? route.encode(to: recorder)
        return recorder.caseName.map { CaseShape(caseName: $0, labels: recorder.labels) }
    }
}

/// An encoder that records the first key of the top level and the keys of the container under
/// it, and writes nothing else.
private final class CaseShapeRecorder: Encoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]
    var caseName: String?
    var labels: [String] = []

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Container<Key>(recorder: self, level: 0))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { Ignored() }
    func singleValueContainer() -> any SingleValueEncodingContainer { Ignored() }

    /// A keyed container at `level` 0 (the case) or 1 (its values); deeper ones record nothing.
    struct Container<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let recorder: CaseShapeRecorder
        let level: Int
        var codingPath: [any CodingKey] { [] }

        private func record(_ key: Key) {
            if level == 0, recorder.caseName == nil { recorder.caseName = key.stringValue }
            if level == 1 { recorder.labels.append(key.stringValue) }
        }

        mutating func encodeNil(forKey key: Key) { record(key) }
        mutating func encode(_ value: Bool, forKey key: Key) { record(key) }
        mutating func encode(_ value: String, forKey key: Key) { record(key) }
        mutating func encode(_ value: Double, forKey key: Key) { record(key) }
        mutating func encode(_ value: Float, forKey key: Key) { record(key) }
        mutating func encode(_ value: Int, forKey key: Key) { record(key) }
        mutating func encode(_ value: Int8, forKey key: Key) { record(key) }
        mutating func encode(_ value: Int16, forKey key: Key) { record(key) }
        mutating func encode(_ value: Int32, forKey key: Key) { record(key) }
        mutating func encode(_ value: Int64, forKey key: Key) { record(key) }
        mutating func encode(_ value: UInt, forKey key: Key) { record(key) }
        mutating func encode(_ value: UInt8, forKey key: Key) { record(key) }
        mutating func encode(_ value: UInt16, forKey key: Key) { record(key) }
        mutating func encode(_ value: UInt32, forKey key: Key) { record(key) }
        mutating func encode(_ value: UInt64, forKey key: Key) { record(key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) { record(key) }
        // An absent optional value still has its place among the labels.
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { record(key) }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) { record(key) }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) { record(key) }
        mutating func encodeIfPresent(_ value: Float?, forKey key: Key) { record(key) }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { record(key) }
        mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) { record(key) }
        mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) { record(key) }
        mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) { record(key) }
        mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) { record(key) }
        mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) { record(key) }
        mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) { record(key) }
        mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) { record(key) }
        mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) { record(key) }
        mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) { record(key) }
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) { record(key) }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            record(key)
            return KeyedEncodingContainer(Container<NestedKey>(recorder: recorder, level: level + 1))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            record(key)
            return Ignored()
        }

        mutating func superEncoder() -> any Encoder { Silent() }
        mutating func superEncoder(forKey key: Key) -> any Encoder { Silent() }
    }

    /// Swallows whatever is encoded into it.
    struct Ignored: UnkeyedEncodingContainer, SingleValueEncodingContainer {
        var codingPath: [any CodingKey] { [] }
        var count: Int { 0 }
        mutating func encodeNil() {}
        mutating func encode<T: Encodable>(_ value: T) {}
        mutating func encode(_ value: Bool) {}
        mutating func encode(_ value: String) {}
        mutating func encode(_ value: Double) {}
        mutating func encode(_ value: Float) {}
        mutating func encode(_ value: Int) {}
        mutating func encode(_ value: Int8) {}
        mutating func encode(_ value: Int16) {}
        mutating func encode(_ value: Int32) {}
        mutating func encode(_ value: Int64) {}
        mutating func encode(_ value: UInt) {}
        mutating func encode(_ value: UInt8) {}
        mutating func encode(_ value: UInt16) {}
        mutating func encode(_ value: UInt32) {}
        mutating func encode(_ value: UInt64) {}
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            KeyedEncodingContainer(Silent.Nothing<NestedKey>())
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { Ignored() }
        mutating func superEncoder() -> any Encoder { Silent() }
    }

    /// An encoder below the levels the recorder reads.
    struct Silent: Encoder {
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Nothing<Key>())
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer { Ignored() }
        func singleValueContainer() -> any SingleValueEncodingContainer { Ignored() }

        struct Nothing<Key: CodingKey>: KeyedEncodingContainerProtocol {
            var codingPath: [any CodingKey] { [] }
            mutating func encodeNil(forKey key: Key) {}
            mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {}
            mutating func nestedContainer<NestedKey: CodingKey>(
                keyedBy keyType: NestedKey.Type, forKey key: Key
            ) -> KeyedEncodingContainer<NestedKey> {
                KeyedEncodingContainer(Nothing<NestedKey>())
            }
            mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { Ignored() }
            mutating func superEncoder() -> any Encoder { Silent() }
            mutating func superEncoder(forKey key: Key) -> any Encoder { Silent() }
        }
    }
}
