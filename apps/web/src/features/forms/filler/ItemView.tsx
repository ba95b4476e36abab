import { type FormItem, specOf } from "@eos/forms-core";
import { memo, useCallback } from "react";
import { controlFor } from "./controls/controlTable.tsx";
import { controlId, FieldShell } from "./FieldShell.tsx";
import { probeRender, useCell, useFillEnv } from "./fillContext.ts";
import type { Scope } from "./fillKeys.ts";
import { GroupView } from "./GroupView.tsx";
import { LayoutView } from "./LayoutView.tsx";
import { StaticView } from "./StaticView.tsx";

/** A value-bearing item: subscribes to its own slot only. */
const ValueItem = memo(function ValueItem({ item, scope }: { item: FormItem; scope: Scope }) {
  const { store, mode, device } = useFillEnv();
  probeRender(item.id);
  const cell = useCell(item.id, scope);
  const { pid, recordNum } = scope;
  const set = useCallback(
    (val: string, valOther?: string) => store.setValue(item, { pid, recordNum }, val, valOther),
    [store, item, pid, recordNum],
  );
  const state = store.state(item.id);
  if (state === "Hidden") return null;
  const readOnly = mode === "query" || state === "Query";
  const Control = controlFor(item);
  const id = controlId(item, scope);
  return (
    <FieldShell item={item} scope={scope} readOnly={readOnly}>
      <Control
        item={item}
        scope={scope}
        readOnly={readOnly}
        cell={cell}
        set={set}
        id={id}
        phone={device === "phone"}
      />
    </FieldShell>
  );
});

/** Renders one item of any kind in a scope: value controls, group forms, layout containers, static content. */
export const ItemView = memo(function ItemView({ item, scope }: { item: FormItem; scope: Scope }) {
  const { store } = useFillEnv();
  const spec = specOf(item);
  if (store.state(item.id) === "Hidden") return null;
  if (!spec) return <StaticView item={item} />;
  if (spec.recordScoped) return <GroupView group={item} scope={scope} />;
  if (spec.holdsValue) return <ValueItem item={item} scope={scope} />;
  if (spec.holdsChildren) return <LayoutView item={item} scope={scope} />;
  return <StaticView item={item} />;
});

export function ItemList({ items, scope }: { items: readonly FormItem[]; scope: Scope }) {
  return (
    <>
      {items.map((item) => (
        <ItemView key={String(item.id)} item={item} scope={scope} />
      ))}
    </>
  );
}
