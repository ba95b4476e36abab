import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { badRequest } from "../../platform/http/errors.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { idParam } from "../../platform/http/params.ts";
import type { StoreGeneratedFile } from "../files/index.ts";
import { findSchoolById } from "../school/index.ts";
import { bothPrefixes, formTags as tags } from "./form-routes.shared.ts";
import { sendExport, sendValueFiles } from "./form-send.service.ts";
import type { FormValueDeps } from "./form-value.tx.ts";

/** wx/sendFile (SPEC 7 'Forms'): a value's files, or a form's export, to the caller's in-app notices. */
export type SendDeps = FormValueDeps & { storeFile: StoreGeneratedFile };

export const formSendRoutes =
  (deps: SendDeps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const url of bothPrefixes("wx/sendFile"))
      app.post(
        url,
        {
          config: { access: { kind: "user" as const } },
          schema: {
            tags,
            summary:
              "Send the files of an upload value (formValId, itemId, recordNum?) or a form's export (formId) to the caller as notices",
            body: z.object({
              formValId: idParam.optional(),
              itemId: idParam.optional(),
              recordNum: idParam.optional(),
              formId: idParam.optional(),
            }),
            response: { 200: envelopeOf(z.object({ sent: z.number() })) },
          },
        },
        async (req) => {
          const auth = authOf(req);
          const { formValId, itemId, recordNum, formId } = req.body;
          const lang = languageOf(req);
          if (formValId !== undefined && itemId !== undefined)
            return ok(await sendValueFiles(deps, auth, { formValId, itemId, recordNum }));
          if (formValId === undefined && itemId === undefined && formId !== undefined) {
            const school = await findSchoolById(deps.db, auth.schoolId);
            const ctx = {
              lang,
              origin: `${req.protocol}://${req.host}`,
              timeZone: school?.timeZone ?? "Asia/Shanghai",
            };
            return ok(await sendExport(deps, auth, formId, ctx));
          }
          throw badRequest("give formValId and itemId, or formId alone");
        },
      );
  };
