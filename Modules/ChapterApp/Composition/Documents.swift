import Waymark
import WaymarkRouteMap

extension ChapterApp {
    /// The route table in `format`, with example links from the catalog: what `docs/generated/routes.md`
    /// and the `routes` command show.
    public func routeTable(as format: RouteTableFormat) -> String {
        RouteTable(registry: registry, examples: exampleRoutes).rendered(as: format)
    }

    /// The route map: every destination with its owning team (from each feature's `OWNER` file,
    /// through the feature list the build writes), link, presentation, access, parents and where it
    /// is reached from, with example links and parent chains from the catalog. What `chapter routes
    /// --format html` draws.
    public func routeMap() async -> RouteMap {
        await RouteMap(registry: registry, examples: exampleRoutes, owners: owners)
    }

    /// The apple-app-site-association document for chapter.app (internal destinations excluded).
    public func siteAssociation() -> String {
        AppSiteAssociation(registry: registry, appIDs: ["ABCDE12345.app.chapter"]).json
    }
}
