import ChapterKit
import Waymark
import WaymarkMacros

/// The student's digital CV, in a sheet: its sections, each leading to the profile it describes,
/// and a preview of the whole. Signed in: the CV is the student's own.
@Routes(feature: "cv")
public enum CVRoute {
    /// The CV's sections.
    @Destination(.sheet, requires: .signedIn, detents: [.large], link: "cv")
    case home

    /// One section (education, experience, skills, interests).
    @Destination(.pushInModal, requires: .signedIn, link: "cv/{section:slug}")
    case section(section: CVSectionID)

    /// Editing a section, over it: gives the section as edited back to it.
    @Destination(.pushInModal, requires: .signedIn, gives: CVSectionEdit.self, link: "cv/{section:slug}/edit")
    case edit(section: CVSectionID)

    /// Sharing the CV as a link an employer can open.
    @Destination(.pushInModal, requires: .signedIn, link: "cv/share")
    case share

    /// The whole CV as an employer would read it.
    @Destination(.pushInModal, requires: .signedIn, link: "cv/preview")
    case preview
}

/// Registers the CV feature; the composition root adds it at start-up.
public struct CVFeature: NavigationFeature {
    public let name = CVRoute.feature
    let service: any CVService

    public init(service: any CVService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(CVRoute.self) { cv in
            // A section or the preview opens inside the CV's sheet.
            cv.section.requiresContent("section") { id in
                await service.section(id) == nil ? nil : CVRoute.home.erased
            }
            cv.preview.parent(CVRoute.home)
            cv.share.parent(CVRoute.home)
            cv.edit.requiresContent("section") { id in
                await service.section(id) == nil ? nil : CVRoute.section(section: id).erased
            }
            // A choice that differs from the section's is lost by any way out: each asks first.
            cv.edit.holdsUnsavedWork(in: CVScreenState.draft) { $0.isChanged }
            cv.section.asks(cv.edit.name, for: CVSectionEdit.self, keepingIn: CVScreenState.edited) { _, edit in
                edit.entries
            }
        }
    }
}
