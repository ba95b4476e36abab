import type { SceneUsage, SchoolSceneUsage } from "@eos/contracts";
import { SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page } from "../../../test/scenesTestKit.ts";
import { demoArea, primarySchool } from "../../../test/schools.ts";
import { testSession } from "../../../test/session.ts";

const slow = { timeout: 25_000 };

const scene = (sceneId: number, name: string, extra: Partial<SceneUsage> = {}): SceneUsage => ({
  sceneId,
  name,
  shelved: true,
  schools: 12,
  copiedSchools: 7,
  activeSchools: 3,
  values: 1234,
  ...extra,
});

const school = (schoolId: number, schoolName: string, copied: boolean): SchoolSceneUsage => ({
  schoolId,
  schoolName,
  copied,
  tasks: copied ? 2 : 0,
  values: copied ? 56 : 0,
  lastFillAt: copied ? "2026-11-03T01:00:00.000Z" : null,
});

const api = () =>
  fakeApi({
    "GET /auth/my/getschool": () => ok(demoArea),
    "GET /v3/usedCount/scene/page": () =>
      ok(page([scene(5, "Morning check"), scene(6, "Sports day", { shelved: false, activeSchools: 0 })])),
    "GET /v3/usedCount/scene/schools": () =>
      ok(page([school(40, "North Middle School", true), school(41, "South Primary", false)])),
    "GET /v3/usedCount/scene/export": () => ({ raw: "PK-xlsx-bytes" }),
    "GET /v3/usedCount/task/page": () =>
      ok(
        page([
          {
            schoolId: 40,
            schoolName: "North Middle School",
            sceneName: "Morning check",
            taskId: 70,
            taskName: "Temperature",
            state: 1,
            publishedAt: "2026-11-02T01:00:00.000Z",
            values: 56,
            lastFillAt: "2026-11-03T01:00:00.000Z",
          },
        ]),
      ),
    "GET /v3/usedCount/task/export": () => ({ raw: "PK-tasks" }),
    "GET /v3/usedCount/notUsed/page": () =>
      ok(page([{ schoolId: 41, schoolName: "South Primary", copies: 1 }])),
    "GET /v3/usedCount/notUsed/export": () => ({ raw: "PK-not-used" }),
  });

const signInAsArea = () => {
  signInAsStaff();
  testSession.set(SessionKey.schoolId, String(demoArea.id));
  testSession.set(SessionKey.schoolInfo, JSON.stringify(demoArea));
};

