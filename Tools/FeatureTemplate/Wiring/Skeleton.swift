import ChapterApp  // skeleton only: a feature's file in the composition root is part of ChapterApp
import ChapterKit
import Skeleton
import Universities
import Waymark

// The Skeleton feature as the app wires it in; its team (its owner in Package.swift's feature
// list) owns this file.

extension AppFeature {
    static let skeleton = AppFeature { app in
        let service = SkeletonSampleData(universities: app.catalog.universities.map(\.id))
        return WiredFeature(
            SkeletonFeature(service: service),
            sampleRoutes: [SkeletonRoute.home.erased]
                + SkeletonSampleData.samples.prefix(1).map { SkeletonRoute.detail(id: $0.id).erased }
        ) { router in SkeletonScreens(service: service, router: SkeletonRouter(router)) }
    }
}

/// Where the Skeleton screens lead, in the app: every method of `SkeletonRouting`, answered here
/// and nowhere else, so a change to the protocol touches this file only.
@MainActor
final class SkeletonRouter: SkeletonRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showBone(_ id: BoneID) { app.push(SkeletonRoute.detail(id: id)) }
    func showUniversity(_ id: UniversityID) { app.push(UniversitiesEntryPoints.university(id)) }
}

/// The Skeleton feature's data until it has a source of its own: a few samples, each paired with
/// a university of the shared catalog in turn.
struct SkeletonSampleData: SkeletonService {
    static let samples: [(id: BoneID, name: String, details: String)] = [
        (BoneID(1), "Bone one", "The first sample bone."),
        (BoneID(2), "Bone two", "The second sample bone."),
        (BoneID(3), "Bone three", "The third sample bone."),
    ]
    let universities: [UniversityID]

    func skeleton() async -> [BoneSummary] {
        Self.samples.indices.map(summary)
    }

    func bone(_ id: BoneID) async -> BoneSummary? {
        Self.samples.firstIndex { $0.id == id }.map(summary)
    }

    private func summary(_ index: Int) -> BoneSummary {
        let sample = Self.samples[index]
        return BoneSummary(
            id: sample.id, name: sample.name, details: sample.details,
            university: universities.isEmpty ? nil : universities[index % universities.count])
    }
}
