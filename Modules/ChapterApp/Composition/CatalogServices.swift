import ChapterKit

/// The app's data: its one catalog and the user's shortlist. Each feature's file in `Features/`
/// makes the feature's own data service over it (`CoursesCatalog`, `CompareCatalog`, ...), so no
/// object meets two teams' protocols and no two teams' methods overload one another.
struct CatalogServices: Sendable {
    let catalog: ChapterCatalog
    let shortlist: ShortlistStore
}

/// The courses the student shortlisted, in the order they were added. It lives on the main actor
/// with the app, so the session file can save it with the navigation state in the same step.
@MainActor
final class ShortlistStore {
    private(set) var courses: [CourseID] = []

    /// Adds `course` unless it is there already; returns whether it was added.
    func add(_ course: CourseID) -> Bool {
        guard !courses.contains(course) else { return false }
        courses.append(course)
        return true
    }

    /// Takes `course` off the list; returns whether it was on it.
    func remove(_ course: CourseID) -> Bool {
        guard let index = courses.firstIndex(of: course) else { return false }
        courses.remove(at: index)
        return true
    }

    /// Replaces the list, as a saved session had it, keeping each course once.
    func restore(_ saved: [CourseID]) {
        courses = []
        for course in saved { _ = add(course) }
    }
}
