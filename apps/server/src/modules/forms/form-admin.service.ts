import type { FormDraft, FormLintProblem, FormListItem, FormSettings, Page, PageQuery } from "@eos/contracts";
import {
  compileForm,
  lintForm,
  lintMessage,
  type ParseProblem,
  parseForm,
  parseFormItem,
  serializeFormItem,
} from "@eos/forms-core";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { AppError, badRequest, notFound } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import {
  findForm,
  insertForm,
  insertVersion,
  latestVersion,
  pageForms,
  softDeleteForm,
  updateForm,
} from "./form-def.store.ts";
import { acceptItems, lockDraft, writeDraft } from "./form-draft.service.ts";
import { canonicalJson, idsOf, locate } from "./form-tree.ts";
import { findReleasedVersion } from "./form-version.store.ts";

/** The envelope code of a refused release, the same the filler gets for failing values (CONTRACT.md). */
export const LINT_FAILED = -100910;

export const addForm = (db: Db, auth: AuthContext, input: { name: string; items?: unknown[] }) =>
  db.transaction(async (tx) => {
    const items = await acceptItems(tx, auth.schoolId, null, new Set(), input.items ?? []);
    const draft = items.map(serializeFormItem);
    return { id: await insertForm(tx, auth.schoolId, { name: input.name, draft, createdBy: auth.userId }) };
  });

export const getDraft = async (db: Db, auth: AuthContext, id: number): Promise<FormDraft> => {
  const form = await findForm(db, auth.schoolId, id);
  if (!form) throw notFound();
  return {
    id: form.id,
    name: form.name,
    items: form.draft as FormDraft["items"],
    settings: form.settings as FormSettings,
    version: form.version,
    draftChanged: form.draftChanged,
    updatedAt: form.updatedAt.toISOString(),
  };
};

/** Replaces the whole draft (the designer saves this way; undo and redo live on the client). */
export const saveDraft = (
  db: Db,
  auth: AuthContext,
  input: { id: number; name?: string; items: unknown[] },
) =>
  db.transaction(async (tx) => {
    const { items: current } = await lockDraft(tx, auth.schoolId, input.id);
    const items = await acceptItems(tx, auth.schoolId, input.id, idsOf(current), input.items);
    return { id: input.id, items: await writeDraft(tx, auth.schoolId, input.id, items, input.name) };
  });

export const saveSettings = (
  db: Db,
  auth: AuthContext,
  input: { id: number; name?: string; settings: FormSettings },
) =>
  db.transaction(async (tx) => {
    await lockDraft(tx, auth.schoolId, input.id);
    await updateForm(tx, auth.schoolId, input.id, { name: input.name, settings: input.settings });
    return null;
  });

export const deleteForm = async (db: Db, auth: AuthContext, id: number) => {
  if (!(await softDeleteForm(db, auth.schoolId, id))) throw notFound();
  return null;
};

const lintProblems = (draft: unknown[], formName: string, lang: Lang): FormLintProblem[] => {
  const { items } = parseForm(draft);
  const places = compileForm(items).places;
  return lintForm(draft).map((p) => ({
    itemId: p.itemId,
    code: p.code,
    name: p.itemId === null ? formName : (places.get(String(p.itemId))?.item.name ?? formName),
    msg: lintMessage(p, lang),
  }));
};

/**
 * Freezes the draft as the next version after the release-time lint passes. A draft equal to the latest
 * version releases nothing new; old versions are never touched.
 */
export const releaseForm = (db: Db, auth: AuthContext, id: number, lang: Lang) =>
  db.transaction(async (tx) => {
    const { form } = await lockDraft(tx, auth.schoolId, id);
    const problems = lintProblems(form.draft, form.name, lang);
    if (problems.length > 0) {
      const desc = JSON.stringify(problems.map(({ name, msg }) => ({ name, msg })));
      throw new AppError(400, LINT_FAILED, { text: desc }, problems);
    }
    const last =
      form.version === null ? null : await findReleasedVersion(tx, auth.schoolId, id, form.version);
    const same = last && last.name === form.name && canonicalJson(last.items) === canonicalJson(form.draft);
    if (last && same) {
      if (form.draftChanged) await updateForm(tx, auth.schoolId, id, { draftChanged: false });
      return { id, version: last.version };
    }
    const version = (await latestVersion(tx, auth.schoolId, id)) + 1;
    await insertVersion(tx, auth.schoolId, {
      formId: id,
      version,
      name: form.name,
      items: form.draft,
      releasedBy: auth.userId,
    });
    return { id, version };
  });

export const listForms = async (db: Db, auth: AuthContext, q: PageQuery): Promise<Page<FormListItem>> => {
  const { rows, total } = await pageForms(db, auth.schoolId, q);
  return {
    list: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
    total,
    page: q.page,
    size: q.size,
  };
};

const settingsObject = (raw: Record<string, unknown> | string): Record<string, unknown> => {
  if (typeof raw !== "string") return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // refused below
  }
  throw badRequest("typeJson is not a JSON object");
};

/** Merges typeJson keys into several items at once (the designer's style panel); other keys stay. */
export const updateStyles = (
  db: Db,
  auth: AuthContext,
  input: { formId: number; items: { id: number; typeJson: Record<string, unknown> | string }[] },
) =>
  db.transaction(async (tx) => {
    const { items } = await lockDraft(tx, auth.schoolId, input.formId);
    for (const change of input.items) {
      const at = locate(items, change.id);
      if (!at) throw badRequest(`no item ${change.id} in this form`);
      const raw = serializeFormItem(at.item);
      raw.typeJson = { ...(raw.typeJson as Record<string, unknown>), ...settingsObject(change.typeJson) };
      const problems: ParseProblem[] = [];
      const parsed = parseFormItem(raw, `items[${change.id}]`, problems);
      if (!parsed || problems.length > 0)
        throw badRequest(problems.map((p) => `${p.path}: ${p.code} ${p.got}`).join("; "));
      at.siblings[at.index] = parsed;
    }
    await writeDraft(tx, auth.schoolId, input.formId, items);
    return null;
  });
