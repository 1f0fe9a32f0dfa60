import Foundation

/// What a snapshot keeps beside the place, read leniently: the state features kept for screens,
/// and the reading of any part whose wrong shape drops that part, never the user's place.
extension SnapshotReader {
    /// The value here read by `parse`, or `nil` when it is valid JSON of another shape; JSON that
    /// is not valid still makes the snapshot unreadable, as everywhere else. Read once when it
    /// fits, and checked again as JSON only when it does not.
    mutating func lenient<Value>(
        _ parse: (inout SnapshotReader) throws(JSONSyntaxError) -> Value
    ) throws(JSONSyntaxError) -> Value? {
        skipWhitespace()
        let start = position
        var copy = self
        if let value = try? parse(&copy) {
            position = copy.position
            return value
        }
        position = start
        try skipValue()
        return nil
    }

    /// The state kept for screens: each entry's values by key, as JSON for the feature to read
    /// with its type. An entry named by anything but a positive number, or holding anything but
    /// an object of values, is skipped alone; the others are kept.
    mutating func screens() throws(JSONSyntaxError) -> [SavedScreenState] {
        var screens: [SavedScreenState] = []
        try numberedObject { reader, entry throws(JSONSyntaxError) in
            guard let entry, try reader.peek() == UInt8(ascii: "{") else { return try reader.skipKeptValue() }
            try reader.object { reader, key throws(JSONSyntaxError) in
                reader.skipWhitespace()
                let start = reader.position
                try reader.skipKeptValue()
                let json = Data(reader.bytes[start..<reader.position])
                screens.append(SavedScreenState(entry: EntryID(entry), key: key, json: json))
            }
        }
        return screens
    }
}
