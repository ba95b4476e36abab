import { menuCatalogue } from "@eos/contracts";
import { describe, expect, it } from "vitest";
import { changeLanguage, i18n, i18nReady } from "../../i18n/i18n.ts";
import { consoleMenu, iconOfMenuKey, labelOfMenuKey } from "./consoleMenu.ts";

describe("the one menu catalogue, as the web draws it", () => {
  it("names every catalogue key in both languages", async () => {
    await i18nReady;
    for (const language of ["zh-CN", "en-US"] as const) {
      await changeLanguage(language);
      const unnamed = menuCatalogue.filter((e) => {
        const label = labelOfMenuKey(e.key);
        const text = (i18n.t as (key: string) => string)(label ?? "");
        return !label || !i18n.exists(label) || text === label;
      });
      expect(unnamed.map((e) => `${language} ${e.key}`)).toEqual([]);
    }
    await changeLanguage("zh-CN");
  });

  it("draws every console key with an icon (an entry with its group's)", () => {
    const console = menuCatalogue.filter((e) => e.surface === "console");
    expect(console.filter((e) => !iconOfMenuKey(e.key)).map((e) => e.key)).toEqual([]);
  });

  it("is the console menu the web falls back to: the same keys, paths and rules in the same order", () => {
    const drawn = consoleMenu.flatMap((g) => [g, ...(g.children ?? [])]);
    const console = menuCatalogue.filter((e) => e.surface === "console");
    expect(drawn.map((e) => e.key)).toEqual(console.map((e) => e.key));
    // The rules each side holds, absent ones left out.
    const rules = (e: object) =>
      Object.fromEntries(
        Object.entries(e).filter(
          ([k, v]) =>
            ["path", "also", "code", "orLeader", "sites", "adminOnly"].includes(k) && v !== undefined,
        ),
      );
    expect(drawn.map(rules)).toEqual(console.map(rules));
  });
});
