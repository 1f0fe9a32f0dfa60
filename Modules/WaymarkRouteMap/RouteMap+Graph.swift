extension RouteMap {
    /// The page's graph, drawn in bands so that a person can follow it at a hundred screens and
    /// more: one band for each tab (its root screen, then each screen one column right of the
    /// screen under it, each subtree in rows of its own), then one band for the screens presented
    /// over any tab. Lines from a screen to the screens under it stay inside its band; a screen
    /// reached from another band keeps a dashed line to it. Boxes are as wide as the longest
    /// label. `graphOverlaps()` counts what a reader could not read (boxes that overlap, labels
    /// wider than their box), measured on the drawn page, for `Tools/check-route-map`.
    static let graphScript = """
        function drawGraph() {
          const tabs = [...new Set(entries.map(entry => entry.tab).filter(tab => tab))];
          const parentOf = new Map();
          const edges = [];
          for (const entry of entries) {
            if (entry.presentation === "root" && entry.tab) {
              parentOf.set(entry.name, "tab:" + entry.tab);
              edges.push({ from: "tab:" + entry.tab, to: entry.name, kind: "tab" });
            }
            const parents = entry.parents || [];
            if (parents.length > 0) {
              const parent = parents[parents.length - 1];
              if (!parentOf.has(entry.name)) parentOf.set(entry.name, parent);
              edges.push({ from: parent, to: entry.name, kind: "parent" });
            }
            for (const source of entry.reachableFrom || []) {
              if (sources.has(source)) continue;
              if (!parentOf.has(entry.name)) parentOf.set(entry.name, source);
              edges.push({ from: source, to: entry.name, kind: "entry" });
            }
          }
          const nodes = [...tabs.map(tab => ({ name: "tab:" + tab, label: "tab " + tab, tab: true })),
            ...entries.map(entry => ({ name: entry.name, label: entry.name, entry }))];
          const nodeByName = new Map(nodes.map(node => [node.name, node]));

          // The tree each band draws: a screen's children are the screens it is the parent of.
          const children = new Map();
          const loose = [];
          for (const node of nodes) {
            const parent = parentOf.get(node.name);
            if (parent && parent !== node.name && nodeByName.has(parent)) {
              if (!children.has(parent)) children.set(parent, []);
              children.get(parent).push(node);
            } else if (!node.tab) {
              loose.push(node);
            }
          }
          const slot = new Map();
          let row = 0;
          function lay(node, depth) {
            slot.set(node.name, { depth, row });
            const below = (children.get(node.name) || []).filter(child => !slot.has(child.name));
            if (below.length === 0) row += 1;
            for (const child of below) if (!slot.has(child.name)) lay(child, depth + 1);
          }
          const bands = [];
          for (const tab of tabs) {
            const start = row;
            lay(nodeByName.get("tab:" + tab), 0);
            bands.push({ start, end: row, label: null });
          }
          // Presented over any tab, or with a parent outside the map; a loop of parents last.
          const start = row;
          for (const node of [...loose, ...nodes]) if (!slot.has(node.name)) lay(node, 1);
          if (row > start) bands.push({ start, end: row, label: "over any tab" });

          const canvas = svg("svg", { role: "img", "aria-label": "Graph of destinations" });
          document.getElementById("graph").append(canvas);
          const bandLayer = svg("g"), edgeLayer = svg("g"), nodeLayer = svg("g");
          canvas.append(bandLayer, edgeLayer, nodeLayer);
          const labels = [];
          for (const node of nodes) {
            const entry = node.entry;
            const classes = ["node"];
            if (node.tab) classes.push("tab");
            if (entry && entry.access === "internal") classes.push("internal");
            if (entry && (entry.requires || []).length > 0) classes.push("guarded");
            const group = svg("g", { class: classes.join(" ") });
            if (entry) group.setAttribute("data-node", entry.name); else group.setAttribute("data-tab", node.name);
            const rect = svg("rect", { height: "26", rx: "5", stroke: entry ? teamColor(entry.owner) : "#888" });
            const label = svg("text", { x: "8", y: "17" });
            label.textContent = node.label + (entry && entry.presentation !== "push" && entry.presentation !== "root" ? " \\u25a3" : "");
            const tooltip = svg("title");
            tooltip.textContent = entry ? entry.name + " \\u2014 " + (entry.owner || "no owning team") + (entry.pattern ? "\\n" + entry.pattern : "") : node.label;
            group.append(rect, label, tooltip);
            if (entry) group.addEventListener("click", () => { search.value = entry.name; filter(); });
            nodeLayer.append(group);
            node.group = group;
            node.rect = rect;
            labels.push(label);
          }
          // As wide as the longest label, measured as drawn; 7 pixels a character where nothing is measured.
          const longest = Math.max(...labels.map(label => Math.max(label.getComputedTextLength() || 0, label.textContent.length * 7)));
          const width = Math.max(170, Math.ceil(longest) + 16), height = 26, gapX = 48, gapY = 8, bandGap = 14, margin = 12;
          const depth = Math.max(...[...slot.values()].map(at => at.depth));
          const bandOf = row => bands.findIndex(band => row >= band.start && row < band.end);
          const place = new Map();
          for (const [name, at] of slot) {
            place.set(name, { x: margin + at.depth * (width + gapX), y: margin + at.row * (height + gapY) + bandOf(at.row) * bandGap });
          }
          const fullWidth = margin * 2 + (depth + 1) * (width + gapX) - gapX;
          const fullHeight = margin * 2 + row * (height + gapY) - gapY + Math.max(0, bands.length - 1) * bandGap;
          canvas.setAttribute("width", String(fullWidth));
          canvas.setAttribute("height", String(fullHeight));
          bands.forEach((band, index) => {
            const top = margin + band.start * (height + gapY) + index * bandGap - bandGap / 2;
            const tall = (band.end - band.start) * (height + gapY) - gapY + bandGap;
            bandLayer.append(svg("rect", { class: "band" + (index % 2 ? " odd" : ""), x: "0", y: String(top),
              width: String(fullWidth), height: String(tall) }));
            if (band.label) {
              const caption = svg("text", { class: "band-label", x: String(margin), y: String(top + bandGap / 2 + 17) });
              caption.textContent = band.label;
              bandLayer.append(caption);
            }
          });
          for (const node of nodes) {
            const at = place.get(node.name);
            node.group.setAttribute("transform", "translate(" + at.x + "," + at.y + ")");
            node.rect.setAttribute("width", String(width));
          }
          let drawn = 0;
          for (const edge of edges) {
            const from = place.get(edge.from), to = place.get(edge.to);
            if (!from || !to) continue;
            const x1 = from.x + width, y1 = from.y + height / 2, x2 = to.x, y2 = to.y + height / 2;
            const bend = Math.max(24, Math.abs(x2 - x1) / 2);
            const across = bandOf(slot.get(edge.from).row) !== bandOf(slot.get(edge.to).row);
            edgeLayer.append(svg("path", {
              d: "M" + x1 + "," + y1 + " C" + (x1 + bend) + "," + y1 + " " + (x2 - bend) + "," + y2 + " " + x2 + "," + y2,
              class: "edge " + edge.kind + (across ? " across" : ""), "data-from": edge.from, "data-to": edge.to }));
            drawn += 1;
          }
          return { canvas, edges: drawn };
        }

        // What a reader could not read on the drawn page: pairs of boxes that overlap, and labels
        // that run past their box.
        function graphOverlaps(canvas) {
          const boxes = [...canvas.querySelectorAll(".node rect")].map(rect => rect.getBoundingClientRect());
          let overlaps = 0;
          for (let i = 0; i < boxes.length; i += 1) {
            for (let j = i + 1; j < boxes.length; j += 1) {
              const a = boxes[i], b = boxes[j];
              if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) overlaps += 1;
            }
          }
          let clipped = 0;
          for (const group of canvas.querySelectorAll(".node")) {
            const box = group.querySelector("rect").getBoundingClientRect();
            const label = group.querySelector("text").getBoundingClientRect();
            if (label.right > box.right - 2 || label.left < box.left || label.width === 0) clipped += 1;
          }
          return { overlaps, clipped };
        }
        """
}
