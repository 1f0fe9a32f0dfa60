import Waymark

/// How a feature carries out the answers to its dialogs, and the type of action it answers: the
/// one its registration declares (`FeatureRegistrar.answersDialogs(of:)`), which the app checks
/// when it starts (`check(_:in:)`), so an answer never reaches wiring that cannot read it.
struct DialogAnswers {
    /// The action type the wiring reads, and its name for the error that names it.
    let type: ObjectIdentifier
    let typeName: String
    let carryOut: @MainActor (DialogAction, ChapterRouter) async -> Void

    init<Action: Hashable & Sendable>(
        _ action: Action.Type, _ answer: @escaping @MainActor (Action, ChapterRouter) async -> Void
    ) {
        type = ObjectIdentifier(action)
        typeName = "\(action)"
        carryOut = { action, router in
            guard let action = action.as(Action.self) else { return }
            await answer(action, router)
        }
    }

    /// Checks that every feature's wiring answers exactly the dialog actions its registration
    /// declares: wiring for a type the feature did not declare would never be called, and a
    /// declared type without wiring would leave the user's answer undone.
    static func check(_ features: [WiredFeature], in registry: NavigationRegistry) throws(DialogWiringError) {
        let declaring = Set(registry.dialogAnswerers.values)
        for feature in features {
            let name = feature.navigation.name
            if let answers = feature.dialogs, registry.dialogAnswerers[answers.type] != name {
                throw .notDeclared(feature: name, action: answers.typeName)
            }
            if feature.dialogs == nil, declaring.contains(name) {
                throw .notAnswered(feature: name)
            }
        }
    }
}

/// Why the app refuses to start: a feature's wiring and registration disagree about the dialogs
/// it answers.
package enum DialogWiringError: Error, Equatable, CustomStringConvertible {
    /// The wiring answers `action`, which the feature's registration does not declare.
    case notDeclared(feature: String, action: String)
    /// The registration declares dialog actions the wiring does not answer.
    case notAnswered(feature: String)

    package var description: String {
        switch self {
        case .notDeclared(let feature, let action):
            "the wiring of feature '\(feature)' answers \(action), which its registration does not declare (answersDialogs(of:))"
        case .notAnswered(let feature):
            "feature '\(feature)' declares dialog actions (answersDialogs(of:)) that its wiring does not answer"
        }
    }
}
