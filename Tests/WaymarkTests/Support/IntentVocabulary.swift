@_spi(FrontEnd) import Waymark

/// Every intent the property tests may draw, valid and invalid alike, so that a random index is a
/// random intent. Pops and leaving modals appear several times: they are what the return-point
/// rules are about, and a sequence needs many of them to come back to where it left a modal.
enum IntentVocabulary {
    static let pushable: [AnyRoute] = [.list, .item(1), .item(2), .reviews(1), .profile(1), .privacy, .deleteAccount]

    static let intents: [NavigationIntent] = {
        var intents: [NavigationIntent] = []
        for route in pushable {
            intents += [.push(route), .push(route, on: .tab("search")), .popTo(route)]
        }
        intents += Array(repeating: .pop(), count: 6)
        intents += [.pop(.tab("home")), .pop(.tab("search")), .popToRoot(), .popToRoot(.tab("search"))]
        intents += [
            .replaceStack([.list, .item(1)]), .replaceStack([]), .replaceStack([.item(2)], on: .tab("search")),
        ]
        for tab in FixtureApp.tabs {
            intents += [.selectTab(tab), .selectTab(tab, onReselect: .popToRoot)]
        }
        intents += [.present(.settings), .present(.settings, path: [.privacy]), .present(.signIn), .present(.signIn)]
        intents += [.dismissTop, .dismissTop, .dismissAll]
        intents += Array(repeating: .leaveModals(push: [.item(1)], rememberModals: true), count: 3)
        intents += [
            .leaveModals(push: [.reviews(2), .list], rememberModals: true),
            .leaveModals(push: [.list], rememberModals: false),
            .leaveModals(push: [], rememberModals: true),
        ]
        intents += [.dismiss(fromLayer: 0), .dismiss(fromLayer: 1), .push(.list, on: .layer(0)), .pop(.layer(1))]
        intents += [.clearHeld, .showNotice(.app(AppNotice("something"))), .clearNotice]
        intents += [.selectTab("nowhere"), .push(.settings), .present(.list), .push(.catalogHome)]
        return intents
    }()

    /// The transactions that a list of lists of indices stands for.
    static func transactions(_ indices: [[Int]]) -> [[NavigationIntent]] {
        indices.map { $0.map { intents[$0 % intents.count] } }
    }
}
