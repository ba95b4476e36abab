import type { DataApp, DataAppData } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { bodyOf, fakeApi, ok, refuse, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page } from "../../../test/scenesTestKit.ts";

const slow = { timeout: 25_000 };

const app = (id: number, name: string, patch: Partial<DataApp> = {}): DataApp => ({
  id,
  taskId: 7,
  taskName: "Reading log",
  formId: 31,
  name,
  columns: ["student", "item:101"],
  filters: { classIds: [], items: [] },
  sort: { column: "filledAt", order: "desc" },
  state: 0,
  updatedAt: "2026-11-20T08:00:00.000Z",
  canManage: true,
  teacherTask: false,
  ...patch,
});

const rows: DataAppData = {
  heads: [
    { column: "student", title: "Student", kind: "" },
    { column: "item:101", title: "Minutes", kind: "integer" },
  ],
  list: [
    { formValueId: 1, cells: ["Li Lei", "30"] },
    { formValueId: 2, cells: ["Han Mei", "5"] },
  ],
  total: 2,
  page: 1,
  size: 20,
};

const api = (apps: DataApp[]) =>
  fakeApi({
    "GET /v3/dataapp/report/page": () => ok(page(apps)),
    "GET /v3/dataapp/report/byid": (call) => {
      const found = apps.find((a) => String(a.id) === call.url.searchParams.get("id"));
      return found ? ok(found) : refuse(404, "not found");
    },
    "GET /v3/dataapp/report/data": () => ok(rows),
    "GET /v3/dataapp/report/items": () => ok([{ id: 101, name: "Minutes", kind: "integer", options: [] }]),
    "GET /v3/statistics/task/page": () => ok(page([{ taskId: 7, taskName: "Reading log" }])),
    "POST /v3/dataapp/report/state": (call) => ok(bodyOf(call)),
    "POST /v3/dataapp/report/del": () => ok(null),
    "POST /v3/dataapp/report/save": () => ok({ id: 5 }),
    "GET /v3/dataapp/report/export": () => ({ raw: "PK-xlsx-bytes" }),
  });

const rowOf = async (name: string) =>
  (await within(await screen.findByTestId("data-apps-table", {}, slow)).findByText(name, {}, slow)).closest(
    "tr",
  ) as HTMLElement;

