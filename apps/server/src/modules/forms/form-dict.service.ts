import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { badRequest } from "../../platform/http/errors.ts";
import { dictEntries, dictTypes, replaceDict } from "./form-dict.store.ts";

export type DictNode = { code: string; name: string; value: string; label: string; children: DictNode[] };

/** One dictionary type as a tree (cascade data); `value`/`label` repeat code and name for pickers. */
export const dictTree = async (db: Db, schoolId: number, type: string): Promise<DictNode[]> => {
  const rows = await dictEntries(db, schoolId, type);
  const nodes = new Map(
    rows.map((r) => [
      r.id,
      { code: r.code, name: r.name, value: r.code, label: r.name, children: [] as DictNode[] },
    ]),
  );
  const roots: DictNode[] = [];
  for (const r of rows) {
    const parent = r.pid === null ? undefined : nodes.get(r.pid);
    (parent ? parent.children : roots).push(nodes.get(r.id)!);
  }
  return roots;
};

type Entry = { code: string; name: string; parentCode?: string | null };

/** Codes unique, parents present, no entry its own ancestor. */
const checkEntries = (entries: Entry[]) => {
  const parentOf = new Map<string, string | null>();
  for (const e of entries) {
    if (parentOf.has(e.code)) throw badRequest(`code ${e.code} appears twice`);
    parentOf.set(e.code, e.parentCode || null);
  }
  for (const e of entries) {
    const seen = new Set<string>();
    for (let at: string | null = e.code; at !== null; at = parentOf.get(at) ?? null) {
      if (seen.has(at)) throw badRequest(`code ${e.code} is its own ancestor`);
      seen.add(at);
      const parent = parentOf.get(at);
      if (parent && !parentOf.has(parent))
        throw badRequest(`parent code ${parent} of ${at} is not in the list`);
    }
  }
};

export const saveDict = async (db: Db, auth: AuthContext, input: { type: string; entries: Entry[] }) => {
  checkEntries(input.entries);
  await db.transaction((tx) => replaceDict(tx, auth.schoolId, input.type, input.entries));
  return { type: input.type, count: input.entries.length };
};

/** The dictionary types the school has. */
export const dictTypesOf = (db: Db, schoolId: number) => dictTypes(db, schoolId);
