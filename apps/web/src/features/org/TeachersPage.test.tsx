import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Call } from "../../test/fetchMock.ts";
import { bodyOf, demoTree, fakeApi, ok, refuse, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { resetWriteAccess } from "./useWriteAccess.ts";

const teachers = [
  {
    id: 1,
    name: "Wang Fang",
    gender: 2,
    phone: "13800000001",
    subject: null,
    isAdmin: true,
    account: "admin",
    createdAt: "2026-09-01T08:00:00.000Z",
  },
  {
    id: 2,
    name: "Li Ming",
    gender: 1,
    phone: null,
    subject: "Maths",
    isAdmin: false,
    account: "t001",
    createdAt: "2026-09-01T08:00:00.000Z",
  },
];

const posts = (calls: Call[]) => calls.filter((c) => c.init.method === "POST").map(bodyOf);

beforeEach(() => {
  resetWriteAccess();
  signInAsStaff();
});

describe("the teachers page", () => {
  it("adds a teacher once the mobile number is valid", async () => {
    const { calls } = fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/tea/page": () => ok({ list: teachers, total: 2, page: 1, size: 20 }),
      "POST /v3/tea/save": () => ok({ id: 3 }),
    });
    renderRoute("/admin/teachers");
    expect(await screen.findByRole("heading", { level: 1, name: "Teachers" })).toBeTruthy();
    expect(
      await within(await screen.findByTestId("teachers-table")).findByText("Administrator"),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId("teachers-add"));
    fireEvent.change(await screen.findByTestId("teacher-name"), { target: { value: "Zhao Lei" } });
    fireEvent.change(screen.getByTestId("teacher-account"), { target: { value: "zhaolei" } });
    fireEvent.change(screen.getByTestId("teacher-phone"), { target: { value: "12800000000" } });
    fireEvent.click(screen.getByTestId("teacher-drawer-save"));
    expect(await screen.findByText("Enter a valid 11-digit mobile number")).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    fireEvent.change(screen.getByTestId("teacher-phone"), { target: { value: "13912345678" } });
    fireEvent.change(screen.getByTestId("teacher-subject"), { target: { value: " Science " } });
    fireEvent.click(screen.getByTestId("teacher-drawer-save"));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toEqual({
      name: "Zhao Lei",
      account: "zhaolei",
      phone: "13912345678",
      subject: "Science",
      isAdmin: false,
      schoolId: 12,
    });
  });

  it("edits a teacher, sending their id with the changed fields", async () => {
    const { calls } = fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/tea/page": () => ok({ list: teachers, total: 2, page: 1, size: 20 }),
      "POST /v3/tea/save": () => ok({ id: 2 }),
    });
    renderRoute("/admin/teachers");
    fireEvent.click(await screen.findByTestId("teacher-edit-2"));
    await waitFor(() =>
      expect((screen.getByTestId("teacher-subject") as HTMLInputElement).value).toBe("Maths"),
    );
    fireEvent.change(screen.getByTestId("teacher-subject"), { target: { value: "Physics" } });
    fireEvent.click(screen.getByTestId("teacher-drawer-save"));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({
      id: 2,
      name: "Li Ming",
      account: "t001",
      gender: 1,
      subject: "Physics",
    });
  });

  it("keeps the list when the server refuses a delete, and turns read-only after a 403", async () => {
    const { calls } = fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/tea/page": () => ok({ list: teachers, total: 2, page: 1, size: 20 }),
      "POST /v3/tea/del": () => refuse(403, "No permission"),
    });
    renderRoute("/admin/teachers");
    fireEvent.click(await screen.findByTestId("teacher-delete-2"));
    fireEvent.click(await screen.findByTestId("confirm-ok"));
    await waitFor(() => expect(posts(calls)).toEqual([{ ids: [2], schoolId: 12 }]));
    await waitFor(() => expect(screen.queryByTestId("teachers-add")).toBeNull());
    expect(screen.queryByTestId("teacher-edit-1")).toBeNull();
    expect(screen.getByText(/You can view but not change these/)).toBeTruthy();
    expect(within(screen.getByTestId("teachers-table")).getByText("Li Ming")).toBeTruthy();
  });
});
