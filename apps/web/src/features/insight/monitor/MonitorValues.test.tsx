import type { MonitorRow, MonitorValue } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page } from "../../../test/scenesTestKit.ts";
import { primarySchool } from "../../../test/schools.ts";

const slow = { timeout: 25_000 };

const finding: MonitorRow = {
  kind: "outOfRange",
  schoolId: 12,
  schoolName: "",
  taskId: 7,
  taskName: "Reading minutes",
  sceneName: "Reading",
  expected: 3,
  filled: 2,
  userName: null,
  studentName: null,
  at: "2026-11-23T02:00:00.000Z",
  identical: null,
};

const value = (over: Partial<MonitorValue>): MonitorValue => ({
  formValueId: 1,
  filledBy: "Han Mei",
  subjectName: "Wang Fang",
  className: "Grade 1 Class 1",
  itemId: 3,
  itemName: "Minutes",
  value: "80",
  min: 0,
  max: 50,
  maxLength: null,
  at: "2026-11-23T02:00:00.000Z",
  ...over,
});

const api = () =>
  fakeApi({
    "GET /auth/my/getschool": () => ok(primarySchool),
    "POST /center/permissions/getUserInfo": () =>
      ok({ isAdmin: false, roles: [], codes: ["people.view", "collection.stats"] }),
    "GET /v3/exposed/taskMonitor/page": (call) =>
      ok(page(call.url.searchParams.get("kind") === "outOfRange" ? [finding] : [])),
    "GET /v3/exposed/taskMonitor/values": () =>
      ok(
        page([
          value({}),
          value({
            formValueId: 2,
            itemId: 4,
            itemName: "Note",
            value: "a rather long note",
            min: null,
            max: null,
            maxLength: 5,
          }),
        ]),
      ),
    "GET /v3/exposed/taskMonitor/values/export": () => ({ raw: "PK-xlsx-bytes" }),
  });

describe("values outside the form's stated ranges", { timeout: 60_000 }, () => {
  beforeEach(() => signInAsStaff());

  it("lists tasks with such values, opens one task's values with their ranges and exports them", async () => {
    const { calls } = api();
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return "blob:values";
      },
      revokeObjectURL: () => undefined,
    });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderRoute("/admin/monitor");
    fireEvent.click(within(await screen.findByTestId("monitor-kind", {}, slow)).getByText("Out of range"));
    const table = screen.getByTestId("monitor-table");
    const row = (await within(table).findByText("Reading minutes", {}, slow)).closest("tr") as HTMLElement;
    expect(within(row).getByText("2")).toBeTruthy();
    expect(within(row).getByText("3")).toBeTruthy();
    const asked = callsTo(calls, "/v3/exposed/taskMonitor/page").at(-1)?.url.searchParams;
    expect(asked?.get("kind")).toBe("outOfRange");
    // No number to tune for this kind.
    expect(screen.queryByTestId("monitor-threshold")).toBeNull();

    fireEvent.click(within(row).getByTestId("monitor-values-open-7"));
    const drawer = await screen.findByTestId("monitor-values", {}, slow);
    const minutes = (await within(drawer).findByText("80", {}, slow)).closest("tr") as HTMLElement;
    expect(within(minutes).getByText("Wang Fang")).toBeTruthy();
    expect(within(minutes).getByText("0 to 50")).toBeTruthy();
    expect(within(minutes).getByText("Han Mei")).toBeTruthy();
    const note = within(drawer).getByText("a rather long note").closest("tr") as HTMLElement;
    expect(within(note).getByText("at most 5 characters")).toBeTruthy();
    const detail = callsTo(calls, "/v3/exposed/taskMonitor/values").at(-1)?.url.searchParams;
    expect(detail?.get("taskId")).toBe("7");
    expect(detail?.get("siteId")).toBeNull();

    fireEvent.click(within(drawer).getByTestId("monitor-values-export"));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const exported = callsTo(calls, "/v3/exposed/taskMonitor/values/export")[0]?.url.searchParams;
    expect(exported?.get("taskId")).toBe("7");
  });
});
