import { type FormItem, specOf } from "@eos/forms-core";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { badRequest, notFound } from "../../platform/http/errors.ts";
import { findForm } from "./form-def.store.ts";
import { lockDraft } from "./form-draft.service.ts";
import { listMatches, type MatchRow, replaceMatches, studentProfile } from "./form-match.store.ts";
import { locate } from "./form-tree.ts";

/** The profile fields an item may be matched to (dbItemName), and whose people have them. */
export const MATCH_FIELDS = ["name", "userType", "studentNo", "className", "gradeName"] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];

/** The caller's own profile, only the fields some match asks for. */
const profileOf = async (db: Db, auth: AuthContext, wanted: ReadonlySet<string>) => {
  const out: Partial<Record<MatchField, string>> = { name: auth.name, userType: String(auth.userType) };
  const studentFields = ["studentNo", "className", "gradeName"] as const;
  if (auth.userType === 1 && studentFields.some((f) => wanted.has(f))) {
    const row = await studentProfile(db, auth.schoolId, auth.userId);
    if (row) Object.assign(out, row);
  }
  return out;
};

/**
 * getMatchInfo: the form's matches, each with the caller's own value for it ("" when the caller has none),
 * so the filler pre-fills them as it pre-fills customForm (values only, never a wider state).
 */
export const matchInfo = async (db: Db, auth: AuthContext, formId: number) => {
  if (!(await findForm(db, auth.schoolId, formId))) throw notFound();
  const matches = await listMatches(db, auth.schoolId, formId);
  const profile = await profileOf(db, auth, new Set(matches.map((m) => m.dbItemName)));
  return {
    fields: [...MATCH_FIELDS],
    items: matches.map((m) => ({ ...m, val: profile[m.dbItemName as MatchField] ?? "" })),
  };
};

/** Profile values are text: they go into text and number items, never choices, files or pickers. */
const textItem = (item: FormItem) => {
  const spec = specOf(item);
  return spec?.holdsValue === true && ["text", "integer", "number"].includes(spec.value);
};

/** saveMatch: replaces the form's matches; each item must be a value item of the draft, once. */
export const saveMatches = (db: Db, auth: AuthContext, input: { formId: number; items: MatchRow[] }) =>
  db.transaction(async (tx) => {
    const { items } = await lockDraft(tx, auth.schoolId, input.formId);
    const seen = new Set<number>();
    for (const m of input.items) {
      if (seen.has(m.itemId)) throw badRequest(`item ${m.itemId} is matched twice`);
      seen.add(m.itemId);
      const at = locate(items, m.itemId);
      if (!at) throw badRequest(`no item ${m.itemId} in this form`);
      if (!textItem(at.item)) throw badRequest(`item ${m.itemId} cannot take a profile value`);
    }
    await replaceMatches(tx, auth.schoolId, input.formId, input.items);
    return null;
  });
