import Foundation

/// What an asking destination does with the value it asked for: its route made anew from it.
struct ResultAsking: Sendable {
    /// The destination asked.
    let answerer: DestinationName
    /// The type asked for.
    let type: ResultType
    /// The asker's route once the value arrives; `nil` when the value does not decode as `type`.
    let deliver: @Sendable (AnyRoute, GivenResult) -> AnyRoute?
    /// Where the asker keeps the value instead, when it keeps it as screen state rather than in
    /// its route.
    var keeping: ResultKeeping?
}

/// A value a transaction gave back: its request, the value, and how the asker keeps it when it
/// keeps it as screen state.
struct Delivery: Sendable {
    let request: ResultRequest
    let value: GivenResult
    let keeping: ResultKeeping?
}

/// How an asking entry keeps a value it was given, as screen state under a key: what it keeps
/// made from what it kept before (the JSON saved under the key, if any) and the value.
struct ResultKeeping: Sendable {
    /// The ``ScreenStateKey``'s name.
    let key: String
    /// The JSON to keep; `nil` when the value does not decode as the declared type.
    let keep: @Sendable (Data?, GivenResult) -> Data?
}
