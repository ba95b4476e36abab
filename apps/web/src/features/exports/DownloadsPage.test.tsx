import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Call } from "../../test/fetchMock.ts";
import { fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";

const item = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  name: `Export ${id}.xlsx`,
  kind: "forms.valuesExport",
  state: "done",
  size: 2048 * id,
  createdAt: "2026-11-23T02:00:00.000Z",
  finishedAt: "2026-11-23T02:00:05.000Z",
  expiresAt: "2026-11-30T02:00:05.000Z",
  expired: false,
  url: `/api/oss/link/${id}?school=1&exp=1&sig=x`,
  urlExpiresAt: "2026-11-23T03:00:00.000Z",
  ...over,
});

/** 25 exports, newest first; the oldest expired, the newest still queued; page, size and name honoured. */
const downloadsPage = (call: Call) => {
  const page = Number(call.url.searchParams.get("page"));
  const size = Number(call.url.searchParams.get("size"));
  const name = call.url.searchParams.get("name");
  let all = Array.from({ length: 25 }, (_, i) => {
    const id = 25 - i;
    if (id === 25) return item(id, { state: "queued", size: null, expiresAt: null, url: null });
    if (id === 1) return item(id, { expired: true, url: null });
    return item(id);
  });
  if (name) all = all.filter((i) => i.name.includes(name));
  return ok({ list: all.slice((page - 1) * size, page * size), total: all.length, page, size });
};

const lastQuery = (calls: Call[]) =>
  Object.fromEntries(
    calls.filter((c) => c.url.pathname === "/api/v3/stu/searchFileDownLoadList").at(-1)?.url.searchParams ??
      [],
  );

beforeEach(() => signInAsStaff());

describe("the Downloads page", () => {
  it("lists the person's exports with state, size, expiry and links; pages and searches on the server", async () => {
    const { calls } = fakeApi({ "GET /v3/stu/searchFileDownLoadList": downloadsPage });
    renderRoute("/admin/downloads");
    expect(await screen.findByRole("heading", { level: 1, name: "Downloads" })).toBeTruthy();
    const table = await screen.findByTestId("downloads-table");
    await within(table).findByText("Export 24.xlsx");
    expect(within(table).getByTestId("download-state-25").textContent).toBe("Queued");
    expect(within(table).queryByTestId("download-25")).toBeNull();
    expect(within(table).getByTestId("download-state-24").textContent).toBe("Ready");
    const link = within(table).getByTestId("download-24");
    expect(link.getAttribute("href")).toBe("/api/oss/link/24?school=1&exp=1&sig=x");
    const row = link.closest("tr") as HTMLElement;
    expect(row.textContent).toContain("48 KB");
    expect(row.textContent).toContain("2026-11-30");
    expect(lastQuery(calls)).toMatchObject({ page: "1", size: "20" });

    fireEvent.click(screen.getByTitle("2"));
    expect(await within(table).findByText("Export 1.xlsx")).toBeTruthy();
    expect(within(table).getByTestId("download-state-1").textContent).toBe("Expired");
    expect(within(table).queryByTestId("download-1")).toBeNull();
    expect(lastQuery(calls).page).toBe("2");

    const search = within(screen.getByTestId("downloads-search")).getByRole("searchbox");
    fireEvent.change(search, { target: { value: "Export 7" } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ name: "Export 7", page: "1" }));
    expect(await within(table).findByText("Export 7.xlsx")).toBeTruthy();
  });

  it("says so when there is nothing yet", async () => {
    fakeApi({ "GET /v3/stu/searchFileDownLoadList": () => ok({ list: [], total: 0, page: 1, size: 20 }) });
    renderRoute("/admin/downloads");
    expect(await screen.findByText("No exported files yet")).toBeTruthy();
  });

  it("shows the failed view with a retry", async () => {
    fakeApi({
      "GET /v3/stu/searchFileDownLoadList": () => ({
        status: 500,
        body: { success: false, errorCode: -901, errorDesc: "busy", data: null },
      }),
    });
    renderRoute("/admin/downloads");
    expect(await screen.findByText("The downloads could not be loaded")).toBeTruthy();
    expect(screen.getByTestId("downloads-retry")).toBeTruthy();
  });
});
