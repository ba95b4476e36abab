/**
 * Item and option ids of incoming form items, before forms-core parses them (it needs an id on every item).
 * Items without a numeric id get one from the sequence; a designer's temporary ids (strings) are replaced and
 * formula references to them (`{tempId}`) follow. Options without an id get one unique within their item.
 */
type Raw = Record<string, unknown>;

/** More items than any real form holds; stops one request from draining the sequence. */
export const MAX_ITEMS = 2000;

const isObject = (x: unknown): x is Raw => typeof x === "object" && x !== null && !Array.isArray(x);

/** A saved item id: a positive safe integer, or its decimal string. */
export const numericId = (raw: unknown): number | null => {
  if (typeof raw === "number") return Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  if (typeof raw === "string" && /^\d{1,15}$/.test(raw)) {
    const n = Number(raw);
    return n > 0 ? n : null;
  }
  return null;
};

export type PreparedTree = {
  /** A deep copy of the input with numeric ids normalised to numbers. */
  items: unknown[];
  /** Items (inside `items`) still waiting for an id. */
  slots: Raw[];
  /** Numeric ids the client sent. */
  given: number[];
  /** What is wrong, in words (paths like `items[2].childItem[0]`). */
  problems: string[];
};

const typeJsonOf = (node: Raw): Raw | null => {
  if (isObject(node.typeJson)) return node.typeJson;
  if (typeof node.typeJson !== "string" || node.typeJson.trim() === "") return null;
  try {
    const parsed: unknown = JSON.parse(node.typeJson);
    if (!isObject(parsed)) return null;
    node.typeJson = parsed;
    return parsed;
  } catch {
    return null; // forms-core reports it when it parses the item
  }
};

const fillOptionIds = (node: Raw, path: string, problems: string[]) => {
  if (!Array.isArray(node.optionInfos)) return;
  const options = node.optionInfos.filter(isObject);
  const missing = (o: Raw) => o.id === undefined || o.id === null || o.id === "";
  let next = Math.max(0, ...options.map((o) => numericId(o.id) ?? 0)) + 1;
  const seen = new Set<string>();
  for (const o of options) {
    if (missing(o)) o.id = next++;
    const key = String(o.id);
    if (seen.has(key)) problems.push(`${path}.optionInfos: option id ${key} is used twice`);
    seen.add(key);
  }
};

/** Copies the tree and finds the items that need ids. */
export const prepareTree = (input: unknown[]): PreparedTree => {
  const items = structuredClone(input);
  const out: PreparedTree = { items, slots: [], given: [], problems: [] };
  const seen = new Set<number>();
  let count = 0;
  const visit = (list: unknown[], path: string, depth: number) => {
    list.forEach((node, i) => {
      const here = `${path}[${i}]`;
      if (!isObject(node)) return; // forms-core names it
      if (++count > MAX_ITEMS) {
        if (count === MAX_ITEMS + 1) out.problems.push(`a form holds at most ${MAX_ITEMS} items`);
        return;
      }
      const id = numericId(node.id);
      if (id === null) out.slots.push(node);
      else if (seen.has(id)) out.problems.push(`${here}: item id ${id} is used twice`);
      else {
        node.id = id;
        seen.add(id);
        out.given.push(id);
      }
      typeJsonOf(node);
      fillOptionIds(node, here, out.problems);
      if (Array.isArray(node.childItem) && depth < 16) visit(node.childItem, `${here}.childItem`, depth + 1);
    });
  };
  visit(items, "items", 0);
  return out;
};

/** Points formula references (`{id}`) at renamed items. */
export const renameRefs = (list: unknown[], renamed: ReadonlyMap<string, number>) => {
  for (const node of list) {
    if (!isObject(node)) continue;
    const tj = node.typeJson;
    if (isObject(tj) && typeof tj.formula === "string") {
      let formula = tj.formula;
      for (const [from, to] of renamed) formula = formula.split(`{${from}}`).join(`{${to}}`);
      tj.formula = formula;
    }
    if (Array.isArray(node.childItem)) renameRefs(node.childItem, renamed);
  }
};

/** Gives each waiting item one of `fresh` (as many as `slots`) and points formulas at the new ids. */
export const fillItemIds = (tree: PreparedTree, fresh: number[]): unknown[] => {
  const renamed = new Map<string, number>();
  tree.slots.forEach((node, i) => {
    const id = fresh[i]!;
    if (typeof node.id === "string" && node.id.trim() !== "") renamed.set(node.id, id);
    node.id = id;
  });
  if (renamed.size > 0) renameRefs(tree.items, renamed);
  return tree.items;
};
