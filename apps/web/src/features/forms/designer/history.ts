import type { FormItem } from "@eos/forms-core";

/**
 * Undo and redo over snapshots of the item tree. Edits of one field in quick succession (typing) share one
 * step: a change with the same coalesce key within `coalesceMs` replaces the present instead of pushing.
 */
export type History = {
  past: FormItem[][];
  present: FormItem[];
  future: FormItem[][];
  lastKey: string | null;
  lastAt: number;
};

export const HISTORY_LIMIT = 100;
export const COALESCE_MS = 1000;

export type HistoryAction =
  | { type: "reset"; items: FormItem[] }
  | { type: "change"; items: FormItem[]; key?: string; at?: number }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "map"; fn: (items: FormItem[]) => FormItem[] };

export const initialHistory = (items: FormItem[] = []): History => ({
  past: [],
  present: items,
  future: [],
  lastKey: null,
  lastAt: 0,
});

export function historyReducer(state: History, action: HistoryAction): History {
  switch (action.type) {
    case "reset":
      return initialHistory(action.items);
    case "change": {
      if (action.items === state.present) return state;
      const at = action.at ?? Date.now();
      const key = action.key ?? null;
      const coalesce = key !== null && key === state.lastKey && at - state.lastAt < COALESCE_MS;
      const past = coalesce ? state.past : [...state.past, state.present].slice(-HISTORY_LIMIT);
      return { past, present: action.items, future: [], lastKey: key, lastAt: at };
    }
    case "undo": {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        lastKey: null,
        lastAt: 0,
      };
    }
    case "redo": {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { past: [...state.past, state.present], present: next, future: rest, lastKey: null, lastAt: 0 };
    }
    case "map":
      return {
        ...state,
        past: state.past.map(action.fn),
        present: action.fn(state.present),
        future: state.future.map(action.fn),
      };
  }
}
