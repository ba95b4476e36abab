import type { FormItem } from "@eos/forms-core";
import type { Scope } from "../fillKeys.ts";
import type { Cell } from "../fillStore.ts";

/** What every value control gets: its item and slot, the value, and how to change it. */
export type ControlProps = {
  item: FormItem;
  scope: Scope;
  /** Query state or query mode: show the value, never change it. */
  readOnly: boolean;
  cell: Cell;
  set: (val: string, valOther?: string) => void;
  /** The DOM id the label points at. */
  id: string;
  phone: boolean;
};
