/** The UI side effects the API client causes, injectable so that tests (and the mobile kit) can swap them. */
export type ErrorListItem = { name: string; msg: string };

export type UiAdapter = {
  /** A short message that goes away by itself. */
  toast: (text: string) => void;
  /** A modal with one button; resolves when the user closes it. */
  confirm: (text: string) => Promise<void>;
  /** One modal listing several problems. */
  listDialog: (title: string, items: ReadonlyArray<ErrorListItem>) => void;
  /** Go to an in-app path ("/admin") or a full http(s) address. */
  navigate: (url: string) => void;
};

const browserNavigate = (url: string): void => {
  if (typeof window !== "undefined") window.location.assign(url);
};

const fallback: UiAdapter = {
  toast: (text) => console.warn(text),
  confirm: (text) => {
    if (typeof window !== "undefined" && typeof window.alert === "function") window.alert(text);
    return Promise.resolve();
  },
  listDialog: (title, items) => console.warn(title, items),
  navigate: browserNavigate,
};

let base: UiAdapter = fallback;
const overlays: Array<Partial<UiAdapter>> = [];

/** The same words again this soon add nothing: a page whose parts fail alike shows the failure once. */
const SAME_TOAST_MS = 3000;
const recentToasts = new Map<string, number>();

const toastOnce =
  (toast: UiAdapter["toast"]): UiAdapter["toast"] =>
  (text) => {
    const now = Date.now();
    const last = recentToasts.get(text);
    if (last !== undefined && now - last < SAME_TOAST_MS) return;
    if (recentToasts.size > 50) recentToasts.clear();
    recentToasts.set(text, now);
    toast(text);
  };

/** The adapter in force: the app's base adapter with any installed overlays on top (latest wins). */
export const ui = (): UiAdapter => {
  const adapter: UiAdapter = Object.assign({}, base, ...overlays);
  return { ...adapter, toast: toastOnce(adapter.toast) };
};

/** Sets the app-wide adapter; returns a restore function. */
export function setBaseUi(adapter: UiAdapter): () => void {
  const previous = base;
  base = adapter;
  return () => {
    base = previous;
  };
}

/** Sets how the app navigates (the router, installed by the root layout); returns a restore function. */
export function setBaseNavigate(navigate: UiAdapter["navigate"]): () => void {
  return setBaseUi({ ...base, navigate });
}

/** Lays (part of) an adapter over the base one (antd on PC pages, antd-mobile under /m/); returns a remove function. */
export function installUi(partial: Partial<UiAdapter>): () => void {
  overlays.push(partial);
  return () => {
    const index = overlays.indexOf(partial);
    if (index >= 0) overlays.splice(index, 1);
  };
}

export function resetUi(): void {
  base = fallback;
  overlays.length = 0;
  recentToasts.clear();
}
