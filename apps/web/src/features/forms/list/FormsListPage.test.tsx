import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Call } from "../../../test/fetchMock.ts";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";

const row = (id: number, name: string, version: number | null, draftChanged: boolean) => ({
  id,
  name,
  version,
  draftChanged,
  itemCount: 5,
  valueCount: id * 3,
  updatedAt: "2026-11-20T08:00:00.000Z",
});

const pageCalls = (calls: Call[]) =>
  calls
    .filter((c) => c.url.pathname.endsWith("/admin/page"))
    .map((c) => Object.fromEntries(c.url.searchParams));

beforeAll(async () => {
  await import("./FormsListPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

describe("the forms list", { timeout: 60_000 }, () => {
  it("pages, searches and shows the release state of each form", async () => {
    const { calls } = fakeApi({
      "GET /v3/eos/form/admin/page": (call) => {
        const page = Number(call.url.searchParams.get("page"));
        const keyword = call.url.searchParams.get("keyword");
        if (keyword) return ok({ list: [row(9, "Lunch survey", null, true)], total: 1, page: 1, size: 20 });
        const list =
          page === 1
            ? [row(1, "Trip sign-up", 2, true), row(2, "Club choice", 1, false)]
            : [row(3, "Old poll", 1, false)];
        return ok({ list, total: 21, page, size: 20 });
      },
    });
    renderRoute("/admin/forms");
    const table = await screen.findByTestId("forms-table");
    expect(await within(table).findByText("Trip sign-up")).toBeTruthy();
    expect(within(table).getByTestId("form-unreleased-1").textContent).toBe("Unreleased changes");
    expect(within(table).queryByTestId("form-unreleased-2")).toBeNull();
    expect(within(table).getByTestId("form-design-1").getAttribute("href")).toBe("/admin/forms/1/design");
    expect(within(table).getByTestId("form-fill-1").getAttribute("href")).toBe("/admin/forms/1/fill");
    expect(within(table).getByTestId("form-data-2").getAttribute("href")).toBe("/admin/forms/2/data");
    fireEvent.click(within(table).getByTitle("2"));
    expect(await within(table).findByText("Old poll")).toBeTruthy();
    expect(pageCalls(calls).at(-1)).toMatchObject({ page: "2", size: "20" });
    const search = within(screen.getByTestId("forms-search")).getByRole("searchbox");
    fireEvent.change(search, { target: { value: " lunch " } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
    expect(await within(table).findByText("Lunch survey")).toBeTruthy();
    expect(pageCalls(calls).at(-1)).toMatchObject({ page: "1", keyword: "lunch" });
    expect(within(table).getByText("Not released")).toBeTruthy();
    expect(within(table).queryByTestId("form-fill-9")).toBeNull();
  });

  it("deletes a form only after confirmation", async () => {
    let rows = [row(1, "Trip sign-up", 2, false), row(2, "Club choice", null, true)];
    const { calls } = fakeApi({
      "GET /v3/eos/form/admin/page": () => ok({ list: rows, total: rows.length, page: 1, size: 20 }),
      "POST /v3/eos/form/admin/del": (call) => {
        const { id } = bodyOf(call);
        rows = rows.filter((r) => r.id !== id);
        return ok(null);
      },
    });
    renderRoute("/admin/forms");
    const table = await screen.findByTestId("forms-table");
    fireEvent.click(await within(table).findByTestId("form-delete-2"));
    expect((await screen.findAllByText('Delete the form "Club choice"?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId("confirm-cancel"));
    expect(calls.some((c) => c.url.pathname.endsWith("/admin/del"))).toBe(false);
    fireEvent.click(within(table).getByTestId("form-delete-2"));
    await waitFor(() => expect(screen.getAllByTestId("confirm-ok").length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByTestId("confirm-ok").at(-1)!);
    await waitFor(() => expect(within(table).queryByText("Club choice")).toBeNull());
    const del = calls.find((c) => c.url.pathname.endsWith("/admin/del"));
    expect(bodyOf(del!)).toMatchObject({ id: 2 });
  });

  it("creates a form by name and opens its designer", async () => {
    const { calls } = fakeApi({
      "GET /v3/eos/form/admin/page": () => ok({ list: [], total: 0, page: 1, size: 20 }),
      "POST /v3/eos/form/admin/add": () => ok({ id: 42 }),
      "GET /v3/eos/form/template/list": () => ok([]),
      "GET /v3/eos/form/admin/byid": () =>
        ok({
          id: 42,
          name: "Sports day",
          items: [],
          settings: {},
          version: null,
          draftChanged: true,
          updatedAt: "",
        }),
    });
    const { router } = renderRoute("/admin/forms");
    expect(await screen.findByText("No forms yet. Create one to start designing.")).toBeTruthy();
    fireEvent.click(screen.getByTestId("forms-create"));
    fireEvent.change(await screen.findByTestId("forms-create-name"), { target: { value: " Sports day " } });
    fireEvent.click(screen.getByTestId("forms-create-ok"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/forms/42/design"));
    expect(bodyOf(calls.find((c) => c.url.pathname.endsWith("/admin/add"))!)).toMatchObject({
      name: "Sports day",
    });
  });

  it("starts a form from a template, and deletes the school's own template after confirmation", async () => {
    let templates = [
      { id: "builtin:leave", name: "Leave request", builtin: true, itemCount: 5, createdAt: null },
      { id: "8", name: "Score sheet", builtin: false, itemCount: 3, createdAt: "2026-11-20T08:00:00.000Z" },
    ];
    const { calls } = fakeApi({
      "GET /v3/eos/form/admin/page": () => ok({ list: [], total: 0, page: 1, size: 20 }),
      "GET /v3/eos/form/template/list": () => ok(templates),
      "POST /v3/eos/form/template/del": (call) => {
        templates = templates.filter((x) => x.id !== bodyOf(call).id);
        return ok(null);
      },
      "POST /v3/eos/form/template/init": () => ok({ id: 43 }),
      "GET /v3/eos/form/admin/byid": () =>
        ok({
          id: 43,
          name: "Leave",
          items: [],
          settings: {},
          version: null,
          draftChanged: true,
          updatedAt: "",
        }),
    });
    const { router } = renderRoute("/admin/forms");
    fireEvent.click(await screen.findByTestId("forms-create"));
    const mine = await screen.findByTestId("forms-templates");
    expect(await within(mine).findByText("Score sheet")).toBeTruthy();
    fireEvent.click(within(mine).getByRole("button", { name: "Delete" }));
    expect(calls.some((c) => c.url.pathname.endsWith("/template/del"))).toBe(false);
    await waitFor(() => expect(document.querySelector(".ant-popconfirm .ant-btn-dangerous")).not.toBeNull());
    fireEvent.click(document.querySelector(".ant-popconfirm .ant-btn-dangerous") as HTMLElement);
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith("/template/del"))).toBe(true));
    expect(bodyOf(calls.find((c) => c.url.pathname.endsWith("/template/del"))!)).toMatchObject({ id: "8" });
    await waitFor(() => expect(within(mine).queryByText("Score sheet")).toBeNull());

    fireEvent.mouseDown(within(screen.getByTestId("forms-create-template")).getByRole("combobox"));
    fireEvent.click(await screen.findByText("Leave request"));
    fireEvent.change(screen.getByTestId("forms-create-name"), { target: { value: "Leave" } });
    fireEvent.click(screen.getByTestId("forms-create-ok"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/forms/43/design"));
    expect(bodyOf(calls.find((c) => c.url.pathname.endsWith("/template/init"))!)).toMatchObject({
      templateId: "builtin:leave",
      name: "Leave",
    });
    expect(calls.some((c) => c.url.pathname.endsWith("/admin/add"))).toBe(false);
  });
});
