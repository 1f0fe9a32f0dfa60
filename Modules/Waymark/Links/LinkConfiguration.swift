/// How an app's links look from outside: its schemes, its universal-link hosts, its own parameter
/// types and the limits that protect it from hostile input.
public struct LinkConfiguration: Sendable {
    /// Custom schemes, such as `chapter`, compared without regard to case. With a custom scheme the
    /// host is the first segment of the path (`chapter://course/...` names the course pattern).
    /// The first scheme is the one canonical links are written with.
    public var schemes: [String]
    /// Hosts of universal links (`https` only), compared without regard to case. A host family
    /// `*.chapter.app` takes every subdomain of its base (`news.chapter.app`), not the base itself,
    /// as the apple-app-site-association entitlement reads it; links are written to the first
    /// host, a family's base for a family.
    public var universalLinkHosts: [String]
    /// Parameter types of the app's own, usable in patterns by name.
    public var parameterTypes: [LinkParameterType]
    /// The longest link accepted, in UTF-8 bytes.
    public var maximumLength: Int
    /// The most destinations one link may chain.
    public var maximumChainLength: Int
    /// The payload key whose text is a link to open, for notifications that carry one.
    public var notificationLinkKey: String
    /// The type of the app's own `NSUserActivity` for a screen (`app.chapter.screen`), which
    /// ``NavigationRegistry/userActivity(for:)`` writes and ``LinkHandler`` reads back; `nil`
    /// hands over the web page instead (`NSUserActivityTypeBrowsingWeb`).
    public var activityType: String?
    /// The most values a repeated query parameter (`{tags:slug[]}`) may take from one link; a
    /// link that gives more is refused (``LinkRejection/tooManyValues(name:limit:)``).
    public var maximumRepeatedValues = 32

    public init(
        schemes: [String] = [],
        universalLinkHosts: [String] = [],
        parameterTypes: [LinkParameterType] = [],
        maximumLength: Int = 2_048,
        maximumChainLength: Int = 16,
        notificationLinkKey: String = "link"
    ) {
        self.notificationLinkKey = notificationLinkKey
        self.schemes = schemes
        self.universalLinkHosts = universalLinkHosts
        self.parameterTypes = parameterTypes
        self.maximumLength = maximumLength
        self.maximumChainLength = maximumChainLength
    }

    /// The type named `name`: an app-defined one first, then the built-in ones; `element[]` is
    /// `element` repeated.
    func parameterType(named name: String) -> LinkParameterType? {
        if name.hasSuffix("[]") {
            return parameterType(named: String(name.dropLast(2))).flatMap {
                $0.repeatedElement == nil ? .repeated($0) : nil
            }
        }
        if let custom = parameterTypes.first(where: { $0.name == name }) { return custom }
        switch name {
        case LinkParameterType.int.name: return .int
        case LinkParameterType.uuid.name: return .uuid
        case LinkParameterType.slug.name: return .slug
        case LinkParameterType.string.name: return .string
        default: return nil
        }
    }
}

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
    /// A repeated query parameter was given more values than ``LinkConfiguration/maximumRepeatedValues``.
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
