import type { OutputBundle, OutputChunk } from "rollup";
import type { Plugin } from "vite";

/**
 * Pages whose code the HTML starts loading itself, before the app's entry has run: the phone's sign-in page, the one
 * a parent opens from a link in a chat app on mobile data. Its layout's and page's chunks were requested only once
 * the entry (React and the router, about 130 KB) had arrived and run, one more round trip and a pause after it.
 */
const earlyPages = [
  {
    path: "/m/login",
    modules: [
      /[\\/]src[\\/]app[\\/]layouts[\\/]MobileLayout\.tsx$/,
      /[\\/]src[\\/]features[\\/]mobile[\\/]MobileLoginPage\.tsx$/,
    ],
  },
];

type Chunk = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** A chunk's file, the files it imports statically (directly or not), and their CSS. */
function closure(bundle: OutputBundle, start: Chunk[], into = new Set<string>()): Set<string> {
  const stack = [...start];
  for (let chunk = stack.pop(); chunk; chunk = stack.pop()) {
    if (into.has(chunk.fileName)) continue;
    into.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === "chunk") stack.push(next);
    }
  }
  return into;
}

/**
 * Adds a tiny module script ahead of the entry: on one of those pages' addresses it asks for their chunks and styles
 * at once (modulepreload), in parallel with the entry. The policy allows no inline script, hence a file of its own.
 */
export function earlyChunks(): Plugin {
  return {
    name: "eos-early-chunks",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const html = bundle["index.html"];
      if (html?.type !== "asset") return;
      const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === "chunk");
      const inEntry = closure(
        bundle,
        chunks.filter((c) => c.isEntry),
      );
      const pages = earlyPages.map(({ path, modules }) => {
        const roots = chunks.filter(
          (c) => c.facadeModuleId && modules.some((m) => m.test(c.facadeModuleId ?? "")),
        );
        return {
          path,
          files: [...closure(bundle, roots)].filter((f) => !inEntry.has(f)).map((f) => `/${f}`),
        };
      });
      const source = `const pages = ${JSON.stringify(Object.fromEntries(pages.map((p) => [p.path, p.files])))};
for (const href of pages[location.pathname] ?? []) {
  const link = document.createElement("link");
  if (href.endsWith(".css")) Object.assign(link, { rel: "preload", as: "style" });
  else Object.assign(link, { rel: "modulepreload", crossOrigin: "" });
  link.href = href;
  document.head.append(link);
}
`;
      const fileName = this.getFileName(this.emitFile({ type: "asset", name: "early.js", source }));
      const entryTag = /<script type="module" crossorigin src="[^"]+"><\/script>/;
      const page = String(html.source);
      if (!entryTag.test(page)) this.error("index.html has no entry script to put the early script before");
      html.source = page.replace(
        entryTag,
        (tag) => `<script type="module" src="/${fileName}"></script>\n    ${tag}`,
      );
    },
  };
}
