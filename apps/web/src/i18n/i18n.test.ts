import { describe, expect, it } from "vitest";
import { enUSShell as enUS } from "./en-US.shell.ts";
import { changeLanguage, i18n, i18nReady } from "./i18n.ts";
import { zhCNShell as zhCN } from "./zh-CN.shell.ts";

describe("the catalogues load one language at a time", () => {
  it("a switch to a language whose texts are not loaded yet loads them first, so no key ever shows", async () => {
    await i18nReady;
    await changeLanguage("zh-CN");
    i18n.removeResourceBundle("en-US", "translation");
    expect(i18n.hasResourceBundle("en-US", "translation")).toBe(false);

    const seen: string[] = [];
    const onChange = () => seen.push(i18n.t("lang.switchTo"));
    i18n.on("languageChanged", onChange);
    try {
      await changeLanguage("en-US");
    } finally {
      i18n.off("languageChanged", onChange);
    }
    expect(seen).toEqual([enUS.lang.switchTo]);
    expect(i18n.t("common.retry")).toBe(enUS.common.retry);
    await changeLanguage("zh-CN");
    expect(i18n.t("common.retry")).toBe(zhCN.common.retry);
  });
});
