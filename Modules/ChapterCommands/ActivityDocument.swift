import Foundation
@_spi(FrontEnd) import Waymark

/// An `NSUserActivity` described as JSON, as `chapter activity` and the `activity` line read it:
/// `{"activityType": "...", "webpageURL": "...", "userInfo": {"key": "text"}, "source": "spotlight"}`.
/// Only `activityType` is required; `source` defaults to Spotlight for a Spotlight result and to
/// Handoff otherwise.
///
/// It is read by the engine's one JSON reader (`PayloadValue.init(json:)`), the one that reads
/// notification payloads and the saved session: a key given twice anywhere is refused rather than
/// one of its values silently kept, unknown keys are skipped whatever their values, and nesting,
/// size and UTF-8 are judged by the same rules.
enum ActivityDocument {
    /// Why a document is no activity, in words for standard error.
    struct Unreadable: Error, Equatable {
        let message: String
    }

    /// The largest document read, as for notification payloads.
    static let maximumByteCount = NotificationPayload.maximumByteCount

    static func read(_ json: Data) -> Result<(UserActivity, EntryPoint), Unreadable> {
        func fail(_ reason: String) -> Result<(UserActivity, EntryPoint), Unreadable> {
            .failure(Unreadable(message: "The activity cannot be read: \(reason)."))
        }
        guard json.count <= maximumByteCount else { return fail("it is longer than \(maximumByteCount) bytes") }
        let document: PayloadValue
        do {
            document = try PayloadValue(json: json)
        } catch .notUTF8 {
            return fail("it is not valid UTF-8 text")
        } catch .duplicateKey(let key) {
            return fail("it gives the key '\(key.excerpt)' twice")
        } catch {
            return fail("it is not valid JSON")
        }
        guard case .object(let fields) = document else { return fail("it is not a JSON object") }
        guard case .string(let type)? = fields["activityType"], !type.isEmpty else {
            return fail("it has no \"activityType\" text")
        }
        let webpage: String?
        switch fields["webpageURL"] {
        case nil: webpage = nil
        case .string(let text)?: webpage = text
        default: return fail("\"webpageURL\" is not text")
        }
        var userInfo: [String: String] = [:]
        if let info = fields["userInfo"] {
            guard case .object(let pairs) = info else { return fail("\"userInfo\" is not an object") }
            for key in pairs.keys.sorted() {
                guard case .string(let text)? = pairs[key] else {
                    return fail("\"userInfo\" holds '\(key.excerpt)', which is not text")
                }
                userInfo[key] = text
            }
        }
        let source: EntryPoint
        switch fields["source"] {
        case nil: source = type == UserActivity.spotlightType ? .spotlight : .handoff
        case .string(let name)?:
            guard let named = EntryPoint(rawValue: name), named == .handoff || named == .spotlight else {
                return fail("\"source\" is neither \"handoff\" nor \"spotlight\"")
            }
            source = named
        default: return fail("\"source\" is not text")
        }
        var target: String?
        if case .string(let text)? = fields["targetContentIdentifier"] { target = text }
        let activity = UserActivity(
            activityType: type, webpageURL: webpage, targetContentIdentifier: target, userInfo: userInfo)
        return .success((activity, source))
    }
}
