import { act, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "../i18n/i18n.ts";
import { GlobalLoading } from "./GlobalLoading.tsx";
import { createLoadingStore, loadingStore } from "./loadingStore.ts";

describe("the loading indicator (SPEC 9)", () => {
  it("appears only after 100 ms of pending requests", () => {
    vi.useFakeTimers();
    const store = createLoadingStore();
    store.begin();
    vi.advanceTimersByTime(99);
    expect(store.isVisible()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.isVisible()).toBe(true);
    store.end();
    expect(store.isVisible()).toBe(false);
  });

  it("never shows for calls that finish within 100 ms", () => {
    vi.useFakeTimers();
    const store = createLoadingStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.begin();
    vi.advanceTimersByTime(60);
    store.end();
    vi.advanceTimersByTime(1000);
    expect(store.isVisible()).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });

  it("stays while any of several calls is pending", () => {
    vi.useFakeTimers();
    const store = createLoadingStore();
    store.begin();
    store.begin();
    vi.advanceTimersByTime(100);
    store.end();
    expect(store.isVisible()).toBe(true);
    store.end();
    expect(store.isVisible()).toBe(false);
    expect(store.pending()).toBe(0);
  });

  it("is force-cleared after 120 s even if a call never settles", () => {
    vi.useFakeTimers();
    const store = createLoadingStore();
    store.begin();
    vi.advanceTimersByTime(119_999);
    expect(store.isVisible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.isVisible()).toBe(false);
    expect(store.pending()).toBe(0);
    store.end();
    expect(store.pending()).toBe(0);
  });

  it("<GlobalLoading/> shows a progress bar while the app-wide store is visible", () => {
    vi.useFakeTimers();
    render(
      <I18nextProvider i18n={i18n}>
        <GlobalLoading />
      </I18nextProvider>,
    );
    expect(screen.queryByTestId("global-loading")).toBeNull();
    act(() => {
      loadingStore.begin();
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole("progressbar", { name: "Loading…" })).toBeTruthy();
    act(() => loadingStore.end());
    expect(screen.queryByTestId("global-loading")).toBeNull();
  });
});
