import Waymark

/// The screen a ``NavigationHarness`` presents to meet a requirement that none of the features under
/// test meets (a feature's tests register that feature alone, without the app's sign-in screen).
public struct StandInRequirementScreen: Route {
    /// The requirement's name.
    public let requirement: String

    public static let typeKey = "waymarkTesting.requirement"

    public init(_ requirement: Requirement) {
        self.requirement = requirement.description
    }

    public var destinationName: DestinationName {
        DestinationName(rawValue: "waymarkTesting.meet.\(requirement)")
    }

    /// The stand-in for `requirement`, as the access guard presents it.
    public static func route(for requirement: Requirement) -> AnyRoute {
        AnyRoute(StandInRequirementScreen(requirement))
    }
}

/// Registers a full-screen cover meeting each of `requirements`.
struct StandInRequirementsFeature: NavigationFeature {
    let name = "waymarkTesting.standIns"
    let requirements: [Requirement]

    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(
            StandInRequirementScreen.self,
            destinations: requirements.map { requirement in
                let screen = StandInRequirementScreen(requirement)
                return DestinationDeclaration(screen.destinationName, presentation: .modal(.fullScreenCover))
                    .satisfies(requirement, with: screen)
            })
    }
}
