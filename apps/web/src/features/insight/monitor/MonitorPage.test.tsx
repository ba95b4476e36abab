import type { MonitorRow } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page } from "../../../test/scenesTestKit.ts";
import { primarySchool } from "../../../test/schools.ts";

const slow = { timeout: 25_000 };
const pagePath = "/v3/exposed/taskMonitor/page";

const none = { schoolId: 12, schoolName: "", studentName: null, identical: null };

const low = (taskId: number, taskName: string, filled: number, expected: number): MonitorRow => ({
  ...none,
  kind: "lowCompletion",
  taskId,
  taskName,
  sceneName: "Health",
  expected,
  filled,
  userName: null,
  at: null,
});

const bulk: MonitorRow = {
  ...none,
  kind: "bulk",
  taskId: 9,
  taskName: "Sports day sign-up",
  sceneName: "Sports",
  expected: 0,
  filled: 37,
  userName: "Li Lei",
  at: "2026-11-03T01:00:00.000Z",
};

/** As an area's staff see it: a school of the area, a student with two values in one period. */
const duplicate: MonitorRow = {
  kind: "duplicate",
  schoolId: 21,
  schoolName: "North Middle School",
  taskId: 11,
  taskName: "Reading log",
  sceneName: "Reading",
  expected: 0,
  filled: 2,
  userName: "Han Mei",
  studentName: "Wang Fang",
  at: "2026-11-04T02:00:00.000Z",
  identical: true,
};

const api = () =>
  fakeApi({
    "GET /auth/my/getschool": () => ok(primarySchool),
    "POST /center/permissions/getUserInfo": () =>
      ok({ isAdmin: false, roles: [], codes: ["people.view", "collection.stats"] }),
    [`GET ${pagePath}`]: (call) =>
      ok(
        page(
          call.url.searchParams.get("kind") === "bulk"
            ? [bulk]
            : call.url.searchParams.get("kind") === "duplicate"
              ? [duplicate]
              : [low(7, "Morning temperature", 12, 40), low(8, "Lunch survey", 0, 30)],
        ),
      ),
    "GET /v3/exposed/taskMonitor/export": () => ({ raw: "PK-xlsx-bytes" }),
  });

/** jsdom has no object URLs nor downloads: record the file instead. */
const catchDownloads = () => {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return "blob:monitor";
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

const lastQuery = (calls: ReturnType<typeof api>["calls"]) =>
  Object.fromEntries(callsTo(calls, pagePath).at(-1)?.url.searchParams ?? []);

describe("the data quality monitoring of collection tasks", { timeout: 60_000 }, () => {
  beforeEach(() => signInAsStaff());

  it("lists tasks falling behind, tunes the threshold, switches to bulk fills and exports", async () => {
    const { calls } = api();
    const blobs = catchDownloads();
    renderRoute("/admin/monitor");
    const table = await screen.findByTestId("monitor-table", {}, slow);
    const row = (await within(table).findByText("Morning temperature", {}, slow)).closest(
      "tr",
    ) as HTMLElement;
    expect(within(row).getByText("30%")).toBeTruthy();
    expect(within(row).getByText("12 / 40")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Morning temperature" }).getAttribute("href")).toBe(
      "/admin/tasks/7/stats",
    );
    expect(lastQuery(calls)).toMatchObject({ kind: "lowCompletion", threshold: "60" });
    const menu = screen.getByTestId("console-menu");
    fireEvent.click(within(menu).getByText("Forms & collection"));
    expect(await within(menu).findByText("Data monitoring")).toBeTruthy();

    fireEvent.change(screen.getByTestId("monitor-threshold"), { target: { value: "35" } });
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ kind: "lowCompletion", threshold: "35" }));

    fireEvent.click(within(screen.getByTestId("monitor-kind")).getByText("Bulk fills"));
    const filler = (await within(table).findByText("Li Lei")).closest("tr") as HTMLElement;
    expect(lastQuery(calls)).toMatchObject({ kind: "bulk", minCount: "10" });
    expect(within(filler).getByText("37")).toBeTruthy();
    expect(within(filler).getByText("2026-11-03 01:00")).toBeTruthy();
    expect(within(filler).getByRole("link", { name: "Sports day sign-up" })).toBeTruthy();
    expect(screen.getByTestId("monitor-min-count")).toBeTruthy();

    fireEvent.click(screen.getByTestId("monitor-export"));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const exported = callsTo(calls, "/v3/exposed/taskMonitor/export")[0]?.url.searchParams;
    expect(Object.fromEntries(exported ?? [])).toEqual({ kind: "bulk", minCount: "10", schoolId: "12" });
  });

  it("shows duplicates with their school, student and whether the answers match, and exports them", async () => {
    const { calls } = api();
    const blobs = catchDownloads();
    renderRoute("/admin/monitor");
    fireEvent.click(within(await screen.findByTestId("monitor-kind", {}, slow)).getByText("Duplicates"));
    const table = screen.getByTestId("monitor-table");
    const row = (await within(table).findByText("Wang Fang", {}, slow)).closest("tr") as HTMLElement;
    expect(lastQuery(calls)).toEqual({ kind: "duplicate", page: "1", size: "20", schoolId: "12" });
    expect(within(row).getByText("North Middle School")).toBeTruthy();
    expect(within(row).getByText("Han Mei")).toBeTruthy();
    expect(within(row).getByText("Yes")).toBeTruthy();
    // The task belongs to the school, not to the area's site: no link to its statistics.
    expect(within(row).queryByRole("link")).toBeNull();
    expect(screen.queryByTestId("monitor-threshold")).toBeNull();
    expect(screen.queryByTestId("monitor-min-count")).toBeNull();
    fireEvent.click(screen.getByTestId("monitor-export"));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const exported = callsTo(calls, "/v3/exposed/taskMonitor/export")[0]?.url.searchParams;
    expect(Object.fromEntries(exported ?? [])).toEqual({ kind: "duplicate", schoolId: "12" });
  });
});
