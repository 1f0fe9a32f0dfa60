import ChapterKit
import Waymark
import WaymarkMacros

/// Side-by-side comparison: courses (taken over from Courses, its link unchanged, so saved
/// sessions and old links still open it) and universities.
@Routes(feature: "compare")
public enum CompareRoute {
    /// Two to four courses side by side, in the order given.
    @Destination(.push, tab: ChapterTab.lists, tabBar: .hidden, link: "compare?courses={courses:courseList}")
    case courses(courses: [CourseID])

    /// Two to four universities side by side, in the order given.
    @Destination(.push, tab: ChapterTab.lists, tabBar: .hidden, link: "compare/universities?ids={ids:universityList}")
    case universities(ids: [UniversityID])

    /// Choosing two to four universities to compare, in a sheet that gives them back to the
    /// comparison that opened it.
    @Destination(.sheet, detents: [.medium], gives: [UniversityID].self, link: "compare/pick")
    case pick

    /// One compared university's details, in an inspector beside the comparison on a wide
    /// window (a sheet on a phone).
    @Destination(.inspector, link: "compare/university/{id:int}")
    case details(id: UniversityID)
}

/// Registers the Compare feature and the list types its links use; the composition root adds it.
public struct CompareFeature: NavigationFeature {
    public let name = CompareRoute.feature
    let service: any CompareService

    public init(service: any CompareService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.defineParameterType(.uuidList("courseList", count: 2...4))
        registrar.defineParameterType(
            .custom("universityList") { text in
                let parts = text.split(separator: ",", omittingEmptySubsequences: false)
                guard (2...4).contains(parts.count) else { return nil }
                var values: [LinkValue] = []
                for part in parts {
                    guard let id = Int(part), id > 0, String(id) == part else { return nil }
                    values.append(.int(id))
                }
                return .list(values)
            })
        registrar.register(CompareRoute.self) { compare in
            compare.courses.requiresContent("course") { ids in
                for id in ids where await service.course(id) == nil { return false }
                return true
            }
            compare.universities.requiresContent("university") { ids in
                for id in ids where await service.university(id) == nil { return false }
                return true
            }
            compare.details.requiresContent("university") { id in await service.university(id) != nil }
            compare.universities.asks(compare.pick.name, for: [UniversityID].self) { _, ids in
                .universities(ids: ids)
            }
        }
    }
}
