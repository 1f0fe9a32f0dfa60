/// Which destinations give a value back and which ask for one, checked against each other at
/// start-up: the registry's part of results.
struct ResultRules: Sendable {
    /// What each asking destination asks of each answerer, once checked against the type the
    /// answerer gives back (which nothing needs afterwards).
    let askings: [DestinationName: [DestinationName: ResultAsking]]

    init(askings: [DestinationName: [DestinationName: ResultAsking]] = [:]) {
        self.askings = askings
    }

    /// The rules `draft` declares, with a conflict for every asking whose answerer gives another
    /// type back, none, or does not exist, each naming both features.
    init(
        _ draft: RegistryDraft, lookup: (DestinationName) -> Destination?, reporting conflicts: inout [RegistryConflict]
    ) {
        var given: [DestinationName: ResultType] = [:]
        for (destination, type, _) in draft.resultTypes { given[destination] = type }
        var askings: [DestinationName: [DestinationName: ResultAsking]] = [:]
        for (asker, asking, feature) in draft.askings {
            let answerer = lookup(asking.answerer)
            guard let answerer, given[asking.answerer] == asking.type else {
                conflicts.append(
                    .resultTypeMismatch(
                        asker: asker, askerFeature: feature, answerer: asking.answerer,
                        answererFeature: answerer?.feature, asked: asking.type, given: given[asking.answerer]))
                continue
            }
            askings[asker, default: [:]][answerer.name] = asking
        }
        self.init(askings: askings)
    }

    /// Whether a request a snapshot kept still fits `state`: both its entries are there, and the
    /// asker's destination still asks the answerer's for the same type.
    func stillFits(_ request: ResultRequest, in state: NavigationState) -> Bool {
        guard let asker = state.route(of: request.asker), let answerer = state.route(of: request.answerer) else {
            return false
        }
        return asking(asker.destinationName, of: answerer.destinationName)?.type == request.type
    }

    /// What `asker` asks of `answerer`, if it asks it anything.
    func asking(_ asker: DestinationName, of answerer: DestinationName) -> ResultAsking? {
        askings[asker]?[answerer]
    }
}
