import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Call } from "../../test/fetchMock.ts";
import { bodyOf, demoTree, fakeApi, ok, refuse, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { resetWriteAccess } from "./useWriteAccess.ts";

const child = (id: number, name: string, relation = "father") => ({
  id,
  name,
  studentNo: `S${id}`,
  classId: 3,
  className: "Class 1-1",
  relation,
});

const parent = (id: number, name: string, children = [child(100 + id, `Kid ${id}`)]) => ({
  id,
  name,
  phone: `138000000${String(id).padStart(2, "0")}`,
  account: `138000000${String(id).padStart(2, "0")}`,
  children,
  createdAt: "2026-09-01T08:00:00.000Z",
});

/** 25 parents; page and size honoured, like the server. */
const parentPage = (call: Call) => {
  const page = Number(call.url.searchParams.get("page"));
  const size = Number(call.url.searchParams.get("size"));
  const all = Array.from({ length: 25 }, (_, i) => parent(i + 1, `Parent ${i + 1}`));
  return ok({ list: all.slice((page - 1) * size, page * size), total: all.length, page, size });
};

const studentPage = () =>
  ok({
    list: [8, 9].map((id) => ({
      id,
      name: `Pupil ${id}`,
      gender: 1,
      studentNo: `S${id}`,
      classId: 4,
      className: "Class 1-2",
      account: `s${id}`,
      createdAt: "2026-09-01T00:00:00.000Z",
    })),
    total: 2,
    page: 1,
    size: 10,
  });

const pageCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === "/api/v3/par/page");
const lastQuery = (calls: Call[]) => Object.fromEntries(pageCalls(calls).at(-1)?.url.searchParams ?? []);
const posts = (calls: Call[], path: string) =>
  calls.filter((c) => c.url.pathname === `/api${path}`).map(bodyOf);
const findRow = async (text: string) => within(await screen.findByTestId("parents-table")).findByText(text);

beforeEach(() => {
  resetWriteAccess();
  signInAsStaff();
});

