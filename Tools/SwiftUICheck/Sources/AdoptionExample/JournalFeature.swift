// A feature of an app that grows past one route type, as the getting-started article shows it:
// Tools/check-swiftui compiles it, checks the article's quote, and counts its concepts.
import Waymark
import WaymarkMacros

// BEGIN SNIPPET feature-with-three-screens-and-a-link: at most 5 concepts
@Routes(feature: "journal")
enum JournalRoute {
    @Destination(.tabRoot, tab: "journal", link: "journal")
    case days
    @Destination(.push, tab: "journal", link: "day/{number:int}")
    case day(number: Int)
    @Destination(.sheet, link: "journal/write")
    case write
}

struct JournalFeature: NavigationFeature {
    let name = JournalRoute.feature
    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(JournalRoute.self)
    }
}
// END SNIPPET feature-with-three-screens-and-a-link
