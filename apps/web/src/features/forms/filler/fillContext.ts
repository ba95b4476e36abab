import type { FormItem, ItemId, Lang } from "@eos/forms-core";
import { createContext, useCallback, useContext, useSyncExternalStore } from "react";
import { i18n } from "../../../i18n/i18n.ts";
import { cellKey, recordsKey, type Scope } from "./fillKeys.ts";
import { type Cell, type CellError, errorTopic, type FillStore, recordsTopic } from "./fillStore.ts";

export type FillMode = "fill" | "query" | "preview";
export type Device = "pc" | "phone";

export type FillEnv = {
  store: FillStore;
  mode: FillMode;
  device: Device;
  lang: Lang;
  formId?: number;
  /** The stored value shown or edited, if any: its files can be sent to the reader's messages. */
  formValId?: number | null;
};

export const FillContext = createContext<FillEnv | null>(null);

export function useFillEnv(): FillEnv {
  const env = useContext(FillContext);
  if (!env) throw new Error("FillContext missing");
  return env;
}

type FillTextKey = "formsFiller.input" | "formsFiller.choose";
const fillTexts = new Map<string, string>();

/**
 * The controls' fixed placeholders in the form's language, looked up once per language instead of one
 * i18next subscription and lookup per control (a long form has hundreds); re-rendered through FillEnv.lang.
 */
export function useFillText(): (key: FillTextKey) => string {
  const { lang } = useFillEnv();
  return (key) => {
    const cacheKey = `${lang}|${key}`;
    const hit = fillTexts.get(cacheKey);
    if (hit !== undefined) return hit;
    const text = i18n.t(key, { lng: lang });
    if (i18n.exists(key, { lng: lang })) fillTexts.set(cacheKey, text);
    return text;
  };
}

/** One slot's value: the control re-renders only when this slot changes. */
export function useCell(itemId: ItemId, scope: Scope): Cell {
  const { store } = useFillEnv();
  const key = cellKey(itemId, scope);
  const subscribe = useCallback((l: () => void) => store.subscribe(key, l), [store, key]);
  const { pid, recordNum } = scope;
  return useSyncExternalStore(subscribe, () => store.cell(itemId, { pid, recordNum }));
}

export function useCellError(itemId: ItemId, scope: Scope): CellError | null {
  const { store } = useFillEnv();
  const key = cellKey(itemId, scope);
  const subscribe = useCallback((l: () => void) => store.subscribe(errorTopic(key), l), [store, key]);
  const { pid, recordNum } = scope;
  return useSyncExternalStore(subscribe, () => store.error(itemId, { pid, recordNum }));
}

export function useRecords(group: FormItem, outer: Scope): readonly number[] {
  const { store } = useFillEnv();
  const key = recordsKey(group.id, outer.recordNum);
  const subscribe = useCallback((l: () => void) => store.subscribe(recordsTopic(key), l), [store, key]);
  const { pid, recordNum } = outer;
  return useSyncExternalStore(subscribe, () => store.records(group.id, { pid, recordNum }));
}

/** Test-only probe: called once per control render, so tests can count what a keystroke re-renders. */
let renderProbe: ((itemId: ItemId) => void) | null = null;
export const setRenderProbe = (probe: ((itemId: ItemId) => void) | null) => {
  renderProbe = probe;
};
export const probeRender = (itemId: ItemId) => renderProbe?.(itemId);
