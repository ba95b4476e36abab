import { launch } from "chrome-launcher";
import lighthouse, { type Config, type Result } from "lighthouse";

/** Debian's Chromium, never a downloaded browser; the flags keep it off the network (as e2e/playwright.config.ts). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The phone the issue names: 390 px wide, an iPhone's user agent; throttling stays Lighthouse's mobile default. */
const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const phoneConfig: Config = {
  extends: "lighthouse:default",
  settings: {
    onlyCategories: ["performance"],
    formFactor: "mobile",
    screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 3, disabled: false },
    emulatedUserAgent: IPHONE_UA,
  },
};

export type Transfer = {
  url: string;
  type: string;
  transferBytes: number;
  resourceBytes: number;
  encoding: string;
};

export type PageRun = {
  score: number;
  transferBytes: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; speedIndexMs: number };
  requests: Transfer[];
};

type NetworkItem = { url: string; resourceType?: string; transferSize?: number; resourceSize?: number };

const numeric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** What one Lighthouse run says about a page: its score, what it transferred, and each request's part of it. */
const figuresOf = (lhr: Result, encodings: Map<string, string>): PageRun => {
  const details = lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined;
  const requests = (details?.items ?? []).map((item) => ({
    url: item.url,
    type: item.resourceType ?? "Other",
    transferBytes: item.transferSize ?? 0,
    resourceBytes: item.resourceSize ?? 0,
    encoding: encodings.get(item.url) ?? "",
  }));
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    transferBytes: numeric(lhr, "total-byte-weight"),
    metrics: {
      fcpMs: numeric(lhr, "first-contentful-paint"),
      lcpMs: numeric(lhr, "largest-contentful-paint"),
      tbtMs: numeric(lhr, "total-blocking-time"),
      speedIndexMs: numeric(lhr, "speed-index"),
    },
    requests,
  };
};

/** Content-Encoding of each response, from the DevTools log Lighthouse keeps (its network table has no header). */
const encodingsOf = (devtoolsLog: unknown): Map<string, string> => {
  const out = new Map<string, string>();
  for (const entry of (devtoolsLog ?? []) as { method: string; params: Record<string, unknown> }[]) {
    if (entry.method !== "Network.responseReceived") continue;
    const response = entry.params.response as { url: string; headers: Record<string, string> };
    const header = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === "content-encoding",
    );
    out.set(response.url, header?.[1] ?? "");
  }
  return out;
};

/** `runs` cold Lighthouse runs of one URL in one Chromium (Lighthouse clears cache and storage before each). */
export const lighthouseRuns = async (url: string, runs: number): Promise<PageRun[]> => {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: "silent" });
  try {
    const out: PageRun[] = [];
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(
        url,
        { port: chrome.port, logLevel: "error", output: "json" },
        phoneConfig,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
      out.push(figuresOf(result.lhr, encodingsOf(result.artifacts.DevtoolsLog)));
    }
    return out;
  } finally {
    await chrome.kill();
  }
};

/** The run with the median score (ties: the median transfer), so its figures belong together. */
export const medianRun = (runs: PageRun[]): PageRun => {
  const sorted = [...runs].sort((a, b) => a.score - b.score || a.transferBytes - b.transferBytes);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
