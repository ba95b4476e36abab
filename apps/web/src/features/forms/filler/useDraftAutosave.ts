import { useEffect, useRef } from "react";
import type { FillStore } from "./fillStore.ts";

/** How long after the last change a draft is saved. */
export const DRAFT_DELAY_MS = 3000;

/**
 * Saves the store as a draft (task/addDrafts) 3 s after the last change, and when the page is hidden or left
 * (visibilitychange, pagehide) with a keepalive call. `save(items, leaving)` does the call.
 */
export function useDraftAutosave(
  store: FillStore,
  enabled: boolean,
  save: (leaving: boolean) => Promise<unknown> | undefined,
): { markSaved: () => void } {
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    if (!enabled) return;
    const flush = (leaving: boolean) => {
      clearTimeout(timer.current);
      if (!dirty.current) return;
      dirty.current = false;
      void saveRef.current(leaving)?.catch(() => {
        dirty.current = true;
      });
    };
    const off = store.onChange(() => {
      dirty.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(false), DRAFT_DELAY_MS);
    });
    const onHide = () => {
      if (document.visibilityState === "hidden") flush(true);
    };
    const onPageHide = () => flush(true);
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      off();
      clearTimeout(timer.current);
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onPageHide);
      // Leaving the page inside the app: save what is pending now.
      flush(true);
    };
  }, [store, enabled]);
  /** Nothing pending any more (called as a submit starts, so no draft lands after the value). */
  const markSaved = () => {
    dirty.current = false;
    clearTimeout(timer.current);
  };
  return { markSaved };
}
