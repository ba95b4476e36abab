import { Limits } from "@eos/contracts";

export type LoadingStore = {
  begin: () => void;
  end: () => void;
  isVisible: () => boolean;
  pending: () => number;
  subscribe: (listener: () => void) => () => void;
};

/**
 * Counts pending requests. The indicator shows only once something has been pending for `delayMs`
 * (fast calls never flash it) and is force-cleared after `forceClearMs` so a hung call cannot block the page.
 */
export function createLoadingStore(
  delayMs: number = Limits.loadingDelayMs,
  forceClearMs: number = Limits.loadingForceClearMs,
): LoadingStore {
  let count = 0;
  let visible = false;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let clearTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const setVisible = (next: boolean) => {
    if (visible === next) return;
    visible = next;
    for (const listener of listeners) listener();
  };
  const stopTimers = () => {
    clearTimeout(showTimer);
    clearTimeout(clearTimer);
    showTimer = undefined;
    clearTimer = undefined;
  };
  const reset = () => {
    count = 0;
    stopTimers();
    setVisible(false);
  };

  return {
    begin() {
      count += 1;
      if (count !== 1) return;
      showTimer = setTimeout(() => setVisible(count > 0), delayMs);
      clearTimer = setTimeout(reset, forceClearMs);
    },
    end() {
      if (count === 0) return;
      count -= 1;
      if (count === 0) reset();
    },
    isVisible: () => visible,
    pending: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app-wide store that the request function feeds and <GlobalLoading/> shows. */
export const loadingStore = createLoadingStore();
