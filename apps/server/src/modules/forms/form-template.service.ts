import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import { addForm, getDraft } from "./form-admin.service.ts";
import { BUILTIN_TEMPLATES } from "./form-template.builtin.ts";
import { deleteTemplate, findTemplate, insertTemplate, listTemplates } from "./form-template.store.ts";

export type TemplateListItem = {
  id: string;
  name: string;
  builtin: boolean;
  itemCount: number;
  createdAt: string | null;
};

type Raw = Record<string, unknown>;
const isObject = (x: unknown): x is Raw => typeof x === "object" && x !== null && !Array.isArray(x);

/**
 * Item ids become template-local (`t<id>`) and formula references follow, so a form made from the template
 * gets fresh ids from the server (admin/add replaces temporary ids and rewrites the formulas with them).
 */
export const templateItems = (items: unknown[]): unknown[] => {
  const copy = structuredClone(items);
  const ids = new Map<string, string>();
  const collect = (list: unknown[]) => {
    for (const node of list) {
      if (!isObject(node)) continue;
      if (node.id !== undefined && node.id !== null) ids.set(String(node.id), `t${String(node.id)}`);
      if (Array.isArray(node.childItem)) collect(node.childItem);
    }
  };
  const rewrite = (list: unknown[]) => {
    for (const node of list) {
      if (!isObject(node)) continue;
      if (node.id !== undefined && node.id !== null) node.id = ids.get(String(node.id));
      const tj = node.typeJson;
      if (isObject(tj) && typeof tj.formula === "string")
        tj.formula = tj.formula.replace(/\{([^{}]+)\}/g, (whole, ref: string) =>
          ids.has(ref) ? `{${ids.get(ref)}}` : whole,
        );
      if (Array.isArray(node.childItem)) rewrite(node.childItem);
    }
  };
  collect(copy);
  rewrite(copy);
  return copy;
};

const count = (items: unknown[]): number =>
  items.reduce<number>(
    (n, node) => n + 1 + (isObject(node) && Array.isArray(node.childItem) ? count(node.childItem) : 0),
    0,
  );

const BUILTIN_PREFIX = "builtin:";

export const templatesOf = async (db: Db, auth: AuthContext, lang: Lang): Promise<TemplateListItem[]> => [
  ...BUILTIN_TEMPLATES.map((b) => ({
    id: `${BUILTIN_PREFIX}${b.key}`,
    name: b.name[lang],
    builtin: true,
    itemCount: count(b.items(lang)),
    createdAt: null,
  })),
  ...(await listTemplates(db, auth.schoolId)).map((row) => ({
    id: String(row.id),
    name: row.name,
    builtin: false,
    itemCount: count(row.items),
    createdAt: row.createdAt.toISOString(),
  })),
];

/** Saves a form's current draft as one of the school's templates. */
export const saveAsTemplate = async (db: Db, auth: AuthContext, input: { formId: number; name: string }) => {
  const draft = await getDraft(db, auth, input.formId);
  const items = templateItems(draft.items);
  return { id: await insertTemplate(db, auth.schoolId, { name: input.name, items, createdBy: auth.userId }) };
};

/** Starts a new form from a template (built-in or the school's own): custom template init. */
export const formFromTemplate = async (
  db: Db,
  auth: AuthContext,
  input: { templateId: string; name?: string },
  lang: Lang,
): Promise<{ id: number }> => {
  if (input.templateId.startsWith(BUILTIN_PREFIX)) {
    const builtin = BUILTIN_TEMPLATES.find((b) => `${BUILTIN_PREFIX}${b.key}` === input.templateId);
    if (!builtin) throw notFound();
    return addForm(db, auth, { name: input.name ?? builtin.name[lang], items: builtin.items(lang) });
  }
  const id = Number(input.templateId);
  const row = Number.isSafeInteger(id) && id > 0 ? await findTemplate(db, auth.schoolId, id) : undefined;
  if (!row) throw notFound();
  return addForm(db, auth, { name: input.name ?? row.name, items: row.items });
};

/** Deletes one of the school's templates; built-in ones cannot be deleted. */
export const removeTemplate = async (db: Db, auth: AuthContext, templateId: string) => {
  const id = Number(templateId);
  if (!Number.isSafeInteger(id) || id <= 0 || !(await deleteTemplate(db, auth.schoolId, id)))
    throw notFound();
  return null;
};
