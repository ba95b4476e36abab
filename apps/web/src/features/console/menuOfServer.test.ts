import type { SysMenuItem } from "@eos/contracts";
import { describe, expect, it } from "vitest";
import { menuOfServer } from "./useConsoleMenu.ts";

const item = (key: string, parent: string | null, path: string | null): SysMenuItem => ({
  key,
  parent,
  surface: "console",
  path,
  also: [],
  order: 0,
});

describe("the console menu the server gives", () => {
  it("keeps the server's entries and order, drawn with the catalogue's labels and icons", () => {
    const menu = menuOfServer([
      item("home", null, "/admin"),
      item("system", null, null),
      item("auditLog", "system", "/admin/audit"),
      item("roles", "system", "/admin/roles"),
      item("people", null, null),
      item("students", "people", "/admin/students"),
    ]);
    expect(menu.map((g) => g.key)).toEqual(["home", "system", "people"]);
    expect(menu[1].children?.map((e) => e.key)).toEqual(["auditLog", "roles"]);
    expect(menu[1].label).toBe("console.menu.system");
    expect(menu[2].children?.[0].label).toBe("console.menu.students");
  });

  it("leaves out what the server does not list, unknown keys, phone entries and empty groups", () => {
    const menu = menuOfServer([
      item("home", null, "/admin"),
      item("evaluation", null, null),
      item("somethingNew", "evaluation", "/admin/new"),
      { ...item("m.home", "tabs", "/m/"), surface: "phone" },
    ]);
    expect(menu.map((g) => g.key)).toEqual(["home"]);
  });
});
