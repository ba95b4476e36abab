import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { downloadsPage, lastDownloadsQuery as lastQuery, screenWidth } from "../../test/downloadsTestKit.ts";
import { fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";

let undoWidth: (() => void) | undefined;
beforeEach(() => signInAsStaff());
afterEach(() => {
  undoWidth?.();
  undoWidth = undefined;
});

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

  it("shows cards, not a table that scrolls sideways, on a phone's screen", async () => {
    undoWidth = screenWidth(390);
    const { calls } = fakeApi({ "GET /v3/stu/searchFileDownLoadList": downloadsPage });
    renderRoute("/admin/downloads");
    const cards = await screen.findByTestId("downloads-cards");
    expect(screen.queryByTestId("downloads-table")).toBeNull();
    const card = await within(cards).findByTestId("download-card-24");
    expect(within(card).getByTestId("download-state-24").textContent).toBe("Ready");
    expect(card.textContent).toContain("48 KB");
    expect(card.textContent).toContain("2026-11-30");
    expect(within(card).getByTestId("download-24").getAttribute("href")).toBe(
      "/api/oss/link/24?school=1&exp=1&sig=x",
    );
    expect(within(cards).queryByTestId("download-25")).toBeNull();
    fireEvent.click(screen.getByTitle("Next Page"));
    expect(await within(cards).findByTestId("download-card-1")).toBeTruthy();
    expect(lastQuery(calls).page).toBe("2");
  });
});
