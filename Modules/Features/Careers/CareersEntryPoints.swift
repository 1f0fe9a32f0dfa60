import ChapterKit
import Waymark

/// The ways into Careers that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `CareersRoute` breaks only this team's files.
public enum CareersEntryPoints {
    /// A career path's page.
    public static func path(_ id: CareerPathID) -> AnyRoute {
        CareersRoute.path(path: id).erased
    }
}
