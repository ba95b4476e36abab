import { compileForm, type FormItem, type ParseProblem, parseForm, serializeFormItem } from "@eos/forms-core";
import type { Db, Tx } from "../../platform/db/client.ts";
import { badRequest, notFound } from "../../platform/http/errors.ts";
import {
  type FormRow,
  findForm,
  formsUsingItemIds,
  lastIssuedItemId,
  nextItemIds,
  updateForm,
} from "./form-def.store.ts";
import { fillItemIds, prepareTree } from "./form-ids.ts";

type Conn = Db | Tx;

const describe = (problems: ParseProblem[]) =>
  problems
    .slice(0, 5)
    .map((p) => `${p.path}: ${p.code} ${p.got}`)
    .join("; ");

/**
 * Refuses ids the client may not use: ids of another form of the school and ids never handed out. An id
 * handed out before and used by no other form (an item deleted and restored by undo) is accepted.
 */
const refuseForeignIds = async (db: Conn, schoolId: number, formId: number | null, ids: number[]) => {
  if (ids.length === 0) return;
  const last = await lastIssuedItemId(db);
  const users = await formsUsingItemIds(db, schoolId, ids);
  for (const id of ids) {
    const others = [...(users.get(id) ?? [])].filter((f) => f !== formId);
    if (id > last || others.length > 0) throw badRequest(`item id ${id} does not belong to this form`);
  }
};

/**
 * Reads incoming wire items the way every route does: ids checked and assigned (nested items included),
 * then parsed by forms-core. Unreadable input is refused with a 400 naming the problem.
 */
export const acceptItems = async (
  db: Conn,
  schoolId: number,
  formId: number | null,
  ownIds: ReadonlySet<number>,
  input: unknown[],
): Promise<FormItem[]> => {
  const tree = prepareTree(input);
  if (tree.problems.length > 0) throw badRequest(tree.problems.slice(0, 5).join("; "));
  await refuseForeignIds(
    db,
    schoolId,
    formId,
    tree.given.filter((id) => !ownIds.has(id)),
  );
  const raw = fillItemIds(tree, await nextItemIds(db, tree.slots.length));
  const { items, problems } = parseForm(raw);
  if (problems.length > 0) throw badRequest(describe(problems));
  return items;
};

/** The live form of the caller's school, locked for the transaction, with its draft parsed. */
export const lockDraft = async (
  tx: Tx,
  schoolId: number,
  formId: number,
): Promise<{ form: FormRow; items: FormItem[] }> => {
  const form = await findForm(tx, schoolId, formId, true);
  if (!form) throw notFound();
  return { form, items: parseForm(form.draft).items };
};

/** Stores an edited draft; every edit leaves the draft ahead of the released version. */
export const writeDraft = async (
  tx: Tx,
  schoolId: number,
  formId: number,
  items: FormItem[],
  name?: string,
): Promise<Record<string, unknown>[]> => {
  const duplicates = compileForm(items).duplicateIds;
  if (duplicates.length > 0) throw badRequest(`item id ${duplicates[0]} is used twice`);
  const draft = items.map(serializeFormItem);
  await updateForm(tx, schoolId, formId, { draft, name, draftChanged: true });
  return draft;
};
