/// Why a link was not followed.
///
/// Its `description` is for developers (logs, the command line): it may name destinations and
/// parameter types, and quotes the link with its control characters escaped. Users are told
/// through ``Notice/linkRejected(_:)``, which the app words.
public enum LinkRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// The link is longer than the configured limit.
    case tooLong(length: Int, limit: Int)
    /// The link is not a URL the app can read (no scheme, a broken percent-escape, ...).
    case malformed(String)
    /// The scheme is neither one of the app's schemes nor `https`.
    case unsupportedScheme(String)
    /// A universal link to a host that is not the app's.
    case unknownHost(String)
    /// A universal link over plain `http`.
    case insecureScheme
    /// No chain of patterns matches the path.
    case noMatch(String)
    /// More destinations are chained than the configured limit allows.
    case tooManyDestinations(limit: Int)
    /// A parameter's value does not fit its type.
    case invalidParameter(name: String, value: String, type: String)
    /// A query key that the pattern takes once was given more than once (`?id=1&id=2`): which one
    /// the sender meant is not known, so neither is taken.
    case repeatedParameter(name: String)
    /// An activity or quick action that names no link the app can read: an unknown activity type,
    /// or a `userInfo` of the wrong shape.
    case unreadableActivity(String)
    /// A repeated query parameter was given more values than `LinkConfiguration.maximumRepeatedValues`.
    case tooManyValues(name: String, limit: Int)
    /// The link matched, but the route refused the values.
    case invalidValues(DestinationName, LinkValueError)
    /// The destination can only be reached from inside the app.
    case internalDestination(DestinationName)
    /// A notification payload that does not say what to open.
    case payload(PayloadError)
    /// The link's screens cannot be arranged as it asks (a push destination rooting a modal, say).
    case cannotShow(NavigationError)

    public var description: String {
        switch self {
        case .tooLong(let length, let limit):
            "The link is too long (\(length) characters; at most \(limit))."
        case .malformed(let reason):
            "The link is not a valid address: \(reason.excerpt)."
        case .unsupportedScheme(let scheme):
            "Links starting with '\(scheme.excerpt):' cannot be opened here."
        case .unknownHost(let host):
            "Links to '\(host.excerpt)' cannot be opened here."
        case .insecureScheme:
            "Only https links can be opened."
        case .noMatch(let path):
            "The link '\(path.excerpt)' does not lead to anything in the app."
        case .tooManyDestinations(let limit):
            "The link chains more than \(limit) screens."
        case .invalidParameter(let name, let value, let type):
            "The link's '\(name)' value '\(value.excerpt)' is not a valid \(type)."
        case .repeatedParameter(let name):
            "The link gives '\(name.excerpt)' more than once, and it takes one value."
        case .unreadableActivity(let reason):
            "The activity cannot be opened: \(reason.excerpt)."
        case .tooManyValues(let name, let limit):
            "The link gives more than \(limit) values of '\(name.excerpt)'."
        case .invalidValues(let destination, let error):
            "The link to '\(destination)' cannot be opened: \(String(describing: error).excerpt)."
        case .internalDestination(let destination):
            "'\(destination)' can only be opened from inside the app."
        case .payload(let error):
            "The notification cannot be opened: \(error)."
        case .cannotShow(let error):
            "The link cannot be shown: \(error)"
        }
    }
}

extension LinkRejection {
    /// The rejection the matcher's reason for reading no destination is, case for case.
    init(_ error: LinkMatchError) {
        self =
            switch error {
            case .tooLong(let length, let limit): .tooLong(length: length, limit: limit)
            case .malformed(let reason): .malformed(reason)
            case .unsupportedScheme(let scheme): .unsupportedScheme(scheme)
            case .unknownHost(let host): .unknownHost(host)
            case .insecureScheme: .insecureScheme
            case .noMatch(let path): .noMatch(path)
            case .tooManyDestinations(let limit): .tooManyDestinations(limit: limit)
            case .invalidParameter(let name, let value, let type):
                .invalidParameter(name: name, value: value, type: type)
            case .repeatedParameter(let name): .repeatedParameter(name: name)
            case .tooManyValues(let name, let limit): .tooManyValues(name: name, limit: limit)
            }
    }
}
