import SwiftDiagnostics

/// Everything `@Routes` can say about a declaration, each in words that name the case, the value
/// and the link involved, so the fix is plain from the message alone.
enum RouteDiagnostic: DiagnosticMessage {
    case notAnEnum
    case featureNotALiteral(argument: String)
    case missingDestination(case: String)
    case oneCasePerDestination
    case presentationNotALiteral
    case linkNotALiteral
    case invalidLink(case: String, reason: String)
    case parameterWithoutValue(parameter: String, case: String, values: [String])
    case valueNotInLink(value: String, case: String)
    case unlabelledValue(case: String, position: Int)
    case kindMismatch(parameter: String, kind: String, gives: String, value: String, type: String)
    case optionalValueRequiredByLink(value: String, case: String)
    case requiredValueOptionalInLink(value: String, case: String)
    case defaultInLink(parameter: String, case: String)
    case defaultOnlyInLink(parameter: String, case: String)
    case duplicateDestination(name: String)
    case reservedCaseName(case: String)
    case tabRootWithoutTab(case: String)
    case tabRootWithValues(case: String)
    case hostTabNotAllowed(case: String, presentation: String)
    case tabBarNotAllowed(case: String, presentation: String)
    case detentsNotAllowed(case: String, presentation: String)
    case resultNotAllowed(case: String)
    case resultNotAType(case: String)

    var message: String {
        switch self {
        case .notAnEnum:
            "@Routes declares a feature's routes on an enum, one case per destination"
        case .featureNotALiteral(let argument):
            "'\(argument)' must be a non-empty string literal: destination names are made from it when the code is compiled"
        case .missingDestination(let name):
            "case '\(name)' has no @Destination: every case of a @Routes enum is a destination, so each says how it is presented"
        case .oneCasePerDestination:
            "declare one case per @Destination: each case is a destination of its own"
        case .presentationNotALiteral:
            "write the presentation as one of .tabRoot, .push, .pushInModal, .sheet, .fullScreenCover, .popover or .inspector"
        case .linkNotALiteral:
            "the link must be a string literal, so that it can be checked against the case when the code is compiled"
        case .invalidLink(let name, let reason):
            "the link of '\(name)' is not a valid pattern: \(reason)"
        case .parameterWithoutValue(let parameter, let name, let values):
            values.isEmpty
                ? "the link's parameter '\(parameter)' is not a value of case '\(name)', which has no values"
                : "the link's parameter '\(parameter)' is not a value of case '\(name)'; its values are \(values.map { "'\($0)'" }.joined(separator: ", "))"
        case .valueNotInLink(let value, let name):
            "'\(value)' of case '\(name)' is not in its link, so a link could not carry it; add a parameter named '\(value)'"
        case .unlabelledValue(let name, let position):
            "value \(position) of case '\(name)' needs a label: a link's parameters are the case's labelled values"
        case .kindMismatch(let parameter, let kind, let gives, let value, let type):
            "the link's parameter '{\(parameter):\(kind)}' gives \(gives), but '\(value)' is \(type)"
        case .optionalValueRequiredByLink(let value, let name):
            "'\(value)' of case '\(name)' is optional, but its link always has it; make it an optional query parameter, in '[?...]'"
        case .requiredValueOptionalInLink(let value, let name):
            "'\(value)' of case '\(name)' is required, but its link may leave it out; make it optional or give it a default in the case"
        case .defaultInLink(let parameter, let name):
            "the default of '\(parameter)' is stated in case '\(name)'; state it once, there, and not in the link"
        case .defaultOnlyInLink(let parameter, let name):
            "the link gives '\(parameter)' a default; state it in case '\(name)' instead ('\(parameter): Type = ...'), where Swift callers and links share it"
        case .duplicateDestination(let name):
            "the destination '\(name)' is declared twice; cases of one enum need distinct names"
        case .reservedCaseName(let name):
            "a case cannot be named '\(name)': the generated list of destinations uses that name"
        case .tabRootWithoutTab(let name):
            "the tab root '\(name)' needs its tab: add 'tab:'"
        case .tabRootWithValues(let name):
            "the tab root '\(name)' cannot have values: a tab shows one root screen"
        case .hostTabNotAllowed(let name, let presentation):
            "'\(name)' is \(presentation), which has no host tab: it is shown over whichever tab is selected"
        case .tabBarNotAllowed(let name, let presentation):
            "'\(name)' is \(presentation); only a pushed screen chooses whether the tab bar shows"
        case .detentsNotAllowed(let name, let presentation):
            "'\(name)' is \(presentation); only a sheet takes sizes"
        case .resultNotAllowed(let name):
            "'\(name)' is a tab root, which no screen opens for a value: it gives nothing back"
        case .resultNotAType(let name):
            "'gives:' of '\(name)' names the type of the value it gives back, as 'Type.self'"
        }
    }

    var diagnosticID: MessageID {
        MessageID(domain: "WaymarkMacros", id: "\(self)".prefix { $0 != "(" }.description)
    }

    var severity: DiagnosticSeverity { .error }
}

/// A fix-it's wording.
struct RouteFixIt: FixItMessage {
    let message: String

    var fixItID: MessageID {
        MessageID(domain: "WaymarkMacros", id: message)
    }
}