describe("the parents page", () => {
  it("lists parents with their children, pages, searches and filters by the children's class", async () => {
    const { calls } = fakeApi({ "GET /v3/org/tree": () => ok(demoTree()), "GET /v3/par/page": parentPage });
    renderRoute("/admin/parents");
    expect(await screen.findByRole("heading", { level: 1, name: "Parents" })).toBeTruthy();
    expect(await findRow("Parent 1")).toBeTruthy();
    expect(screen.getByText("Kid 1 · Class 1-1 · Father")).toBeTruthy();
    // Linked children are a column, never nested rows of the table.
    expect(screen.getByTestId("parents-table").querySelector(".ant-table-row-expand-icon")).toBeNull();
    expect(screen.getByText("25 in total")).toBeTruthy();
    expect(lastQuery(calls)).toMatchObject({ page: "1", size: "20", schoolId: "12" });

    fireEvent.click(screen.getByTitle("2"));
    expect(await findRow("Parent 21")).toBeTruthy();

    const search = within(screen.getByTestId("parents-search")).getByRole("searchbox");
    fireEvent.change(search, { target: { value: " 13800000003 " } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ keyword: "13800000003", page: "1" }));

    const org = await screen.findByTestId("parents-org-filter");
    await waitFor(() => expect(org.className).not.toContain("ant-select-disabled"));
    fireEvent.mouseDown(org);
    const title = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>(".ant-select-tree-title")].find(
        (n) => n.textContent === "Class 1-2",
      );
      if (!found) throw new Error("no class");
      return found;
    });
    fireEvent.click(title);
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ orgId: "4", keyword: "13800000003" }));
  });

  it("checks the mobile number before saving, then keeps a new parent open to link children", async () => {
    const { calls } = fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/par/page": parentPage,
      "POST /v3/par/save": () => ok({ id: 99 }),
      "GET /v3/par/detail": () => ok(parent(99, "Han Mei", [])),
    });
    renderRoute("/admin/parents");
    await findRow("Parent 1");
    fireEvent.click(screen.getByTestId("parents-add"));
    await screen.findByTestId("parent-drawer");
    expect(screen.getByTestId("parent-children-after-save")).toBeTruthy();
    fireEvent.change(screen.getByTestId("parent-name"), { target: { value: "Han Mei" } });
    fireEvent.change(screen.getByTestId("parent-phone"), { target: { value: "12345" } });
    fireEvent.click(screen.getByTestId("parent-drawer-save"));
    expect(await screen.findByText("Enter a valid 11-digit mobile number")).toBeTruthy();
    expect(calls.filter((c) => c.init.method === "POST")).toHaveLength(0);

    fireEvent.change(screen.getByTestId("parent-phone"), { target: { value: "13912345678" } });
    fireEvent.click(screen.getByTestId("parent-drawer-save"));
    await waitFor(() => expect(posts(calls, "/v3/par/save")).toHaveLength(1));
    expect(posts(calls, "/v3/par/save")[0]).toMatchObject({ name: "Han Mei", phone: "13912345678" });
    expect(await screen.findByText("Edit parent: Han Mei")).toBeTruthy();
    expect(await screen.findByText("No children linked yet")).toBeTruthy();
    expect(screen.getByTestId("parent-add-child")).toBeTruthy();
  });

  it("shows the server's refusal of a taken phone inside the drawer", async () => {
    fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/par/page": parentPage,
      "POST /v3/par/save": () => refuse(400, "A parent of this school already has this phone"),
    });
    renderRoute("/admin/parents");
    await findRow("Parent 1");
    fireEvent.click(screen.getByTestId("parents-add"));
    fireEvent.change(await screen.findByTestId("parent-name"), { target: { value: "Dup" } });
    fireEvent.change(screen.getByTestId("parent-phone"), { target: { value: "13800000001" } });
    fireEvent.click(screen.getByTestId("parent-drawer-save"));
    expect((await screen.findByTestId("parent-drawer-error")).textContent).toContain(
      "A parent of this school already has this phone",
    );
  });

  it("links a child picked in the member picker with a relation, and unlinks one after confirmation", {
    timeout: 90_000,
  }, async () => {
    let children = [child(5, "Kid Five", "mother")];
    const { calls } = fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/par/page": parentPage,
      "GET /v3/stu/page": studentPage,
      "GET /v3/par/detail": () => ok(parent(1, "Parent 1", children)),
      "POST /v3/par/link": () => {
        children = [...children, child(8, "Pupil 8", "grandmother")];
        return ok(null);
      },
      "POST /v3/par/unlink": () => {
        children = children.filter((c) => c.id !== 5);
        return ok(null);
      },
    });
    renderRoute("/admin/parents");
    await findRow("Parent 1");
    fireEvent.click(screen.getByTestId("parent-edit-1"));
    const linked = await screen.findByTestId("parent-child-5");
    expect(linked.textContent).toContain("Kid Five");
    expect(linked.textContent).toContain("Mother");

    fireEvent.mouseDown(within(screen.getByTestId("parent-relation")).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Grandmother"));
    fireEvent.click(screen.getByTestId("parent-add-child"));
    const row = await screen.findByTestId("member-row-8");
    fireEvent.click(within(row).getByRole("radio"));
    fireEvent.click(screen.getByTestId("member-picker-ok"));
    await waitFor(() =>
      expect(posts(calls, "/v3/par/link")).toEqual([
        { parentId: 1, studentId: 8, relation: "grandmother", schoolId: 12 },
      ]),
    );
    expect((await screen.findByTestId("parent-child-8")).textContent).toContain("Grandmother");

    fireEvent.click(screen.getByTestId("parent-unlink-5"));
    expect((await screen.findAllByText("Unlink “Kid Five”?")).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId("confirm-cancel"));
    await waitFor(() => expect(screen.queryByTestId("confirm-cancel")).toBeNull());
    expect(posts(calls, "/v3/par/unlink")).toHaveLength(0);
    fireEvent.click(screen.getByTestId("parent-unlink-5"));
    fireEvent.click(await screen.findByTestId("confirm-ok"));
    await waitFor(() =>
      expect(posts(calls, "/v3/par/unlink")).toEqual([{ parentId: 1, studentId: 5, schoolId: 12 }]),
    );
    await waitFor(() => expect(screen.queryByTestId("parent-child-5")).toBeNull());
  });

  it("deletes a parent only after confirmation", async () => {
    const { calls } = fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/par/page": parentPage,
      "POST /v3/par/del": () => ok(null),
    });
    renderRoute("/admin/parents");
    await findRow("Parent 2");
    fireEvent.click(screen.getByTestId("parent-delete-2"));
    expect((await screen.findAllByText("Delete “Parent 2”?")).length).toBeGreaterThan(0);
    expect(
      screen.getByText("Their sign-in account and links to children are deleted too; this cannot be undone."),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId("confirm-cancel"));
    await waitFor(() => expect(screen.queryByTestId("confirm-cancel")).toBeNull());
    expect(posts(calls, "/v3/par/del")).toHaveLength(0);
    fireEvent.click(screen.getByTestId("parent-delete-2"));
    fireEvent.click(await screen.findByTestId("confirm-ok"));
    await waitFor(() => expect(posts(calls, "/v3/par/del")).toEqual([{ ids: [2], schoolId: 12 }]));
    expect(await screen.findByText("Deleted 1")).toBeTruthy();
  });
});
