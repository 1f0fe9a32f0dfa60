import Foundation

extension RouteMap {
    /// The map as one self-contained HTML page: no network, no external file. Its script draws the
    /// graph (a band for each tab, see `graphScript`), fills the table grouped by
    /// owning team and feature, filters both as the reader types (or from `#q=` in the address),
    /// lists the problems it finds, and writes a summary of what it drew into `#check` for
    /// headless browsers to verify (`Tools/check-route-map`).
    public func html(title: String) -> String {
        let escapedTitle = title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
            of: "<", with: "&lt;")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escapedTitle)</title>
            <style>
            \(Self.style)
            </style>
            </head>
            <body>
            <header>
            <h1>\(escapedTitle)</h1>
            <p id="summary"></p>
            <input id="search" type="search" placeholder="Filter by destination, feature, team, link, tab, requirement…" autocomplete="off">
            </header>
            <section id="problems" hidden><h2>Problems</h2><ul></ul></section>
            <section id="graph-section"><h2>Graph</h2><p class="legend">A band for each tab, its screens right of the screen a link puts under them; then the screens presented over any tab. Dashed: internal (reached only from the screens named). Bold outline: needs a requirement. ▣: presented as a sheet, cover, popover or inspector. Outline colour: the owning team. Click a screen to filter by it.</p><p id="teams" class="legend"></p><div id="graph"></div></section>
            <section><h2>Destinations</h2><table id="routes"><thead><tr><th>Destination</th><th>Link</th><th>Presented</th><th>Tab</th><th>Access</th><th>Requires</th><th>Parents</th><th>Reached from</th></tr></thead><tbody></tbody></table></section>
            <pre id="check" hidden></pre>
            <script type="application/json" id="route-data">\(entriesJSON)</script>
            <script>
            \(Self.script)
            \(Self.graphScript)
            </script>
            </body>
            </html>

            """
    }

    private static let style = """
        :root { color-scheme: light dark; --line: #8884; --muted: #888; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; }
        body { margin: 0 1.5rem 2rem; font-size: 14px; }
        header { position: sticky; top: 0; padding: .75rem 0; background: Canvas; z-index: 1; border-bottom: 1px solid var(--line); }
        h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
        h2 { font-size: 1.1rem; margin: 1.25rem 0 .5rem; }
        #summary, .legend { color: var(--muted); margin: 0 0 .5rem; }
        #search { width: min(40rem, 100%); font-size: 1rem; padding: .4rem .6rem; }
        #problems { border: 2px solid #d33; border-radius: 6px; padding: 0 1rem; margin-top: 1rem; }
        #problems li { color: #d33; margin: .25rem 0; }
        #graph { overflow-x: auto; border: 1px solid var(--line); border-radius: 6px; }
        #graph svg { display: block; }
        .node rect { fill: Canvas; stroke-width: 1.5; }
        .node.internal rect { stroke-dasharray: 4 3; }
        .node.guarded rect { stroke-width: 3; }
        .node.tab rect { fill: #8882; }
        .node text { font-size: 11px; fill: CanvasText; }
        .node.dim, .edge.dim { opacity: .15; }
        .node { cursor: pointer; }
        .edge { fill: none; stroke: #888; stroke-width: 1.2; }
        .edge.entry { stroke-dasharray: 4 3; }
        .edge.across { stroke-opacity: .45; }
        .band { fill: #8880; }
        .band.odd { fill: #8881; }
        .band-label { font-size: 11px; fill: var(--muted); font-style: italic; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: .3rem .5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
        tr.group th { background: #8881; font-size: .95rem; padding-top: .6rem; }
        td code { font-size: 12px; word-break: break-all; }
        .swatch { display: inline-block; width: .8em; height: .8em; border-radius: 2px; margin-right: .4em; vertical-align: -1px; }
        """

    private static let script = """
        "use strict";
        const check = [];
        const errors = [];
        window.addEventListener("error", event => { errors.push(String(event.message)); });
        function text(value) { return value === null || value === undefined ? "" : String(value); }
        function element(name, attributes, children) {
          const node = document.createElement(name);
          for (const [key, value] of Object.entries(attributes || {})) node.setAttribute(key, value);
          for (const child of children || []) node.append(child);
          return node;
        }
        function svg(name, attributes) {
          const node = document.createElementNS("http://www.w3.org/2000/svg", name);
          for (const [key, value] of Object.entries(attributes || {})) node.setAttribute(key, value);
          return node;
        }
        // Teams' colours a golden angle apart on the colour wheel, so no two look alike.
        function teamColor(owner) {
          const index = teamList.indexOf(owner);
          return index < 0 ? "#d33" : "hsl(" + Math.round(index * 137.5 + 210) % 360 + ", 65%, 45%)";
        }

        const entries = JSON.parse(document.getElementById("route-data").textContent);
        const byName = new Map(entries.map(entry => [entry.name, entry]));
        const teamList = [...new Set(entries.map(entry => entry.owner).filter(owner => owner))].sort();
        const sources = new Set(["tab bar", "link", "guard"]);

        // Problems: what the registry reported, and what the page finds itself.
        const problems = [];
        for (const entry of entries) {
          for (const problem of entry.problems || []) problems.push(entry.name + ": " + problem);
          if (!entry.owner && !(entry.problems || []).some(problem => problem.includes("owning team"))) {
            problems.push(entry.name + ": it has no owning team");
          }
          for (const parent of entry.parents || []) {
            if (!byName.has(parent) && !(entry.problems || []).some(problem => problem.includes(parent))) {
              problems.push(entry.name + ": its parent '" + parent + "' is not a destination of the map");
            }
          }
          for (const source of entry.reachableFrom || []) {
            if (!sources.has(source) && !byName.has(source)) {
              problems.push(entry.name + ": it is reached from '" + source + "', which is not a destination of the map");
            }
          }
        }
        const problemList = document.querySelector("#problems ul");
        for (const problem of problems) problemList.append(element("li", {}, [problem]));
        document.getElementById("problems").hidden = problems.length === 0;

        // The table, grouped by owning team, then feature.
        const groups = new Map();
        for (const entry of entries) {
          const key = text(entry.owner || "no owning team") + " \\u00b7 " + entry.feature;
          if (!groups.has(key)) groups.set(key, { owner: entry.owner, feature: entry.feature, entries: [] });
          groups.get(key).entries.push(entry);
        }
        const ordered = [...groups.values()].sort((a, b) =>
          text(a.owner || "~").localeCompare(text(b.owner || "~")) || a.feature.localeCompare(b.feature));
        const body = document.querySelector("#routes tbody");
        const rows = [];
        for (const group of ordered) {
          const header = element("tr", { class: "group" }, [element("th", { colspan: "8" }, [
            element("span", { class: "swatch", style: "background:" + teamColor(group.owner) }),
            group.feature + " \\u2014 " + (group.owner || "no owning team")])]);
          header.dataset.group = group.feature;
          body.append(header);
          for (const entry of group.entries) {
            const link = entry.pattern ? element("code", {}, [entry.pattern]) : "\\u2013";
            const example = entry.example ? [element("br"), element("code", {}, [entry.example])] : [];
            const row = element("tr", { "data-name": entry.name }, [
              element("td", {}, [element("strong", {}, [entry.name])]),
              element("td", {}, [link, ...example]),
              element("td", {}, [entry.presentation, entry.legacy ? " (legacy)" : "", entry.zoomSource ? " (zooms from " + entry.zoomSource + ")" : ""]),
              element("td", {}, [text(entry.tab) || "\\u2013"]),
              element("td", {}, [entry.access]),
              element("td", {}, [(entry.requires || []).join(", ") || "\\u2013", entry.meets ? " (meets " + entry.meets + ")" : ""]),
              element("td", {}, [(entry.parents || []).join(" \\u203a ") || "\\u2013"]),
              element("td", {}, [(entry.reachableFrom || []).join(", ") || "\\u2013"]),
            ]);
            row.dataset.search = [entry.name, entry.feature, entry.owner, entry.pattern, entry.example, entry.presentation,
              entry.zoomSource, entry.tab, entry.access, ...(entry.requires || []), entry.meets, ...(entry.parents || []),
              ...(entry.reachableFrom || [])].map(text).join(" ").toLowerCase();
            row.dataset.group = group.feature;
            body.append(row);
            rows.push(row);
          }
        }

        // The graph (RouteMap+Graph.swift).
        const search = document.getElementById("search");
        const graph = drawGraph();
        const canvas = graph.canvas;

        // Filtering: the table's rows and the graph's screens that match every word typed.
        function filter() {
          const words = search.value.toLowerCase().split(/\\s+/).filter(word => word);
          const visible = new Set();
          for (const row of rows) {
            const shown = words.every(word => row.dataset.search.includes(word));
            row.hidden = !shown;
            if (shown) visible.add(row.dataset.name);
          }
          for (const header of body.querySelectorAll("tr.group")) {
            header.hidden = !rows.some(row => !row.hidden && row.dataset.group === header.dataset.group);
          }
          for (const node of canvas.querySelectorAll("[data-node]")) {
            node.classList.toggle("dim", words.length > 0 && !visible.has(node.getAttribute("data-node")));
          }
          for (const edge of canvas.querySelectorAll(".edge")) {
            edge.classList.toggle("dim", words.length > 0 && !(visible.has(edge.getAttribute("data-to"))));
          }
          writeCheck();
        }
        search.addEventListener("input", filter);

        for (const team of teamList) {
          document.getElementById("teams").append(
            element("span", { class: "swatch", style: "background:" + teamColor(team) }), team + "\\u2003");
        }
        document.getElementById("summary").textContent = entries.length + " destinations, " + groups.size +
          " features, " + teamList.length + " teams" + (problems.length ? ", " + problems.length + " problems" : "") +
          ". Generated from the registry.";

        // A summary of what the page drew, for headless checks.
        const readability = graphOverlaps(canvas);
        function writeCheck() {
          const lines = [
            "destinations " + entries.length,
            "rows " + body.querySelectorAll("tr[data-name]").length,
            "nodes " + canvas.querySelectorAll("[data-node]").length,
            "edges " + graph.edges,
            "overlaps " + readability.overlaps,
            "clipped " + readability.clipped,
            "query " + search.value,
            "visible " + rows.filter(row => !row.hidden).map(row => row.dataset.name).join(","),
            ...problems.map(problem => "problem " + problem),
            ...errors.map(error => "error " + error),
            "done",
          ];
          document.getElementById("check").textContent = lines.join("\\n");
        }
        const query = new URLSearchParams(location.hash.slice(1)).get("q");
        if (query) search.value = query;
        filter();
        """
}
