/// Records the calls a screen makes on its feature's router protocol.
///
/// A feature's test implements the router protocol with a small type that records each call as
/// a value of an enum the test declares, then asserts the list:
///
/// ```swift
/// enum CoursesCall: Equatable { case showUniversity(UniversityID), compare([CourseID]) }
///
/// final class RecordingCoursesRouter: CoursesRouting {
///     let recorder = CallRecorder<CoursesCall>()
///     func showUniversity(_ id: UniversityID) { recorder.record(.showUniversity(id)) }
/// }
/// ```
@MainActor
public final class CallRecorder<Call: Equatable & Sendable> {
    /// Every call recorded, oldest first.
    public private(set) var calls: [Call] = []

    public init() {}

    /// Records one call.
    public func record(_ call: Call) {
        calls.append(call)
    }

    /// The calls recorded so far, which are then forgotten, so that a test can check one step
    /// at a time.
    public func takeCalls() -> [Call] {
        defer { calls.removeAll() }
        return calls
    }
}
