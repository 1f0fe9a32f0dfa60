import Waymark

extension ChapterApp {
    /// The route table in `format`, with example links from the catalog: what `docs/routes.md`
    /// and the `routes` command show.
    public func routeTable(as format: RouteTableFormat) -> String {
        RouteTable(registry: registry, examples: exampleRoutes).rendered(as: format)
    }

    /// The apple-app-site-association document for chapter.app (internal destinations excluded).
    public func siteAssociation() -> String {
        AppSiteAssociation(registry: registry, appIDs: ["ABCDE12345.app.chapter"]).json
    }
}
