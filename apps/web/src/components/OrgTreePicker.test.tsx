import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../app/AppProviders.tsx";
import { demoTree, fakeApi, ok, signInAsStaff } from "../test/peopleTestKit.ts";
import { OrgTreePicker } from "./OrgTreePicker.tsx";

/** antd opens the dropdown on a mouse-down on the select itself. */
const open = async () => {
  await waitFor(() => expect(document.querySelector(".ant-select-disabled")).toBeNull());
  const box = await screen.findByRole("combobox");
  fireEvent.mouseDown(box.closest(".ant-select") as HTMLElement);
  return box;
};

const option = (label: string) =>
  [...document.querySelectorAll<HTMLElement>(".ant-select-tree-treenode")].find(
    (n) => n.querySelector(".ant-select-tree-title")?.textContent === label,
  );

describe("OrgTreePicker", () => {
  it("offers only classes when limited to classes, grouped under their grades, and returns the picked id", async () => {
    signInAsStaff();
    fakeApi({ "GET /v3/org/tree": () => ok(demoTree()) });
    const onChange = vi.fn();
    render(
      <AppProviders>
        <OrgTreePicker kinds={["class"]} onChange={onChange} data-testid="picker" />
      </AppProviders>,
    );
    await open();
    await waitFor(() => expect(option("Class 1-2")).toBeTruthy());
    expect(option("Academic Office")).toBeUndefined();
    fireEvent.click(option("Grade 1")?.querySelector(".ant-select-tree-title") as HTMLElement);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(option("Class 1-2")?.querySelector(".ant-select-tree-title") as HTMLElement);
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it("finds units by name as the user types", async () => {
    signInAsStaff();
    fakeApi({ "GET /v3/org/tree": () => ok(demoTree()) });
    render(
      <AppProviders>
        <OrgTreePicker />
      </AppProviders>,
    );
    const box = await open();
    await waitFor(() => expect(option("Class 2-1")).toBeTruthy());
    fireEvent.change(box, { target: { value: "2-1" } });
    await waitFor(() => expect(option("Class 1-1")).toBeUndefined());
    expect(option("Class 2-1")).toBeTruthy();
  });

  it("picks several units and hands back all their ids", async () => {
    signInAsStaff();
    fakeApi({ "GET /v3/org/tree": () => ok(demoTree()) });
    const onChange = vi.fn();
    const { rerender } = render(
      <AppProviders>
        <OrgTreePicker multiple value={[3]} onChange={onChange} />
      </AppProviders>,
    );
    await open();
    await waitFor(() => expect(option("Academic Office")).toBeTruthy());
    fireEvent.click(option("Academic Office")?.querySelector(".ant-select-tree-title") as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith([3, 7]);
    rerender(
      <AppProviders>
        <OrgTreePicker multiple value={[3, 7]} onChange={onChange} data-testid="multi" />
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByTestId("multi").textContent).toContain("Academic Office"));
  });

  it("says so when the tree cannot be loaded", async () => {
    signInAsStaff();
    fakeApi({
      "GET /v3/org/tree": () => ({
        status: 500,
        body: { success: false, errorCode: -1, errorDesc: "boom", data: null },
      }),
    });
    render(
      <AppProviders>
        <OrgTreePicker />
      </AppProviders>,
    );
    expect(await screen.findByText("Could not load the organisation", {}, { timeout: 8000 })).toBeTruthy();
  });
});
