import { Limits } from "@eos/contracts";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createClickLock } from "./clickLock.ts";
import { useClickLock } from "./useClickLock.ts";

describe("the 2000 ms click lock (SPEC 4)", () => {
  it("createClickLock ignores repeat calls within the window and accepts the next one after", () => {
    vi.useFakeTimers();
    const fn = vi.fn((n: number) => n * 2);
    const locked = createClickLock(fn);
    expect(locked(1)).toBe(2);
    expect(locked(2)).toBeUndefined();
    vi.advanceTimersByTime(Limits.clickLockMs - 1);
    expect(locked(3)).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(locked(4)).toBe(8);
    expect(fn.mock.calls).toEqual([[1], [4]]);
  });

  it("createClickLock takes a custom window", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const locked = createClickLock(fn, 500);
    locked();
    vi.advanceTimersByTime(499);
    locked();
    vi.advanceTimersByTime(1);
    locked();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("useClickLock keeps one window across re-renders and calls the latest handler", () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ fn }) => useClickLock(fn), { initialProps: { fn: first } });
    act(() => {
      result.current();
    });
    rerender({ fn: second });
    act(() => {
      result.current();
    });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(Limits.clickLockMs);
    act(() => {
      result.current();
    });
    expect(second).toHaveBeenCalledTimes(1);
  });
});
