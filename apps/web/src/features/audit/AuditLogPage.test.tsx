import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Call } from "../../test/fetchMock.ts";
import { fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";

const entry = (id: number) => ({
  id,
  at: `2026-09-${String(id).padStart(2, "0")}T08:00:00.000Z`,
  action: "idCard.unmask",
  actorType: 0,
  actorId: 1,
  actorName: "Wang Fang",
  targetType: "student",
  targetId: 100 + id,
  targetName: `Student ${id}`,
  ip: "10.0.0.8",
  userAgent: "Chrome",
});

/** 25 entries, newest first unless asked otherwise; page and size honoured, like the server. */
const auditPage = (call: Call) => {
  const page = Number(call.url.searchParams.get("page"));
  const size = Number(call.url.searchParams.get("size"));
  const all = Array.from({ length: 25 }, (_, i) => entry(25 - i));
  if (call.url.searchParams.get("sortOrder") === "ascend") all.reverse();
  return ok({ list: all.slice((page - 1) * size, page * size), total: all.length, page, size });
};

const lastQuery = (calls: Call[]) =>
  Object.fromEntries(
    calls.filter((c) => c.url.pathname === "/api/v3/audit/page").at(-1)?.url.searchParams ?? [],
  );

beforeEach(() => signInAsStaff());

describe("the audit log page", () => {
  it("lists who revealed whose ID card, newest first, and pages, sorts and searches on the server", async () => {
    const { calls } = fakeApi({ "GET /v3/audit/page": auditPage });
    renderRoute("/admin/audit");
    expect(await screen.findByRole("heading", { level: 1, name: "Audit log" })).toBeTruthy();
    const table = await screen.findByTestId("audit-table");
    const first = await within(table).findByText("Student 25");
    const row = first.closest("tr") as HTMLElement;
    expect(row.textContent).toContain("Wang Fang");
    expect(row.textContent).toContain("Showed full ID card number");
    expect(row.textContent).toContain("10.0.0.8");
    expect(lastQuery(calls)).toMatchObject({ page: "1", size: "20", sortOrder: "descend" });

    fireEvent.click(screen.getByTitle("2"));
    expect(await within(table).findByText("Student 5")).toBeTruthy();
    expect(lastQuery(calls).page).toBe("2");

    const search = within(screen.getByTestId("audit-search")).getByRole("searchbox");
    fireEvent.change(search, { target: { value: "Student 3" } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ keyword: "Student 3", page: "1" }));
  });

  it("says so when the log cannot be loaded", async () => {
    fakeApi({
      "GET /v3/audit/page": () => ({
        status: 403,
        body: { success: false, errorCode: 403, errorDesc: "access denied", data: null },
      }),
    });
    renderRoute("/admin/audit");
    expect(await screen.findByText("The audit log could not be loaded")).toBeTruthy();
  });
});
