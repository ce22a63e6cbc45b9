/// The page of `HTMLGraphRenderer`: markup, style and script, all inline, around the graph's
/// data. The script reads the data once, and draws what is asked for into fixed elements,
/// whose ids a browser test reads (`Scripts/check-report.py`):
///
/// - `#resolvers`: a `li.resolver` per resolver (`data-resolver`: its index), the selected one
///   `.selected`; `#figures`, the selected resolver's figures (`#longest-path`,
///   `#most-needed`, `#shared`);
/// - `#search`, a text field: `#results` lists a `li.result` per node whose type contains the
///   text, in any resolver (`data-resolver`, `data-node`), at most 200;
/// - `#details`, the node clicked (`#details-type`, `#details-facts`, `#needs`,
///   `#needed-by`, `#node-diagnostics`); a type in `#needs` or `#needed-by` is a link to its node;
/// - `#diagnostics`: a `li` per diagnostic, `.error` or `.warning`; a node declared where one
///   points is `.flagged`.
enum HTMLReportPage {
    static func page(data: String) -> String {
        head + "<script type=\"application/json\" id=\"graph-data\">" + data + "</script>\n" + body
    }

    private static let head = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>dikitgen graph</title>
        <style>
        :root { color-scheme: light dark; --accent: #3867d6; --muted: #888; --error: #c0392b; --warning: #b9770e; }
        body { font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0; display: grid;
               grid-template-columns: 20em 1fr; grid-template-rows: auto 1fr; height: 100vh; }
        header { grid-column: 1 / 3; padding: .6em 1em; border-bottom: 1px solid #8884; display: flex; gap: 1.5em; align-items: baseline; }
        header h1 { font-size: 1.1em; margin: 0; }
        #totals { color: var(--muted); }
        nav { overflow: auto; border-right: 1px solid #8884; padding: .5em; }
        main { overflow: auto; padding: .5em 1.2em; }
        ul { list-style: none; padding: 0; margin: .3em 0; }
        li.resolver, li.result, #needs li, #needed-by li, #diagnostics li { padding: .15em .4em; border-radius: 4px; cursor: pointer; }
        li.resolver:hover, li.result:hover, #diagnostics li:hover { background: #8882; }
        li.selected { background: var(--accent); color: white; }
        .scope-of, .count, .where { color: var(--muted); font-size: .9em; }
        li.selected .scope-of, li.selected .count { color: #eee; }
        #search { width: 100%; box-sizing: border-box; padding: .35em; font: inherit; }
        h2 { font-size: 1.05em; margin: 1em 0 .3em; }
        #details-type { font: 1.2em ui-monospace, Menlo, monospace; }
        table { border-collapse: collapse; }
        td { padding: .1em .8em .1em 0; vertical-align: top; }
        td:first-child { color: var(--muted); }
        code, .type { font-family: ui-monospace, Menlo, monospace; }
        a.type { color: var(--accent); cursor: pointer; text-decoration: none; }
        .flagged::after { content: " \\26A0"; color: var(--warning); }
        .error { color: var(--error); }
        .warning { color: var(--warning); }
        .hidden { display: none; }
        </style>
        </head>
        <body>
        <header><h1>dikitgen graph</h1><span id="totals"></span></header>
        <nav>
        <input id="search" type="search" placeholder="Find a type" autocomplete="off">
        <ul id="results"></ul>
        <h2>Resolvers</h2>
        <ul id="resolvers"></ul>
        </nav>
        <main>
        <section id="details" class="hidden">
        <div id="details-type"></div>
        <table id="details-facts"></table>
        <h2>Needs</h2><ul id="needs"></ul>
        <h2>Needed by</h2><ul id="needed-by"></ul>
        <div id="node-diagnostics-section"><h2>Diagnostics here</h2><ul id="node-diagnostics"></ul></div>
        </section>
        <section id="figures"></section>
        <section><h2>Diagnostics</h2><ul id="diagnostics"></ul></section>
        </main>

        """

    private static let body = """
        <script>
        "use strict";
        const data = JSON.parse(document.getElementById("graph-data").textContent);
        const resolvers = data.resolvers;
        const $ = (id) => document.getElementById(id);
        function element(tag, attributes, ...children) {
          const node = document.createElement(tag);
          for (const [key, value] of Object.entries(attributes || {})) node.setAttribute(key, value);
          for (const child of children) node.append(child);
          return node;
        }

        // What needs each node: the reverse of its resolver's edges.
        for (const resolver of resolvers) {
          resolver.neededBy = resolver.nodes.map(() => []);
          for (const node of resolver.nodes) {
            node.dependencies.forEach((dependency) => {
              if (dependency.target !== null) resolver.neededBy[dependency.target].push({ node: node.id, name: dependency.name });
            });
          }
        }
        // The diagnostics at each node's declaration or at one of its dependencies.
        const diagnosticsAt = new Map();
        data.diagnostics.forEach((diagnostic, index) => {
          if (diagnostic.path === null) return;
          const key = diagnostic.path + ":" + diagnostic.line;
          if (!diagnosticsAt.has(key)) diagnosticsAt.set(key, []);
          diagnosticsAt.get(key).push(index);
        });
        function diagnosticsOf(node) {
          const found = new Set();
          for (const place of [node, ...node.dependencies]) {
            for (const index of diagnosticsAt.get(place.path + ":" + place.line) || []) found.add(index);
          }
          return [...found].sort((a, b) => a - b);
        }

        function resolverTitle(resolver) {
          return resolver.name + (resolver.scopeOf ? " (scope of " + resolver.scopeOf + ")" : "");
        }

        // The longest chain of dependencies from a node, over the edges that are on no cycle.
        function longestPath(resolver) {
          const length = new Array(resolver.nodes.length).fill(-1);
          const next = new Array(resolver.nodes.length).fill(null);
          for (const start of resolver.nodes) {
            if (length[start.id] >= 0) continue;
            const stack = [[start.id, 0]];
            while (stack.length > 0) {
              const top = stack[stack.length - 1];
              const node = resolver.nodes[top[0]];
              const edges = node.dependencies.filter((d) => d.target !== null && !d.onCycle);
              if (top[1] < edges.length) {
                const target = edges[top[1]++].target;
                if (length[target] < 0) { length[target] = -2; stack.push([target, 0]); }
                continue;
              }
              let best = 0, bestNext = null;
              for (const edge of edges) {
                if (length[edge.target] >= 0 && length[edge.target] + 1 > best) { best = length[edge.target] + 1; bestNext = edge.target; }
              }
              length[node.id] = best; next[node.id] = bestNext;
              stack.pop();
            }
          }
          let first = null;
          for (const node of resolver.nodes) if (first === null || length[node.id] > length[first]) first = node.id;
          const path = [];
          for (let node = first; node !== null; node = next[node]) path.push(node);
          return path;
        }

        function showFigures(resolverIndex) {
          const resolver = resolvers[resolverIndex];
          const figures = $("figures");
          figures.replaceChildren();
          const edges = resolver.nodes.reduce((sum, node) => sum + node.dependencies.filter((d) => d.target !== null).length, 0);
          figures.append(element("h2", {}, resolverTitle(resolver)),
            element("p", {}, resolver.nodes.length + " types, " + edges + " edges" +
              (resolver.inherits.length ? "; refines " + resolver.inherits.join(", ") : "") +
              (resolver.hasErrors ? "; its graph has errors: nothing is generated for it" : "")));
          const path = longestPath(resolver);
          const pathList = element("ul", { id: "longest-path" });
          for (const id of path) pathList.append(element("li", {}, nodeLink(resolverIndex, id)));
          figures.append(element("h2", {}, "Longest chain of dependencies (" + Math.max(path.length - 1, 0) + " edges)"), pathList);
          const needed = resolver.nodes.map((node) => [node.id, resolver.neededBy[node.id].length])
            .filter((entry) => entry[1] > 0).sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 10);
          const neededList = element("ul", { id: "most-needed" });
          for (const [id, count] of needed) neededList.append(element("li", {}, nodeLink(resolverIndex, id), element("span", { class: "count" }, " needed by " + count)));
          figures.append(element("h2", {}, "Most depended-on types"), neededList);
          const shared = resolver.nodes.filter((node) => node.scope !== "unique" && node.construction !== "parent-scope");
          const sharedList = element("ul", { id: "shared" });
          for (const node of shared) sharedList.append(element("li", {}, nodeLink(resolverIndex, node.id), element("span", { class: "count" }, " " + node.scope)));
          figures.append(element("h2", {}, "Shared instances it keeps (" + shared.length + ")"), sharedList);
        }

        function nodeLink(resolverIndex, nodeId) {
          const node = resolvers[resolverIndex].nodes[nodeId];
          const link = element("a", { class: "type", "data-resolver": resolverIndex, "data-node": nodeId }, node.type);
          link.addEventListener("click", (event) => { event.stopPropagation(); showNode(resolverIndex, nodeId); });
          return link;
        }

        function selectResolver(index) {
          for (const item of document.querySelectorAll("li.resolver")) item.classList.toggle("selected", Number(item.dataset.resolver) === index);
          showFigures(index);
        }

        function fact(name, value) {
          return element("tr", { "data-fact": name }, element("td", {}, name), element("td", {}, value));
        }

        function showNode(resolverIndex, nodeId) {
          const resolver = resolvers[resolverIndex];
          const node = resolver.nodes[nodeId];
          selectResolver(resolverIndex);
          $("details").classList.remove("hidden");
          $("details").dataset.resolver = resolverIndex;
          $("details").dataset.node = nodeId;
          $("details-type").textContent = node.type;
          const effects = [node.async ? "async" : null, node.throws ? (node.thrownType ? "throws(" + node.thrownType + ")" : "throws") : null].filter(Boolean);
          const method = node.method;
          const signature = method === null ? "none: the resolver's graph has errors" :
            (method.globalActor ? "@" + method.globalActor + " " : "") + method.name + "(" +
            method.callSiteParameters.map((p) => p.name + ": " + p.type).join(", ") + ")" +
            (method.async ? " async" : "") + (method.throws ? " throws" : "");
          $("details-facts").replaceChildren(
            fact("resolver", resolverTitle(resolver)),
            fact("module", resolver.modules[nodeId] || "this module"),
            fact("construction", node.construction + (node.provider ? ": " + node.provider : "")),
            fact("lifetime", node.scope),
            fact("isolation", node.globalActor ? "@" + node.globalActor : node.isolation),
            fact("effects", effects.length ? effects.join(" ") : "none"),
            fact("method", signature),
            fact("declared at", node.path + ":" + node.line + ":" + node.column));
          $("needs").replaceChildren(...node.dependencies.map((dependency) => {
            const item = element("li", { "data-name": dependency.name }, dependency.name + ": ");
            if (dependency.target !== null) item.append(nodeLink(resolverIndex, dependency.target));
            else item.append(element("span", { class: "type" }, dependency.type),
              element("span", { class: "where" }, dependency.supplier === "default-value" ? " (its default value)" : " (a call-site parameter)"));
            return item;
          }));
          $("needed-by").replaceChildren(...resolver.neededBy[nodeId].map((edge) =>
            element("li", {}, nodeLink(resolverIndex, edge.node), element("span", { class: "where" }, "." + edge.name))));
          const here = diagnosticsOf(node);
          $("node-diagnostics-section").classList.toggle("hidden", here.length === 0);
          $("node-diagnostics").replaceChildren(...here.map((index) => diagnosticItem(index)));
        }

        function diagnosticItem(index) {
          const diagnostic = data.diagnostics[index];
          const place = diagnostic.path === null ? "" : diagnostic.path + ":" + diagnostic.line + ":" + diagnostic.column + ": ";
          const item = element("li", { class: diagnostic.severity, "data-diagnostic": index },
            place + diagnostic.severity + ": " + diagnostic.message + " [" + diagnostic.id + "]");
          if (diagnostic.fix) item.append(element("div", { class: "where" }, "fix: " + diagnostic.fix));
          item.addEventListener("click", () => {
            for (let r = 0; r < resolvers.length; r++) {
              const node = resolvers[r].nodes.find((candidate) => diagnosticsOf(candidate).includes(index));
              if (node) { showNode(r, node.id); return; }
            }
          });
          return item;
        }

        function search(text) {
          const query = text.trim().toLowerCase();
          const results = $("results");
          results.replaceChildren();
          if (query === "") return;
          let count = 0;
          resolvers.forEach((resolver, resolverIndex) => {
            for (const node of resolver.nodes) {
              if (count >= 200 || !node.type.toLowerCase().includes(query)) continue;
              count += 1;
              const item = element("li", { class: "result", "data-resolver": resolverIndex, "data-node": node.id },
                element("span", { class: "type" }, node.type), element("span", { class: "scope-of" }, " in " + resolver.name));
              if (diagnosticsOf(node).length) item.classList.add("flagged");
              item.addEventListener("click", () => showNode(resolverIndex, node.id));
              results.append(item);
            }
          });
        }

        const nodeCount = resolvers.reduce((sum, resolver) => sum + resolver.nodes.length, 0);
        const errors = data.diagnostics.filter((d) => d.severity === "error").length;
        $("totals").textContent = resolvers.length + " resolvers, " + nodeCount + " nodes, " + errors + " errors, " +
          (data.diagnostics.length - errors) + " other diagnostics";
        resolvers.forEach((resolver, index) => {
          const flagged = resolver.nodes.some((node) => diagnosticsOf(node).length > 0);
          const item = element("li", { class: "resolver" + (flagged ? " flagged" : ""), "data-resolver": index }, resolver.name,
            element("span", { class: "scope-of" }, resolver.scopeOf ? " scope of " + resolver.scopeOf : ""),
            element("span", { class: "count" }, " " + resolver.nodes.length));
          item.addEventListener("click", () => selectResolver(index));
          $("resolvers").append(item);
        });
        $("diagnostics").replaceChildren(...data.diagnostics.map((_, index) => diagnosticItem(index)));
        $("search").addEventListener("input", (event) => search(event.target.value));
        if (resolvers.length > 0) selectResolver(0);
        </script>
        </body>
        </html>

        """
}