/** jsdom has no object URLs nor downloads: record the file instead. */
const catchDownloads = () => {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return "blob:usage";
    },
    revokeObjectURL: () => undefined,
  });
  onTestFinished(() => {
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
  return blobs;
};

/** Opens the menu's forms area and finds one of its entries. */
const findMenuEntry = async (label: string) => {
  const menu = screen.getByTestId("console-menu");
  fireEvent.click(within(menu).getByText("Forms & collection"));
  return within(menu).findByText(label);
};

const openScene = async () => {
  const table = await screen.findByTestId("usage-scenes-table", {}, slow);
  const row = (await within(table).findByText("Morning check", {}, slow)).closest("tr") as HTMLElement;
  fireEvent.click(within(row).getByTestId("usage-scene-open-5"));
  return { row, drawer: await screen.findByTestId("usage-schools-drawer") };
};

describe("the area's usage statistics of its scenes", { timeout: 60_000 }, () => {
  beforeEach(() => signInAsArea());

  it("lists the scenes with their figures and each scene's schools, filtered and exported", async () => {
    const { calls } = api();
    const blobs = catchDownloads();
    renderRoute("/admin/usage");
    const { row, drawer } = await openScene();
    expect(within(row).getByText("Shelved")).toBeTruthy();
    expect(within(row).getByText("7 of 12 schools")).toBeTruthy();
    expect(within(row).getByText("In use by 3")).toBeTruthy();
    expect(within(row).getByText("3 / 12")).toBeTruthy();
    expect(within(row).getByText("1234")).toBeTruthy();
    const sports = screen.getByText("Sports day").closest("tr") as HTMLElement;
    expect(within(sports).getByText("Not shelved")).toBeTruthy();
    expect(await findMenuEntry("Usage")).toBeTruthy();

    const table = within(drawer).getByTestId("usage-schools-table");
    const north = (await within(table).findByText("North Middle School")).closest("tr") as HTMLElement;
    expect(within(north).getByText("Yes")).toBeTruthy();
    expect(within(north).getByText("56")).toBeTruthy();
    expect(within(north).getByText("2026-11-03 01:00")).toBeTruthy();
    const south = within(table).getByText("South Primary").closest("tr") as HTMLElement;
    expect(within(south).getByText("No")).toBeTruthy();
    const first = callsTo(calls, "/v3/usedCount/scene/schools")[0]?.url.searchParams;
    expect(Object.fromEntries(first ?? [])).toMatchObject({ sceneId: "5", used: "all", schoolId: "1" });

    fireEvent.click(within(drawer).getByText("Unused"));
    await waitFor(() => expect(callsTo(calls, "/v3/usedCount/scene/schools")).toHaveLength(2));
    expect(callsTo(calls, "/v3/usedCount/scene/schools")[1]?.url.searchParams.get("used")).toBe("unused");

    fireEvent.click(within(drawer).getByTestId("usage-export"));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const exported = callsTo(calls, "/v3/usedCount/scene/export")[0]?.url.searchParams;
    expect(Object.fromEntries(exported ?? [])).toEqual({ sceneId: "5", used: "unused", schoolId: "1" });
    expect(await blobs[0]?.text()).toBe("PK-xlsx-bytes");
  });

  it("shows a scene's tasks across schools and the schools using no scene, each with an export", async () => {
    const { calls } = api();
    const blobs = catchDownloads();
    renderRoute("/admin/usage");
    const { drawer } = await openScene();
    fireEvent.click(within(drawer).getByText("By task"));
    const tasks = await within(drawer).findByTestId("usage-tasks-table");
    const row = (await within(tasks).findByText("Temperature")).closest("tr") as HTMLElement;
    expect(within(row).getByText("North Middle School")).toBeTruthy();
    expect(within(row).getByText("Published")).toBeTruthy();
    expect(within(row).getByText("56")).toBeTruthy();
    expect(callsTo(calls, "/v3/usedCount/task/page")[0]?.url.searchParams.get("sceneId")).toBe("5");
    fireEvent.click(within(drawer).getByTestId("usage-tasks-export"));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(callsTo(calls, "/v3/usedCount/task/export")[0]?.url.searchParams.get("sceneId")).toBe("5");

    fireEvent.click(screen.getByTestId("usage-not-used"));
    const notUsed = await screen.findByTestId("usage-not-used-table");
    const south = (await within(notUsed).findByText("South Primary")).closest("tr") as HTMLElement;
    expect(within(south).getByText("1")).toBeTruthy();
    fireEvent.click(screen.getByTestId("usage-not-used-export"));
    await waitFor(() => expect(blobs).toHaveLength(2));
    expect(await blobs[1]?.text()).toBe("PK-not-used");
  });

  it("on a school's own site shows a notice, no menu entry, and calls nothing", async () => {
    signInAsStaff();
    const { calls } = fakeApi({ "GET /auth/my/getschool": () => ok(primarySchool) });
    renderRoute("/admin/usage");
    expect(await screen.findByTestId("usage-area-only", {}, slow)).toBeTruthy();
    expect(screen.getByText("Usage statistics are for area administrators")).toBeTruthy();
    expect(await findMenuEntry("Task progress")).toBeTruthy();
    expect(within(screen.getByTestId("console-menu")).queryByText("Usage")).toBeNull();
    expect(calls.some((c) => c.url.pathname.includes("/usedCount/"))).toBe(false);
  });
});
