import { permissionCodes } from "@eos/contracts";
import { describe, expect, it } from "vitest";
import { consoleMenu, menuGroupOf, selectedMenuKey } from "./consoleMenu.ts";
import { type MenuViewer, visibleMenu } from "./useConsoleMenu.ts";

const keysOf = (viewer: MenuViewer) =>
  visibleMenu(viewer).flatMap((group) => [group.key, ...(group.children ?? []).map((entry) => entry.key)]);

const everyCode = () => true;
const noCode = () => false;

describe("the console menu per viewer", () => {
  it("gives the area's administrator the area's console: its schools, models, scenes, figures and roles", () => {
    const keys = keysOf({ site: "area", isAdmin: true, isLeader: false, can: everyCode });
    for (const key of [
      "home",
      "region",
      "areaSchools",
      "formDesigner",
      "scenes",
      "sceneHall",
      "usage",
      "monitor",
      "evaluationModels",
      "cultivateModels",
      "areaSummary",
      "roles",
    ]) {
      expect(keys).toContain(key);
    }
    // A school's own pages: its people, classes, tasks, scores and certificates.
    for (const key of [
      "people",
      "students",
      "teachers",
      "parents",
      "organisation",
      "progress",
      "formImport",
      "appUsage",
      "scores",
      "statistics",
      "passports",
      "computeRules",
      "certificates",
      "schoolLife",
      "platform",
      "areas",
    ]) {
      expect(keys).not.toContain(key);
    }
  });

  it("gives a teacher without codes none of the administrators' pages, and no empty groups", () => {
    const menu = visibleMenu({ site: "school", isAdmin: false, isLeader: false, can: noCode });
    const keys = menu.flatMap((group) => [group.key, ...(group.children ?? []).map((entry) => entry.key)]);
    for (const key of [
      "formDesigner",
      "formImport",
      "scenes",
      "sceneHall",
      "monitor",
      "appUsage",
      "evaluationModels",
      "computeRules",
      "passports",
      "cultivateModels",
      "teaGrowthModels",
      "teaGrowthRecords",
      "parents",
      "roles",
      "auditLog",
      "resetPassword",
      "platform",
      "region",
      "schools",
      "usage",
      "areaSummary",
    ]) {
      expect(keys).not.toContain(key);
    }
    expect(keys).toEqual(expect.arrayContaining(["progress", "students", "teachers", "teaGrowthMine"]));
    expect(menu.every((group) => !group.children || group.children.length > 0)).toBe(true);
  });

  it("shows a class leader the data monitor, and a school administrator the form import", () => {
    expect(keysOf({ site: "school", isAdmin: false, isLeader: true, can: noCode })).toContain("monitor");
    const admin = visibleMenu({
      site: "school",
      isAdmin: true,
      isLeader: false,
      can: (code) => permissionCodes.includes(code),
    });
    const forms = admin.find((group) => group.key === "forms");
    expect(forms?.children?.find((entry) => entry.key === "formImport")?.path).toBe("/admin/progress");
    expect(admin.map((group) => group.key)).not.toContain("region");
  });

  it("keeps the platform's site to platform administration and the system pages", () => {
    const keys = keysOf({ site: "platform", isAdmin: true, isLeader: false, can: everyCode });
    expect(keys).toEqual(expect.arrayContaining(["platform", "schools", "areas", "roles", "resetPassword"]));
    expect(keys).not.toContain("students");
    expect(keys).not.toContain("forms");
  });
});

describe("the features' entries in their groups", () => {
  const childrenOf = (group: string) =>
    consoleMenu.find((area) => area.key === group)?.children?.map((entry) => entry.key);

  it("puts insight's figures right after the engines' entries they name, not at the group's end", () => {
    expect(childrenOf("forms")).toEqual([
      "formDesigner",
      "progress",
      "formImport",
      "usage",
      "monitor",
      "appUsage",
      "dataApps",
      "scenes",
      "sceneHall",
      "reportForms",
    ]);
    expect(childrenOf("evaluation")?.slice(4, 8)).toEqual([
      "passports",
      "statistics",
      "areaSummary",
      "teaGrowthModels",
    ]);
  });
});

describe("the menu entry a page belongs to", () => {
  it("marks task progress on a task's statistics page, not the home", () => {
    expect(selectedMenuKey("/admin/tasks/12/stats")).toBe("progress");
    expect(menuGroupOf("progress")).toBe("forms");
  });

  it("takes the longest matching path, and puts certificates where their breadcrumbs do", () => {
    expect(selectedMenuKey("/admin")).toBe("home");
    expect(selectedMenuKey("/admin/certificates/awards")).toBe("certificateAwards");
    expect(menuGroupOf("certificates")).toBe("evaluation");
    expect(selectedMenuKey("/admin/tea-growth/teacher/4")).toBe("teaGrowthRecords");
    expect(selectedMenuKey("/admin/progress")).toBe("progress");
    expect(selectedMenuKey("/admin/forms/3/design")).toBe("formDesigner");
    expect(selectedMenuKey("/m/")).toBeUndefined();
  });

  it("marks the area's own schools entry on the area's site, where the platform's is not shown", () => {
    const area = visibleMenu({ site: "area", isAdmin: true, isLeader: false, can: everyCode });
    expect(selectedMenuKey("/admin/schools", area)).toBe("areaSchools");
    expect(menuGroupOf("areaSchools", area)).toBe("region");
    expect(selectedMenuKey("/admin/schools")).toBe("schools");
  });
});
