import Foundation
import Waymark

/// An `NSUserActivity` described as JSON, as `chapter activity` and the `activity` line read it:
/// `{"activityType": "...", "webpageURL": "...", "userInfo": {"key": "text"}, "source": "spotlight"}`.
/// Only `activityType` is required; `source` defaults to Spotlight for a Spotlight result and to
/// Handoff otherwise.
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
        guard let object = try? JSONSerialization.jsonObject(with: json), let fields = object as? [String: Any] else {
            return fail("it is not a JSON object")
        }
        guard let type = fields["activityType"] as? String, !type.isEmpty else {
            return fail("it has no \"activityType\" text")
        }
        let webpage = fields["webpageURL"]
        guard webpage == nil || webpage is String else { return fail("\"webpageURL\" is not text") }
        var userInfo: [String: String] = [:]
        if let info = fields["userInfo"] {
            guard let pairs = info as? [String: Any] else { return fail("\"userInfo\" is not an object") }
            for (key, value) in pairs {
                guard let text = value as? String else { return fail("\"userInfo\" holds '\(key)', which is not text") }
                userInfo[key] = text
            }
        }
        let source: EntryPoint
        switch fields["source"] {
        case nil: source = type == UserActivity.spotlightType ? .spotlight : .handoff
        case let name as String:
            guard let named = EntryPoint(rawValue: name), named == .handoff || named == .spotlight else {
                return fail("\"source\" is neither \"handoff\" nor \"spotlight\"")
            }
            source = named
        default: return fail("\"source\" is not text")
        }
        let activity = UserActivity(
            activityType: type, webpageURL: webpage as? String,
            targetContentIdentifier: fields["targetContentIdentifier"] as? String, userInfo: userInfo)
        return .success((activity, source))
    }
}
