import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { badRequest, notFound } from "../../platform/http/errors.ts";
import { findForm } from "./form-def.store.ts";
import { lockDraft } from "./form-draft.service.ts";
import { listQrVariables, type QrVariableRow, replaceQrVariables } from "./form-qr.store.ts";

/** Variables every QR code item may embed, filled by the filler's page: no row needed. */
export const BUILTIN_QR_VARIABLES = ["formId", "stuId", "userId", "userName", "schoolId"] as const;

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** QR variable get: the built-in names, then the form's own with their values; visitors only of public forms. */
export const qrVariables = async (db: Db, schoolId: number, formId: number, visitor: boolean) => {
  const form = await findForm(db, schoolId, formId);
  if (!form || (visitor && (form.settings as { allowVisitor?: boolean }).allowVisitor !== true))
    throw notFound();
  return {
    builtin: [...BUILTIN_QR_VARIABLES],
    custom: await listQrVariables(db, schoolId, formId),
  };
};

/** QR variable add: replaces the form's own variables; names are identifiers, unique, never a built-in. */
export const saveQrVariables = (
  db: Db,
  auth: AuthContext,
  input: { formId: number; variables: QrVariableRow[] },
) =>
  db.transaction(async (tx) => {
    await lockDraft(tx, auth.schoolId, input.formId);
    const seen = new Set<string>();
    for (const v of input.variables) {
      if (!NAME.test(v.name)) throw badRequest(`variable name ${v.name}: letters, digits and _ only`);
      if ((BUILTIN_QR_VARIABLES as readonly string[]).includes(v.name))
        throw badRequest(`variable name ${v.name} is built in`);
      if (seen.has(v.name)) throw badRequest(`variable ${v.name} appears twice`);
      seen.add(v.name);
    }
    await replaceQrVariables(tx, auth.schoolId, input.formId, input.variables);
    return null;
  });
