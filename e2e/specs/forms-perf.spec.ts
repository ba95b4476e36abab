import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { signInPc, tokenOf } from "./forms-kit.ts";

/**
 * Issue 5's filler benchmark: a released 300-item form, time from navigation start to the filler's
 * performance mark "form-ready", and the time from a keystroke in a text field to the next frame after the
 * screen shows it. Targets: ready < 1.5 s, keystroke < 50 ms; the assertions are looser (CI machines vary)
 * and the figures go to the console and to e2e/artifacts/forms-perf.json.
 */
const ITEM_COUNT = 300;
const KEYSTROKES = 15;
/** Measured page loads, after one that warms the browser's cache. */
const ROUNDS = 3;

/** Mixed common types; choice items get three options each. */
function items() {
  const kinds = [1, 19, 4, 2, 22, 5, 14, 20, 16, 15];
  return Array.from({ length: ITEM_COUNT }, (_, i) => {
    const type = kinds[i % kinds.length];
    const choice = [4, 5, 16].includes(type);
    return {
      name: `字段${i + 1}`,
      type,
      isNull: i % 7 === 0 ? "N" : "Y",
      ...(type === 19 ? { typeJson: { rangeMin: 0, rangeMax: 100 } } : {}),
      ...(type === 1 ? { typeJson: { charNumber: 50 } } : {}),
      ...(choice ? { optionInfos: [{ name: "甲" }, { name: "乙" }, { name: "丙" }] } : {}),
    };
  });
}

// Tracing snapshots the whole DOM on every action, inside the page's main thread (600 ms per load with 300
// items): it would measure the recorder, not the form.
test.use({ trace: "off", screenshot: "off" });

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

test("a 300-item form is ready for input quickly and a keystroke updates the screen quickly", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInPc(page, "admin");
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const added = await page.request.post("/api/v3/eos/form/admin/add", {
    headers,
    data: { name: "三百项表单", items: items() },
  });
  const addBody = await added.json();
  expect(addBody.success, JSON.stringify(addBody)).toBe(true);
  const formId = addBody.data.id as number;
  const released = await page.request.post("/api/v3/eos/form/admin/release", {
    headers,
    data: { id: formId },
  });
  expect((await released.json()).success).toBe(true);

  // Once to warm the browser's cache of the app's scripts (as for a user who has opened the console),
  // then measured ROUNDS times; each time the whole page loads (navigation start is the origin).
  const readyTimes: number[] = [];
  const completeTimes: number[] = [];
  const dataTimes: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const cdp =
      process.env.PERF_PROFILE && round === ROUNDS ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
    }
    await page.goto(`/admin/forms/${formId}/fill`);
    await expect(page.locator(".eos-fill-field")).toHaveCount(ITEM_COUNT, { timeout: 20_000 });
    // form-ready: the first screenful takes input; form-complete: the rest has mounted in the background.
    await page.waitForFunction(() => performance.getEntriesByName("form-complete").length > 0);
    if (cdp) {
      const { profile } = await cdp.send("Profiler.stop");
      writeFileSync(process.env.PERF_PROFILE ?? "", JSON.stringify(profile));
    }
    const [ready, complete, data] = await page.evaluate(() => [
      performance.getEntriesByName("form-ready")[0]?.startTime ?? -1,
      performance.getEntriesByName("form-complete")[0]?.startTime ?? -1,
      // when the form's definition had arrived (the rest is building and rendering the form)
      performance
        .getEntriesByType("resource")
        .filter((e) => e.name.includes("/wx/byid"))
        .map((e) => (e as PerformanceResourceTiming).responseEnd)[0] ?? -1,
    ]);
    expect(ready, "the filler marks form-ready").toBeGreaterThan(0);
    expect(complete, "form-complete comes after form-ready").toBeGreaterThanOrEqual(ready);
    if (process.env.PERF_DEBUG && round === ROUNDS)
      console.log(
        await page.evaluate(() =>
          JSON.stringify([
            ...performance
              .getEntriesByType("resource")
              .map((e) => [
                e.name.replace(/^.*\/\/[^/]+/, ""),
                Math.round(e.startTime),
                Math.round((e as PerformanceResourceTiming).responseEnd),
              ]),
            ...performance.getEntriesByType("mark").map((e) => [e.name, Math.round(e.startTime)]),
            [
              "dcl",
              Math.round(
                (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
                  .domContentLoadedEventEnd,
              ),
            ],
          ]),
        ),
      );
    if (round > 0) {
      readyTimes.push(ready);
      completeTimes.push(complete);
      dataTimes.push(data);
    }
  }

  // Keystrokes into a text field far down the form: from the key event to the frame after the update.
  const input = page.locator(".eos-fill-field").nth(250).locator("input");
  await input.scrollIntoViewIfNeeded();
  await input.focus();
  await page.evaluate(() => {
    const w = window as unknown as { __keys: number[] };
    w.__keys = [];
    let down = 0;
    document.addEventListener("keydown", (e) => (down = e.timeStamp), true);
    document.addEventListener(
      "input",
      () =>
        requestAnimationFrame(() =>
          // after the frame that shows the new value has been produced
          setTimeout(() => w.__keys.push(performance.now() - down), 0),
        ),
      true,
    );
  });
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.keyboard.type(String(i % 10));
    await page.waitForFunction((n) => (window as unknown as { __keys: number[] }).__keys.length >= n, i + 1);
  }
  await expect(input).toHaveValue(Array.from({ length: KEYSTROKES }, (_, i) => String(i % 10)).join(""));
  const keys = await page.evaluate(() => (window as unknown as { __keys: number[] }).__keys);

  const figures = {
    items: ITEM_COUNT,
    readyMs: readyTimes.map(Math.round),
    readyMedianMs: Math.round(median(readyTimes)),
    readyMinMs: Math.round(Math.min(...readyTimes)),
    completeMs: completeTimes.map(Math.round),
    completeMedianMs: Math.round(median(completeTimes)),
    definitionArrivedMs: dataTimes.map(Math.round),
    renderAfterDefinitionMedianMs: Math.round(median(readyTimes.map((r, i) => r - dataTimes[i]))),
    keystrokeMs: keys.map((k) => Math.round(k * 10) / 10),
    keystrokeMedianMs: Math.round(median(keys) * 10) / 10,
    keystrokeMaxMs: Math.round(Math.max(...keys) * 10) / 10,
    targets: { readyMs: 1500, keystrokeMs: 50 },
    measuredAt: new Date().toISOString(),
  };
  console.log(`forms-perf: ${JSON.stringify(figures)}`);
  writeFileSync(
    join(import.meta.dirname, "..", "artifacts", "forms-perf.json"),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
  // Regression guards only, far above the targets: the best round (on a machine busy with other work a single
  // load can stall for seconds; on a 2-core machine under load 6 the best round took 4.2 to 5.4 s).
  expect(figures.readyMinMs).toBeLessThan(8000);
  expect(figures.keystrokeMedianMs).toBeLessThan(250);
});
