import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Call } from "../../test/fetchMock.ts";
import { bodyOf, demoTree, fakeApi, ok, refuse, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { resetWriteAccess } from "./useWriteAccess.ts";

const posts = (calls: Call[], path: string) =>
  calls.filter((c) => c.url.pathname === `/api${path}`).map(bodyOf);
const treeNode = async (label: string) => within(await screen.findByTestId("org-tree")).findByText(label);

beforeEach(() => {
  resetWriteAccess();
  signInAsStaff();
});

describe("the organisation page", () => {
  it("shows the tree open to the classes and adds a class under the selected grade", async () => {
    const { calls } = fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "POST /v3/org/save": () => ok({ id: 40 }),
    });
    renderRoute("/admin/org");
    expect(await screen.findByRole("heading", { level: 1, name: "Organisation" })).toBeTruthy();
    fireEvent.click(await treeNode("Grade 1"));
    expect(screen.getByTestId("org-selected-name").textContent).toBe("Grade 1");
    expect(screen.queryByTestId("org-add-grade")).toBeNull();
    fireEvent.click(screen.getByTestId("org-add-class"));
    expect(await screen.findByText("New Class under “Grade 1”")).toBeTruthy();
    fireEvent.change(screen.getByTestId("org-unit-name"), { target: { value: "  Class 1-3 " } });
    fireEvent.click(screen.getByTestId("org-unit-save"));
    await waitFor(() => expect(posts(calls, "/v3/org/save")).toHaveLength(1));
    expect(posts(calls, "/v3/org/save")[0]).toMatchObject({ pid: 2, kind: "class", name: "Class 1-3" });
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === "/api/v3/org/tree")).toHaveLength(2));
  });

  it("asks for a name before saving", async () => {
    const { calls } = fakeApi({ "GET /v3/org/tree": () => ok(demoTree()) });
    renderRoute("/admin/org");
    fireEvent.click(await treeNode("Academic Office"));
    fireEvent.click(screen.getByTestId("org-add-dept"));
    fireEvent.click(await screen.findByTestId("org-unit-save"));
    expect(await screen.findByText("Enter a name")).toBeTruthy();
    expect(posts(calls, "/v3/org/save")).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "POST /v3/org/save": () => refuse(400, "A unit of that name exists"),
    });
    renderRoute("/admin/org");
    fireEvent.click(await treeNode("Class 1-1"));
    fireEvent.click(screen.getByTestId("org-rename"));
    const input = (await screen.findByTestId("org-unit-name")) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe("Class 1-1"));
    fireEvent.change(input, { target: { value: "Class 1-2" } });
    fireEvent.click(screen.getByTestId("org-unit-save"));
    expect(await screen.findByText("A unit of that name exists")).toBeTruthy();
    expect((screen.getByTestId("org-unit-name") as HTMLInputElement).value).toBe("Class 1-2");
  });

  it("deletes an empty unit after confirmation, and never offers to delete one with units under it", async () => {
    const { calls } = fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "POST /v3/org/del": () => ok(null),
    });
    renderRoute("/admin/org");
    fireEvent.click(await treeNode("Grade 2"));
    expect(screen.getByTestId("org-delete").hasAttribute("disabled")).toBe(true);
    fireEvent.click(await treeNode("Class 2-1"));
    fireEvent.click(screen.getByTestId("org-delete"));
    expect((await screen.findAllByText("Delete “Class 2-1”?")).length).toBeGreaterThan(0);
    expect(posts(calls, "/v3/org/del")).toHaveLength(0);
    fireEvent.click(screen.getByTestId("confirm-ok"));
    await waitFor(() => expect(posts(calls, "/v3/org/del")).toEqual([{ id: 6, schoolId: 12 }]));
  });

  it("moves a unit among its siblings and saves the whole order", async () => {
    const { calls } = fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "POST /v3/org/saveSort": () => ok(null),
    });
    renderRoute("/admin/org");
    fireEvent.click(await treeNode("Grade 1"));
    expect(screen.getByTestId("org-move-up").hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByTestId("org-move-down"));
    await waitFor(() => expect(posts(calls, "/v3/org/saveSort")).toHaveLength(1));
    expect(posts(calls, "/v3/org/saveSort")[0]).toMatchObject({ pid: 1, ids: [5, 2, 7] });
  });

  it("hides the write actions once the server answers 403", async () => {
    fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "POST /v3/org/saveSort": () => refuse(403, "No permission"),
    });
    renderRoute("/admin/org");
    fireEvent.click(await treeNode("Grade 1"));
    fireEvent.click(screen.getByTestId("org-move-down"));
    expect(await screen.findByText(/You can view but not change these/)).toBeTruthy();
    expect(screen.queryByTestId("org-add-class")).toBeNull();
    expect(screen.queryByTestId("org-move-down")).toBeNull();
  });

  it("offers a retry when the tree cannot be loaded", async () => {
    let fail = true;
    fakeApi({
      "GET /v3/org/tree": () => (fail ? { status: 502, raw: "Bad gateway" } : ok(demoTree())),
    });
    renderRoute("/admin/org");
    const retry = await screen.findByTestId("org-retry", {}, { timeout: 8000 });
    fail = false;
    fireEvent.click(retry);
    expect(await treeNode("Class 2-1")).toBeTruthy();
  });
});
