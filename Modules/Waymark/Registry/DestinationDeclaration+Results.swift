import Foundation

/// Results in a destination's declaration: the type it gives back, and what it asks of others.
extension DestinationDeclaration {
    /// Gives a value of type `Value` back to the screen that opened it for one (a picker's
    /// choice, a form's entry): opened with ``NavigationIntent/askForResult(_:)``, it answers
    /// with ``NavigationIntent/giveResult(_:)``, which closes it and delivers the value in one
    /// transaction. An asker that declares another type for it is a start-up conflict.
    public func givesBack<Value: Codable & Sendable & Equatable>(_ type: Value.Type) -> Self {
        var copy = self
        copy.resultType = ResultType(type)
        return copy
    }

    /// Asks `answerer` for a value of type `Value`, which it must declare it gives back
    /// (``givesBack(_:)``; another type, or none, is a start-up conflict naming both features).
    /// When the value arrives, `deliver` makes this screen's route anew from it (the comparison
    /// with the chosen universities): the entry keeps its identity, and shows the new route.
    func asks<Value: Codable & Sendable & Equatable>(
        _ answerer: DestinationName, for type: Value.Type, _ deliver: @escaping @Sendable (R, Value) -> R
    ) -> Self {
        var copy = self
        copy.askings.append(
            ResultAsking(
                answerer: answerer, type: ResultType(type),
                deliver: { route, result in
                    guard let asker = route.as(R.self), let value = result.value(as: Value.self) else { return nil }
                    return deliver(asker, value).erased
                }))
        return copy
    }

    /// Asks `answerer` for a value of type `Value` and keeps it for this entry as screen state
    /// under `key`, for a value the route cannot carry (a new task for a list, an edited text):
    /// `keep` makes what the entry keeps from what it kept before (`nil` the first time) and the
    /// value. The route stays as it is; the value is kept in the transaction that delivers it, and
    /// saved with the session like any `Codable` screen state.
    func asks<Value: Codable & Sendable & Equatable, Kept: Codable & Sendable>(
        _ answerer: DestinationName, for type: Value.Type, keepingIn key: ScreenStateKey.Saved<Kept>,
        _ keep: @escaping @Sendable (Kept?, Value) -> Kept
    ) -> Self {
        var copy = self
        copy.askings.append(
            ResultAsking(
                answerer: answerer, type: ResultType(type),
                deliver: { route, result in
                    guard route.as(R.self) != nil, result.value(as: Value.self) != nil else { return nil }
                    return route
                },
                keeping: ResultKeeping(key: key.name) { kept, result in
                    guard let value = result.value(as: Value.self) else { return nil }
                    let before = kept.flatMap { try? JSONDecoder().decode(Kept.self, from: $0) }
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.sortedKeys]
                    return try? encoder.encode(keep(before, value))
                }))
        return copy
    }
}
