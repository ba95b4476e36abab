import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Accessibility checks with axe-core (issue 17 item 15): runs axe on the page as it is now and reports every
 * serious or critical violation (rule, impact, the elements it found, how to fix), softly, so one run lists
 * every page's problems; the test fails at its end if any page had one.
 */

/**
 * Violations that come from inside antd / antd-mobile, that no prop of ours can fix: each rule is skipped only
 * on elements matching its selector, with the reason.
 */
const waived: { rule: string; selector: string; why: string }[] = [
  {
    rule: "scrollable-region-focusable",
    selector: ".ant-table-content, .ant-table-body",
    why: "antd's Table scrolls a wide table sideways in a div of its own that no prop can make focusable; rows with links or buttons make it reachable, an empty table has nothing to scroll to",
  },
  {
    rule: "aria-hidden-focus",
    selector: ".ant-table-measure-row",
    why: "antd's Table measures its columns in a hidden row of its own (aria-hidden, zero height) that copies the header's controls; no prop removes it",
  },
];

type Problem = { rule: string; impact: string; help: string; targets: string[] };

/** Waits for the page to settle (no pending requests, no spinner, animations over) and runs axe on it. */
export async function axeProblems(page: Page): Promise<Problem[]> {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await expect(page.locator(".ant-spin-spinning, .adm-loading, .adm-skeleton"))
    .toHaveCount(0, { timeout: 8000 })
    .catch(() => undefined);
  // The pointer off every control (a hovered button is lighter), and no transition under way: a button that
  // has just been enabled, a menu item just selected, fades its colour in over 0.2 s and fails contrast midway.
  await page.mouse.move(0, 0);
  await page.addStyleTag({
    content: "*, *::before, *::after { transition: none !important; }",
  });
  // antd's and antd-mobile's own entrance animations (fade, slide, zoom) last up to 0.3 s.
  await page.waitForTimeout(300);
  // rc-motion's class-driven motions (the console menu's group opening once the server's menu has come, at 0.x
  // opacity) wait for a transitionend that the rule above removed, so they end at their deadline (0.5 s): axe
  // measured their half-faded links. Wait until no element is mid-motion.
  await expect(
    page.locator(
      ["appear", "enter", "leave"]
        .flatMap((m) => [`[class*="-${m}-start"]`, `[class*="-${m}-active"]`])
        .join(", "),
    ),
  )
    .toHaveCount(0, { timeout: 3000 })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  const problems: Problem[] = [];
  for (const v of results.violations) {
    if (v.impact !== "serious" && v.impact !== "critical") continue;
    const targets: string[] = [];
    for (const node of v.nodes) {
      const target = node.target.map(String).join(" >>> ");
      const skip = waived.filter((w) => w.rule === v.id);
      if (skip.length > 0) {
        const matched = await page
          .evaluate(
            ([sel, pats]) => {
              const el = document.querySelector(sel);
              return !!el && pats.some((p) => el.matches(p) || el.closest(p) !== null);
            },
            [String(node.target[0]), skip.map((w) => w.selector)] as const,
          )
          .catch(() => false);
        if (matched) continue;
      }
      targets.push(`${target}  ${node.html.slice(0, 160)}`);
    }
    if (targets.length > 0)
      problems.push({ rule: v.id, impact: String(v.impact), help: `${v.help} (${v.helpUrl})`, targets });
  }
  // axe 4.13 no longer checks that ids are unique; a label or aria reference to a doubled id points at two fields.
  const doubled = await page.evaluate(() => {
    const seen = new Map<string, number>();
    // Ids inside an icon's SVG (antd-mobile-icons repeat theirs in every icon) are never a label's target.
    for (const el of Array.from(document.querySelectorAll("[id]:not(svg *)")))
      seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([id, n]) => id !== "" && n > 1).map(([id, n]) => `#${id} × ${n}`);
  });
  if (doubled.length > 0)
    problems.push({ rule: "duplicate-id", impact: "serious", help: "ids must be unique", targets: doubled });
  return problems;
}

export const describeProblems = (problems: Problem[]) =>
  problems
    .map((p) => `[${p.impact}] ${p.rule}: ${p.help}\n${p.targets.map((t) => `    ${t}`).join("\n")}`)
    .join("\n");

/** Checks the page with axe; a serious or critical violation fails the test (at its end), listed readably. */
export async function expectAccessible(page: Page, label: string) {
  const problems = await axeProblems(page);
  expect
    .soft(describeProblems(problems), `axe: serious or critical violations on ${label} (${page.url()})`)
    .toBe("");
}
