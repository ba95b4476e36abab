import { cleanup, configure } from "@testing-library/react";
import dayjs from "dayjs";
import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { resetUi } from "../api/ui.ts";
import { enUS } from "../app/texts/en-US.ts";
import { zhCN } from "../app/texts/zh-CN.ts";
import { changeLanguage, i18n } from "../i18n/i18n.ts";
import { installFastComputedStyle } from "./fastComputedStyle.ts";
import { disposeRouters } from "./routers.ts";

// Page tests load lazy routes and antd; on a busy machine that takes longer than the 1 s default.
configure({ asyncUtilTimeout: 8000 });

// antd's responsive helpers need matchMedia, which jsdom lacks: report a 1440 px desktop.
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => {
      const min = /min-width:\s*(\d+)px/.exec(query);
      const max = /max-width:\s*(\d+)(?:\.\d+)?px/.exec(query);
      const width = 1440;
      const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
      return {
        matches,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      };
    },
  });
}

installFastComputedStyle(window);

// The app loads a language's catalogue when it is first shown; tests have both from the start, so a test may
// switch language (or call i18n.changeLanguage) without waiting for a chunk.
i18n.addResourceBundle("zh-CN", "translation", zhCN);
i18n.addResourceBundle("en-US", "translation", enUS);

// Tests read English texts unless they switch language themselves.
beforeEach(async () => {
  await changeLanguage("en-US");
});

// Tabs and other antd parts observe their size; jsdom has no layout, so observing is a no-op. Defined for the
// whole file, not with vi.stubGlobal: the vi.unstubAllGlobals() after each test would take it away again, and
// the next test's first antd table or tab would throw "ResizeObserver is not defined".
if (typeof globalThis.ResizeObserver === "undefined") {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  for (const target of [globalThis, window])
    Object.defineProperty(target, "ResizeObserver", {
      writable: true,
      configurable: true,
      value: NoopResizeObserver,
    });
}

afterEach(async () => {
  cleanup();
  // Real timers first: a test's fake setImmediate would never fire the flush below.
  vi.useRealTimers();
  // Unmounting schedules React's last passive-effect work on the scheduler's setImmediate; let it run while
  // jsdom still exists, or a file's last test leaves it to fire after teardown ("window is not defined").
  for (let round = 0; round < 3; round += 1) await new Promise((resolve) => setImmediate(resolve));
  disposeRouters();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetUi();
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

// A file's last test may still leave React work behind the per-test flush above (a lazy chunk or a query that
// settles just after its unmount schedules one more root task); vitest then tears jsdom down and that task throws
// "window is not defined" outside any test, which fails the whole run. Let such work land while jsdom exists.
afterAll(async () => {
  vi.useRealTimers();
  for (let round = 0; round < 5; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setImmediate(resolve));
  }
  // The next file runs in this same jsdom (isolate: false): hand it the document and the libraries' global
  // settings a fresh page would have. What the app's modules keep is reset by freshAppModules.ts.
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  document.title = "";
  dayjs.locale("en");
});
