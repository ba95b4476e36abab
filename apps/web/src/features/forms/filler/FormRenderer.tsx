import type { FormItemWire, StoredValue } from "@eos/contracts";
import {
  type CompiledForm,
  compileForm,
  computeFieldStates,
  parseForm,
  readCustomForm,
} from "@eos/forms-core";
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLanguage } from "../../../i18n/useLanguage.ts";
import { FillContext, type FillEnv } from "./fillContext.ts";
import { TOP } from "./fillKeys.ts";
import type { StartValue } from "./fillLoad.ts";
import { createFillStore, type FillStore } from "./fillStore.ts";
import { ItemList } from "./ItemView.tsx";
import "./filler.css";

export type FormRendererProps = {
  /** Serialised items from the API (parsed here with forms-core parseForm). */
  items: readonly FormItemWire[];
  /** query = read-only view; preview = fill without submitting. */
  mode: "fill" | "query" | "preview";
  device: "pc" | "phone";
  optionCounts?: Record<string, Record<string, number>>;
  initialValues?: readonly StoredValue[];
  /** From createFillStore(); created internally when absent. */
  store?: FillStore;
  /** Editing a stored value: defaults are not applied. */
  formValId?: number | null;
  /** A saved draft to start from (ignored when editing). */
  draft?: readonly StartValue[];
  /** The raw customForm query parameter (SPEC 2): pre-fills values, can only narrow states. */
  customForm?: string | null;
  /** SPEC 4 permission type: 1 query, 2 add/edit, 3 query unless adding. */
  permissionType?: 1 | 2 | 3;
  /** The form being filled: QR code items read its QR variables. */
  formId?: number;
};

type LoadInput = Omit<FormRendererProps, "items" | "device" | "store" | "formId"> & { form: CompiledForm };

const loadStore = (store: FillStore, input: LoadInput) => {
  const { form, mode, formValId, customForm } = input;
  const editing = formValId !== undefined && formValId !== null;
  const preset = customForm ? readCustomForm(form, customForm) : undefined;
  const states = computeFieldStates(
    form,
    { permissionType: mode === "query" ? 1 : (input.permissionType ?? 2), mode: editing ? "edit" : "add" },
    preset?.states,
  );
  store.load(form, {
    states,
    formValId: editing ? formValId : null,
    values: editing ? input.initialValues : (input.draft ?? input.initialValues),
    preset: preset?.values,
    optionCounts: input.optionCounts,
    readOnly: mode === "query",
  });
};

/** Top-level items in the first commit (more than a screenful), then per background (transition) commit. */
export const FIRST_ITEMS = 14;
export const ITEMS_PER_CHUNK = 25;

/**
 * How many top-level items to mount: the first screenful at once, the rest in interruptible transition
 * renders, so the form takes input early and typing stays responsive while the rest mounts.
 */
function useProgressiveCount(form: CompiledForm): number {
  const total = form.items.length;
  const [progress, setProgress] = useState(() => ({ form, shown: Math.min(total, FIRST_ITEMS) }));
  let shown = progress.shown;
  if (progress.form !== form) {
    shown = Math.min(total, FIRST_ITEMS);
    setProgress({ form, shown });
  }
  useEffect(() => {
    if (shown >= total) return;
    startTransition(() =>
      setProgress((p) => (p.form === form ? { form, shown: Math.min(total, p.shown + ITEMS_PER_CHUNK) } : p)),
    );
  }, [form, shown, total]);
  return shown;
}

/**
 * Renders a form for filling, previewing or reading. Values live in a FillStore outside React; each control
 * subscribes to its own slot, so typing re-renders only what changed.
 */
export function FormRenderer(props: FormRendererProps) {
  const { items, mode, device, optionCounts, initialValues, formValId, draft, customForm, permissionType } =
    props;
  const [own] = useState(createFillStore);
  const store = props.store ?? own;
  const { language: lang } = useLanguage();
  const form = useMemo(() => {
    performance.mark("form-compile-start");
    return compileForm(parseForm(items).items);
  }, [items]);
  const input = useMemo<LoadInput>(
    () => ({ form, mode, optionCounts, initialValues, formValId, draft, customForm, permissionType }),
    [form, mode, optionCounts, initialValues, formValId, draft, customForm, permissionType],
  );
  const loaded = useRef<{ input: LoadInput; store: FillStore } | null>(null);
  // The first load happens before the items render, so every control reads its value at once; later
  // changes (another value, another form) load in a layout effect, which may notify mounted controls.
  if (loaded.current === null) {
    performance.mark("form-load-start");
    loadStore(store, input);
    performance.mark("form-load-end");
    loaded.current = { input, store };
  }
  useLayoutEffect(() => {
    if (loaded.current?.input === input && loaded.current.store === store) return;
    loadStore(store, input);
    loaded.current = { input, store };
  }, [input, store]);
  const shown = useProgressiveCount(form);
  const visible = useMemo(
    () => (shown >= form.items.length ? form.items : form.items.slice(0, shown)),
    [form, shown],
  );
  // form-ready: the first screenful is mounted and takes input; form-complete: every item is mounted.
  useLayoutEffect(() => {
    performance.mark("form-ready");
  }, [form]);
  const complete = shown >= form.items.length;
  useEffect(() => {
    if (complete) performance.mark("form-complete");
  }, [form, complete]);
  const formId = props.formId;
  const env: FillEnv = useMemo(
    () => ({ store, mode, device, lang, formId, formValId }),
    [store, mode, device, lang, formId, formValId],
  );
  return (
    <FillContext.Provider value={env}>
      <div className={device === "phone" ? "eos-fill eos-fill-phone" : "eos-fill eos-fill-pc"}>
        <ItemList items={visible} scope={TOP} />
      </div>
    </FillContext.Provider>
  );
}
