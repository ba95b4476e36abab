import type { FormDraft, FormLintProblem } from "@eos/contracts";
import type { FormItem, ItemId } from "@eos/forms-core";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { fetchDraft, lintProblemsOf, releaseForm, saveDraft } from "./designerApi.ts";
import { type History, type HistoryAction, historyReducer, initialHistory } from "./history.ts";
import { applyIdMap, fromWire, hasTempIds, idMapOf, toWire } from "./wire.ts";

export type SaveState = "saved" | "dirty" | "saving" | "failed";

/** How long the designer waits after the last change before saving by itself. */
export const AUTOSAVE_MS = 1500;

const payloadOf = (items: FormItem[]) => JSON.stringify(toWire(items));

/**
 * The designer's state: the draft's item tree with undo and redo, the selection, saving (debounced autosave
 * plus an explicit save, learning the server's ids for new items) and release with its lint problems.
 */
export function useDesigner(formId: number) {
  const draft = useQuery({
    queryKey: ["forms", "draft", formId],
    queryFn: () => fetchDraft(formId),
    staleTime: Number.POSITIVE_INFINITY,
    // Not kept once the designer closes: opening it again (or a remount) must load the server's latest draft,
    // never the tree of an earlier visit, which a later save would write back over newer work.
    gcTime: 0,
    retry: false,
  });
  // The history lives in a ref as well, so that saving always reads the latest tree, not the last render's.
  const historyRef = useRef<History>(initialHistory());
  const [history, setHistory] = useState<History>(historyRef.current);
  const dispatch = useCallback((action: HistoryAction) => {
    historyRef.current = historyReducer(historyRef.current, action);
    setHistory(historyRef.current);
  }, []);
  const [selectedId, setSelectedId] = useState<ItemId | null>(null);
  const [saveState, setSaveState] = useState<SaveState>("saved");
  const [meta, setMeta] = useState<Pick<FormDraft, "name" | "settings" | "version" | "draftChanged"> | null>(
    null,
  );
  const [problems, setProblems] = useState<FormLintProblem[] | null>(null);
  const savedPayload = useRef<string>("[]");
  const saving = useRef<Promise<boolean> | null>(null);

  const loaded = draft.data;
  useEffect(() => {
    if (!loaded) return;
    const items = fromWire(loaded.items);
    savedPayload.current = payloadOf(items);
    dispatch({ type: "reset", items });
    setMeta({
      name: loaded.name,
      settings: loaded.settings,
      version: loaded.version,
      draftChanged: loaded.draftChanged,
    });
    setSaveState("saved");
  }, [loaded]);

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const snapshot = historyRef.current.present;
    const payload = payloadOf(snapshot);
    if (payload === savedPayload.current) {
      setSaveState("saved");
      return true;
    }
    setSaveState("saving");
    try {
      const answer = await saveDraft(formId, toWire(snapshot));
      let savedAs = payload;
      if (hasTempIds(snapshot)) {
        const serverItems = Array.isArray(answer?.items) ? answer.items : (await fetchDraft(formId)).items;
        const map = idMapOf(snapshot, fromWire(serverItems));
        dispatch({ type: "map", fn: (items) => applyIdMap(items, map) });
        setSelectedId((id) => (id == null ? id : (map.get(String(id)) ?? id)));
        savedAs = payloadOf(applyIdMap(snapshot, map));
      }
      savedPayload.current = savedAs;
      setMeta((m) => (m ? { ...m, draftChanged: true } : m));
      setSaveState("saved");
      return true;
    } catch {
      setSaveState("failed");
      return false;
    }
  }, [formId]);

  /** Saves now; a save already running finishes first and then this one sends the latest tree. */
  const save = useCallback(async (): Promise<boolean> => {
    while (saving.current) await saving.current;
    const run = saveOnce();
    saving.current = run;
    try {
      return await run;
    } finally {
      saving.current = null;
    }
  }, [saveOnce]);

  useEffect(() => {
    if (!loaded) return;
    if (payloadOf(history.present) === savedPayload.current) return;
    setSaveState((s) => (s === "saving" ? s : "dirty"));
    const timer = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [history.present, loaded, save]);

  // Leaving with changes not yet saved: the browser asks first, and leaving within the app saves them.
  const unsaved = saveState !== "saved";
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [unsaved]);
  const hasLoaded = Boolean(loaded);
  useEffect(() => {
    if (!hasLoaded) return;
    return () => {
      const items = historyRef.current.present;
      if (payloadOf(items) !== savedPayload.current)
        void saveDraft(formId, toWire(items), undefined, true).catch(() => undefined);
    };
  }, [formId, hasLoaded]);

  const change = useCallback(
    (items: FormItem[], key?: string) => dispatch({ type: "change", items, key }),
    [],
  );

  const release = useCallback(async (): Promise<{ version: number } | null> => {
    if (!(await save())) return null;
    try {
      const done = await releaseForm(formId);
      setProblems(null);
      setMeta((m) => (m ? { ...m, version: done.version, draftChanged: false } : m));
      return { version: done.version };
    } catch (error) {
      const list = lintProblemsOf(error);
      if (list) {
        setProblems(list);
        return null;
      }
      throw error;
    }
  }, [formId, save]);

  /** Renames the form: the latest items are saved first, then sent again with the new name. */
  const rename = useCallback(
    async (name: string): Promise<boolean> => {
      if (!(await save())) return false;
      await saveDraft(formId, toWire(historyRef.current.present), name);
      setMeta((m) => (m ? { ...m, name, draftChanged: true } : m));
      return true;
    },
    [formId, save],
  );

  return {
    formId,
    draft,
    rename,
    meta,
    setMeta,
    items: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo: () => dispatch({ type: "undo" }),
    redo: () => dispatch({ type: "redo" }),
    change,
    selectedId,
    select: setSelectedId,
    saveState,
    save,
    release,
    problems,
    clearProblems: () => setProblems(null),
  };
}

export type Designer = ReturnType<typeof useDesigner>;
