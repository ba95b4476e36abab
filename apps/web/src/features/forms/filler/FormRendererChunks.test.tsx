import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { wire, withI18n } from "../../../test/fillerTestKit.ts";
import { FIRST_ITEMS, FormRenderer } from "./FormRenderer.tsx";
import { createFillStore } from "./fillStore.ts";

const many = Array.from({ length: 80 }, (_, i) => wire({ id: i + 1, name: `Field ${i + 1}`, type: 1 }));

describe("FormRenderer on a long form", () => {
  it("mounts the first screenful at once, the rest in the background, and takes input meanwhile", async () => {
    performance.clearMarks();
    const store = createFillStore();
    const view = render(withI18n(<FormRenderer items={many} mode="fill" device="pc" store={store} />));
    const first = view.container.querySelectorAll(".eos-fill-field").length;
    expect(first).toBeGreaterThanOrEqual(FIRST_ITEMS);
    expect(performance.getEntriesByName("form-ready")).toHaveLength(1);
    fireEvent.change(screen.getByLabelText("Field 1"), { target: { value: "typed" } });
    expect(store.cell(1, { pid: null, recordNum: null }).val).toBe("typed");
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(view.container.querySelectorAll(".eos-fill-field")).toHaveLength(80);
    expect(screen.getByLabelText("Field 80")).toBeTruthy();
    expect((screen.getByLabelText("Field 1") as HTMLInputElement).value).toBe("typed");
    expect(performance.getEntriesByName("form-complete").length).toBeGreaterThan(0);
  });
});
