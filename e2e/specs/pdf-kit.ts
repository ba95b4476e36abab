import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser } from "@playwright/test";

const require = createRequire(import.meta.url);
const pdfjs = (file: string) => readFileSync(require.resolve(`pdfjs-dist/build/${file}`));

/**
 * Renders the first page of a PDF in Chromium with pdf.js (served from node_modules, no network) and returns its
 * text as pdf.js reads it; the page stays open on a canvas for a screenshot.
 */
export async function renderPdf(browser: Browser, bytes: Buffer) {
  const page = await (await browser.newContext({ viewport: { width: 900, height: 1200 } })).newPage();
  await page.route("http://pdf.test/**", (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === "/") return route.fulfill({ contentType: "text/html", body: "<canvas id=c></canvas>" });
    const file = path.endsWith("worker.mjs") ? "pdf.worker.mjs" : "pdf.mjs";
    return route.fulfill({ contentType: "text/javascript", body: pdfjs(file) });
  });
  await page.goto("http://pdf.test/");
  const text = await page.evaluate(async (base64) => {
    const lib = await import("http://pdf.test/pdf.mjs" as string);
    lib.GlobalWorkerOptions.workerSrc = "http://pdf.test/pdf.worker.mjs";
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const doc = await lib.getDocument({ data }).promise;
    const first = await doc.getPage(1);
    const viewport = first.getViewport({ scale: 1.4 });
    const canvas = document.getElementById("c") as HTMLCanvasElement;
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    await first.render({ canvas, canvasContext: canvas.getContext("2d"), viewport }).promise;
    const content = await first.getTextContent();
    return content.items.map((i: { str?: string }) => i.str ?? "").join("");
  }, bytes.toString("base64"));
  return { page, text };
}
