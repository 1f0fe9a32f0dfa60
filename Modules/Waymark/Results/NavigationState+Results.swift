/// Results between screens, as intents apply them: asking records who asked whom, giving closes
/// the answerer and delivers the value to the asker, in one transaction.
extension NavigationState {
    mutating func askForResult(_ route: AnyRoute, registry: NavigationRegistry) throws(NavigationError) {
        guard let asker = topEntry?.id, let askerRoute = self.route(of: asker) else { throw .noScreenToAsk }
        guard let asking = registry.results.asking(askerRoute.destinationName, of: route.destinationName) else {
            throw .notAsking(route.destinationName, asker: askerRoute.destinationName)
        }
        if registry.destination(for: route)?.presentation.modalStyle != nil {
            try apply(.present(route), registry: registry)
        } else {
            try apply(.push(route), registry: registry)
        }
        guard let answerer = topEntry?.id else { throw .noScreenToAsk }
        awaiting.append(ResultRequest(asker: asker, answerer: answerer, type: asking.type))
    }

    /// Closes the answerer and gives `result` to the screen that asked; returns the delivery, for
    /// the router to journal and keep once the transaction is done.
    mutating func giveResult(_ result: GivenResult, registry: NavigationRegistry) throws(NavigationError) -> Delivery {
        let onTop = topEntry?.route.destinationName
        guard let answerer = topEntry?.id, let request = awaiting.first(where: { $0.answerer == answerer }) else {
            throw .nobodyAsked(onTop)
        }
        guard request.type == result.type else { throw .resultTypeMismatch(asked: request.type, given: result.type) }
        guard let askerRoute = route(of: request.asker), let answererRoute = route(of: answerer),
            let asking = registry.results.asking(askerRoute.destinationName, of: answererRoute.destinationName)
        else { throw .notAsking(onTop ?? "", asker: route(of: request.asker)?.destinationName) }
        // Same name, yet the value does not read as the asker's type: refused as a mismatch.
        guard let delivered = asking.deliver(askerRoute, result) else {
            throw .resultTypeMismatch(asked: request.type, given: result.type)
        }
        switch location(of: answerer) {
        case .layer(let index, 0)?: modals.removeSubrange(index...)
        case .layer(let index, _)?: modals[index].pathEntries.removeLast()
        case .tab(let tab, _)?: stacks[tab]?.removeLast()
        default: throw .nobodyAsked(onTop)
        }
        awaiting.removeAll { $0 == request }
        if let location = location(of: request.asker) { replaceRoute(at: location, with: delivered) }
        return Delivery(request: request, value: result, keeping: asking.keeping)
    }

    /// Forgets every request whose asker or answerer is no longer in the state: the value would
    /// reach no one, or no one is left to give it.
    mutating func dropUnanswerableRequests() {
        guard !awaiting.isEmpty else { return }
        let present = entryIDs
        awaiting.removeAll { !present.contains($0.asker) || !present.contains($0.answerer) }
    }

    /// Shows `route` at `location`, keeping the entry there and its identity.
    private mutating func replaceRoute(at location: EntryLocation, with route: AnyRoute) {
        switch location {
        case .tab(let tab, let position): stacks[tab]?[position].route = route
        case .layer(let index, 0): modals[index].rootEntry.route = route
        case .layer(let index, let position): modals[index].pathEntries[position - 1].route = route
        case .returnLayer(let index, 0): returnPoint?.layers[index].rootEntry.route = route
        case .returnLayer(let index, let position):
            returnPoint?.layers[index].pathEntries[position - 1].route = route
        }
    }
}

extension NavigationRouter {
    /// Keeps, for every asker a value was delivered to whose declaration keeps it as screen state
    /// rather than in its route, what it keeps now: part of the same transaction, before anyone
    /// sees the new state. Each delivery keeps its own value.
    func keepDeliveredResults(_ deliveries: [Delivery], in next: NavigationState) {
        let present = next.entryIDs
        for delivery in deliveries where present.contains(delivery.request.asker) {
            guard let keeping = delivery.keeping else { continue }
            let asker = delivery.request.asker
            guard let json = keeping.keep(screenStates.values[asker]?[keeping.key]?.json, delivery.value) else {
                continue
            }
            screenStates.values[asker, default: [:]][keeping.key] = ScreenStates.Stored(value: nil, json: json)
            screenStateChanged(asker)
        }
    }

    /// What became of the requests `old` had and `new` has not, and of those the transaction both
    /// made and answered: delivered (each ``NavigationIntent/giveResult(_:)`` the transaction
    /// applied, its asker still there at the end), or dropped, its asker gone or its answerer
    /// closed without an answer.
    func resultNotes(from old: NavigationState, to new: NavigationState, deliveries: [Delivery]) -> [JournalNote] {
        let present = new.entryIDs
        let answered = deliveries.map(\.request)
        let gone = old.awaiting.filter { !new.awaiting.contains($0) && !answered.contains($0) }
        return answered.map { request in
            present.contains(request.asker) ? .resultDelivered(request) : .resultDropped(request, .askerGone)
        }
            + gone.map { request in
                .resultDropped(request, present.contains(request.asker) ? .answererClosed : .askerGone)
            }
    }
}
