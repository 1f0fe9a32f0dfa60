extension NavigationIntent {
    /// What an intent does, apart from its values: what a redirect rule declares it answers
    /// (``FeatureRegistrar/redirect(_:answering:priority:_:)``), so that two features' rules meet
    /// only where they could answer the same intent.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case push, pop, popToRoot, popTo, replaceStack, selectTab, present, dismissTop, dismiss, dismissOnly
        case dismissAll
        case leaveModals, clearHeld, showNotice, clearNotice, showDialog, resizeSheet, closeDialog
        case askForResult, giveResult, closeSearch
    }

    /// What this intent does, apart from its values.
    var kind: Kind {
        switch self {
        case .push: .push
        case .pop: .pop
        case .popToRoot: .popToRoot
        case .popTo: .popTo
        case .replaceStack: .replaceStack
        case .selectTab: .selectTab
        case .present: .present
        case .dismissTop: .dismissTop
        case .dismiss: .dismiss
        case .dismissOnly: .dismissOnly
        case .dismissAll: .dismissAll
        case .leaveModals: .leaveModals
        case .clearHeld: .clearHeld
        case .showNotice: .showNotice
        case .clearNotice: .clearNotice
        case .showDialog: .showDialog
        case .resizeSheet: .resizeSheet
        case .closeDialog: .closeDialog
        case .askForResult: .askForResult
        case .giveResult: .giveResult
        case .closeSearch: .closeSearch
        }
    }
}