/** jsdom has no object URLs nor downloads: record the file instead. */
const catchDownloads = () => {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return "blob:data-app";
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

beforeAll(async () => {
  await Promise.all([import("./DataAppsPage.tsx"), import("./DataAppViewPage.tsx")]);
}, 120_000);

beforeEach(() => signInAsStaff());

describe("the data apps console", { timeout: 60_000 }, () => {
  it("switches an app on at once, asks before switching one off, and deletes after confirmation", async () => {
    const { calls } = api([app(3, "Reading report"), app(4, "Sports report", { state: 1 })]);
    renderRoute("/admin/data-apps");
    const off = await rowOf("Reading report");
    expect(within(off).getByText("Reading log")).toBeTruthy();
    fireEvent.click(within(off).getByTestId("data-app-state-3"));
    await waitFor(() => expect(callsTo(calls, "/v3/dataapp/report/state")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/dataapp/report/state")[0])).toEqual({ id: 3, state: 1, schoolId: 12 });

    fireEvent.click(within(await rowOf("Sports report")).getByTestId("data-app-state-4"));
    expect(await screen.findByText(/only its managers will see "Sports report"/)).toBeTruthy();
    expect(callsTo(calls, "/v3/dataapp/report/state")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(callsTo(calls, "/v3/dataapp/report/state")).toHaveLength(2));
    expect(bodyOf(callsTo(calls, "/v3/dataapp/report/state")[1])).toMatchObject({ id: 4, state: 0 });

    fireEvent.click(within(await rowOf("Reading report")).getByTestId("data-app-delete-3"));
    expect(await screen.findByText('Delete the data app "Reading report"?')).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: "OK" }).at(-1) as HTMLElement);
    await waitFor(() => expect(callsTo(calls, "/v3/dataapp/report/del")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/dataapp/report/del")[0])).toMatchObject({ id: 3 });

    const menu = screen.getByTestId("console-menu");
    fireEvent.click(within(menu).getByText("Forms & collection"));
    expect(await within(menu).findByText("Data apps")).toBeTruthy();
  });

  it("edits an app in the drawer and sends its columns, filters and sort", async () => {
    const { calls } = api([
      app(3, "Reading report", {
        filters: { classIds: [], from: "2026-11-01", items: [{ itemId: 101, op: "range", min: 10 }] },
      }),
    ]);
    renderRoute("/admin/data-apps");
    fireEvent.click(within(await rowOf("Reading report")).getByTestId("data-app-edit-3"));
    const name = (await screen.findByTestId("data-app-name", {}, slow)) as HTMLInputElement;
    expect(name.value).toBe("Reading report");
    fireEvent.change(name, { target: { value: "Reading, by minutes" } });
    fireEvent.click(screen.getByTestId("data-app-save"));
    await waitFor(() => expect(callsTo(calls, "/v3/dataapp/report/save")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/dataapp/report/save")[0])).toMatchObject({
      id: 3,
      taskId: 7,
      name: "Reading, by minutes",
      columns: ["student", "item:101"],
      filters: { classIds: [], from: "2026-11-01", items: [{ itemId: 101, op: "range", min: 10 }] },
      sort: { column: "filledAt", order: "desc" },
    });
  });

  it("shows an empty list", async () => {
    api([]);
    renderRoute("/admin/data-apps");
    expect(await screen.findByText("No data apps yet", {}, slow)).toBeTruthy();
  });

  it("shows a failure with a retry", async () => {
    let failing = true;
    const { calls } = fakeApi({
      "GET /v3/dataapp/report/page": () =>
        failing ? refuse(500, "database away") : ok(page([app(3, "Back again")])),
    });
    renderRoute("/admin/data-apps");
    expect(await screen.findByText("Could not load the data apps", {}, slow)).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: /retry/i }));
    expect(await rowOf("Back again")).toBeTruthy();
    expect(callsTo(calls, "/v3/dataapp/report/page").length).toBeGreaterThan(1);
  });
});

describe("a data app's view", { timeout: 60_000 }, () => {
  it("shows the rows, sorts by a column on the server and exports them", async () => {
    const { calls } = api([app(3, "Reading report", { state: 1 })]);
    const blobs = catchDownloads();
    renderRoute("/admin/data-apps/3");
    const table = await screen.findByTestId("data-app-table", {}, slow);
    expect(await within(table).findByText("Li Lei", {}, slow)).toBeTruthy();
    expect(await screen.findByTestId("data-app-title")).toBeTruthy();
    fireEvent.click(within(table).getByRole("columnheader", { name: "Minutes" }));
    await waitFor(() =>
      expect(callsTo(calls, "/v3/dataapp/report/data").at(-1)?.url.searchParams.get("sortColumn")).toBe(
        "item:101",
      ),
    );
    fireEvent.click(screen.getByTestId("data-app-export"));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(callsTo(calls, "/v3/dataapp/report/export")[0]?.url.searchParams.get("id")).toBe("3");
  });

  it("says when the app does not exist or is off", async () => {
    api([]);
    renderRoute("/admin/data-apps/9");
    expect(await screen.findByTestId("data-app-missing", {}, slow)).toBeTruthy();
    expect(screen.getByText("This data app does not exist or is off")).toBeTruthy();
  });
});

describe("a data app over a teacher task", { timeout: 60_000 }, () => {
  it("narrows the teachers' rows by department instead of class", async () => {
    api([app(4, "Lesson log", { state: 1, teacherTask: true })]);
    renderRoute("/admin/data-apps/4");
    expect(
      await within(await screen.findByTestId("data-app-table", {}, slow)).findByText("Li Lei", {}, slow),
    ).toBeTruthy();
    expect(screen.getByLabelText("Department")).toBeTruthy();
    expect(screen.queryByLabelText("Class")).toBeNull();
  });
});
