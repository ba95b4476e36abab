import { compileForm, parseForm } from "@eos/forms-core";
import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { wire } from "../../../test/fillerTestKit.ts";
import { TOP } from "./fillKeys.ts";
import { createFillStore, type FillStore } from "./fillStore.ts";
import { DRAFT_DELAY_MS, useDraftAutosave } from "./useDraftAutosave.ts";

function Probe({ store, save }: { store: FillStore; save: (leaving: boolean) => Promise<unknown> }) {
  useDraftAutosave(store, true, save);
  return null;
}

describe("useDraftAutosave", () => {
  // The shared cleanup waits on timers to unmount: give it real ones back.
  afterEach(() => {
    vi.useRealTimers();
  });
  it("saves 3 s after the last change, and only once per change", async () => {
    vi.useFakeTimers();
    const form = compileForm(parseForm([wire({ id: 1, name: "Name", type: 1 })]).items);
    const store = createFillStore();
    store.load(form, { states: new Map() });
    const save = vi.fn(async (_leaving: boolean) => null);
    render(<Probe store={store} save={save} />);
    const item = form.items[0];
    act(() => store.setValue(item, TOP, "a"));
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS - 500));
    act(() => store.setValue(item, TOP, "ab"));
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS - 1));
    expect(save).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenLastCalledWith(false);
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS * 2));
    expect(save).toHaveBeenCalledTimes(1);
  });
});
