/// Why the matcher reads no destination from a link. The engine reports each as the
/// `LinkRejection` case of the same name, which words it; the rest of a rejection's reasons (a
/// route refusing its values, access, a payload) are the engine's own.
package enum LinkMatchError: Error, Hashable, Sendable {
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
    /// A query key that the pattern takes once was given more than once.
    case repeatedParameter(name: String)
    /// A repeated query parameter was given more values than the configured limit.
    case tooManyValues(name: String, limit: Int)
}
