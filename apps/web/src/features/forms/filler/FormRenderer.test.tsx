import type { FormItemWire } from "@eos/contracts";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../../i18n/i18n.ts";
import { option, wire, withI18n } from "../../../test/fillerTestKit.ts";
import { FormRenderer } from "./FormRenderer.tsx";
import { setRenderProbe } from "./fillContext.ts";
import { createFillStore } from "./fillStore.ts";

const nameField = wire({ id: 1, name: "Name", type: 1, isNull: "N" });
const ageField = wire({ id: 2, name: "Age", type: 19, typeJson: { rangeMin: 6, rangeMax: 18 } });

describe("FormRenderer", () => {
  it("clears a required field's error as soon as the user types in it", () => {
    const store = createFillStore();
    render(withI18n(<FormRenderer items={[nameField]} mode="fill" device="pc" store={store} />));
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => void store.validateAll());
    expect(screen.getByRole("alert").textContent).toBe("Name cannot be empty");
    fireEvent.change(screen.getByLabelText("*Name"), { target: { value: "Li Lei" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a range error while typing, in both languages", async () => {
    render(withI18n(<FormRenderer items={[ageField]} mode="fill" device="pc" />));
    fireEvent.change(screen.getByLabelText("Age"), { target: { value: "40" } });
    expect(screen.getByRole("alert").textContent).toBe("Age: enter 6 to 18");
    await act(() => changeLanguage("zh-CN"));
    expect(screen.getByRole("alert").textContent).toBe("Age\u8bf7\u8f93\u51656\u523018"); // zh-CN: "Age" + "please enter 6 to 18"
    fireEvent.change(screen.getByLabelText("Age"), { target: { value: "12" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says which numbers an item takes before any typing, in both languages", async () => {
    await act(() => changeLanguage("en-US"));
    const items: FormItemWire[] = [
      ageField,
      wire({ id: 3, name: "Weight", type: 20, typeJson: { rangeMin: 2 } }),
      wire({ id: 4, name: "Debt", type: 19, typeJson: { rangeMax: 0 } }),
      wire({ id: 5, name: "Note", type: 1, typeJson: { rangeMin: 1, rangeMax: 9 } }),
    ];
    const { container } = render(withI18n(<FormRenderer items={items} mode="fill" device="pc" />));
    const hints = () => [...container.querySelectorAll(".eos-fill-range")].map((el) => el.textContent);
    expect(hints()).toEqual(["A number from 6 to 18", "A number of at least 2", "A number of at most 0"]);
    expect(screen.queryByRole("alert")).toBeNull();
    await act(() => changeLanguage("zh-CN"));
    expect(hints()[0]).toBe("\u8bf7\u8f93\u5165 6 \u5230 18 \u4e4b\u95f4\u7684\u6570"); // "please enter a number from 6 to 18"
    await act(() => changeLanguage("en-US"));
  });

  it("recomputes a formula field when its inputs change", () => {
    const items: FormItemWire[] = [
      wire({ id: 1, name: "Price", type: 20 }),
      wire({ id: 2, name: "Count", type: 19 }),
      wire({ id: 3, name: "Total", type: 30, typeJson: { formula: "{1}*{2}", decimals: 2 } }),
    ];
    const { container } = render(withI18n(<FormRenderer items={items} mode="fill" device="pc" />));
    const total = () => container.querySelector("output")?.textContent;
    fireEvent.change(screen.getByLabelText("Price"), { target: { value: "2.5" } });
    fireEvent.change(screen.getByLabelText("Count"), { target: { value: "4" } });
    expect(total()).toBe("10");
    fireEvent.change(screen.getByLabelText("Count"), { target: { value: "3" } });
    expect(total()).toBe("7.5");
  });

  it("disables a full quota option and shows what remains of the others", () => {
    const items = [
      wire({
        id: 5,
        name: "Session",
        type: 4,
        optionInfos: [option(51, "Morning", { maxCount: 10 }), option(52, "Evening", { maxCount: 3 })],
      }),
    ];
    render(
      withI18n(
        <FormRenderer items={items} mode="fill" device="pc" optionCounts={{ "5": { "51": 7, "52": 3 } }} />,
      ),
    );
    expect(screen.getByText("3 left")).toBeTruthy();
    expect(screen.getByText("Full")).toBeTruthy();
    expect((screen.getByRole("radio", { name: /Evening/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole("radio", { name: /Morning/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it("renders values read-only in query mode", () => {
    const values = [
      { itemId: 1, val: "Li Lei", valOther: "", itemType: 1, recordNum: null, pid: null, hidden: false },
    ];
    render(
      withI18n(
        <FormRenderer items={[nameField, ageField]} mode="query" device="pc" initialValues={values} />,
      ),
    );
    expect(screen.getByText("Li Lei")).toBeTruthy();
    expect(screen.queryAllByRole("textbox")).toHaveLength(0);
  });

  it("re-renders only the control typed in on a keystroke", () => {
    const items = Array.from({ length: 30 }, (_, i) => wire({ id: i + 1, name: `Field ${i + 1}`, type: 1 }));
    const renders = new Map<string, number>();
    setRenderProbe((id) => renders.set(String(id), (renders.get(String(id)) ?? 0) + 1));
    try {
      render(withI18n(<FormRenderer items={items} mode="fill" device="pc" />));
      renders.clear();
      fireEvent.change(screen.getByLabelText("Field 7"), { target: { value: "x" } });
      expect([...renders.keys()]).toEqual(["7"]);
    } finally {
      setRenderProbe(null);
    }
  });
});
