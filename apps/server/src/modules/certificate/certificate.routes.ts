import {
  certificateBatchDeleteResultSchema,
  certificateBatchDeleteSchema,
  certificateCopySchema,
  certificateCountSchema,
  certificateIdBodySchema,
  certificateIdQuerySchema,
  certificateOneStateSchema,
  certificatePageQuerySchema,
  certificateSaveSchema,
  certificateSchema,
  certificateStateSchema,
  envelopeOf,
  ok,
  pageOf,
  stampSaveSchema,
  stampSchema,
  stampStatusSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { type CertificateDeps, MANAGE_CODES } from "./certificate.access.ts";
import {
  certificateDetail,
  certificatePage,
  changeStates,
  copyCertificate,
  removeCertificate,
  removeCertificates,
  saveCertificate,
} from "./certificate.service.ts";
import { removeStamp, saveStamp, setStampStatus, stampList } from "./stamp.service.ts";

const tags = ["Certificates"];
const idResult = envelopeOf(z.object({ id: z.number() }));

/**
 * Certificate definitions and stamps (SPEC 7 '/v3/ruleCertificate/'): teachers read them; holders of
 * evaluation.certificates or evaluation.manage (and administrators) change them.
 */
export const certificateRoutes =
  (deps: CertificateDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const staff = { config: { access: { kind: "user" as const, roles: ["tea" as const] } } };
    const manage = {
      config: { access: { kind: "user" as const, roles: ["tea" as const], code: MANAGE_CODES } },
    };
    app.get(
      "/v3/ruleCertificate/page",
      {
        ...staff,
        schema: {
          tags,
          summary: "The school's certificates, filtered by term, state and search, newest first",
          querystring: certificatePageQuerySchema,
          response: { 200: envelopeOf(pageOf(certificateSchema)) },
        },
      },
      async (req) => ok(await certificatePage(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/ruleCertificate/detail",
      {
        ...staff,
        schema: {
          tags,
          summary: "One certificate",
          querystring: certificateIdQuerySchema,
          response: { 200: envelopeOf(certificateSchema) },
        },
      },
      async (req) => ok(await certificateDetail(deps, authOf(req), req.query.id)),
    );
    app.post(
      "/v3/ruleCertificate/save",
      {
        ...manage,
        schema: {
          tags,
          summary: "Add a certificate (a draft) or change one: its term, image, stamp and award rule",
          body: certificateSaveSchema,
          response: { 200: idResult },
        },
      },
      async (req) => ok(await saveCertificate(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/ruleCertificate/delete",
      {
        ...manage,
        schema: {
          tags,
          summary: "Delete a certificate nobody holds",
          body: certificateIdBodySchema,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await removeCertificate(deps, authOf(req), req.body.id);
        return ok(null);
      },
    );
    app.post(
      "/v3/ruleCertificate/batchDelete",
      {
        ...manage,
        schema: {
          tags,
          summary:
            "Delete several certificates, all or none: held ones are refused unless revokeAwards is true, which deletes their awards too",
          body: certificateBatchDeleteSchema,
          response: { 200: envelopeOf(certificateBatchDeleteResultSchema) },
        },
      },
      async (req) => ok(await removeCertificates(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/ruleCertificate/batchUpdateState",
      {
        ...manage,
        schema: {
          tags,
          summary: "Set several certificates' state: 0 draft, 1 enabled, 2 disabled",
          body: certificateStateSchema,
          response: { 200: envelopeOf(certificateCountSchema) },
        },
      },
      async (req) => ok(await changeStates(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/ruleCertificate/updateState",
      {
        ...manage,
        schema: {
          tags,
          summary: "Set one certificate's state: 0 draft, 1 enabled, 2 disabled",
          body: certificateOneStateSchema,
          response: { 200: envelopeOf(certificateCountSchema) },
        },
      },
      async (req) => ok(await changeStates(deps, authOf(req), { ids: [req.body.id], state: req.body.state })),
    );
    app.post(
      "/v3/ruleCertificate/copy",
      {
        ...manage,
        schema: {
          tags,
          summary: "Copy a certificate, as a draft, to a term (its own by default)",
          body: certificateCopySchema,
          response: { 200: idResult },
        },
      },
      async (req) => ok(await copyCertificate(deps, authOf(req), req.body)),
    );
    stampRoutes(app, deps, { staff, manage });
  };

type Guards = {
  staff: { config: { access: { kind: "user"; roles: "tea"[] } } };
  manage: { config: { access: { kind: "user"; roles: "tea"[]; code: typeof MANAGE_CODES } } };
};

const stampRoutes = (
  app: Parameters<FastifyPluginAsyncZod>[0],
  deps: CertificateDeps,
  { staff, manage }: Guards,
) => {
  app.get(
    "/v3/ruleCertificate/stamp/list",
    {
      ...staff,
      schema: { tags, summary: "The school's stamps", response: { 200: envelopeOf(z.array(stampSchema)) } },
    },
    async (req) => ok(await stampList(deps, authOf(req))),
  );
  app.post(
    "/v3/ruleCertificate/stamp/save",
    {
      ...manage,
      schema: { tags, summary: "Add a stamp from an uploaded image, or change one", body: stampSaveSchema },
    },
    async (req) => ok(await saveStamp(deps, authOf(req), req.body)),
  );
  app.post(
    "/v3/ruleCertificate/stamp/updateStatus",
    {
      ...manage,
      schema: { tags, summary: "Enable (1) or disable (0) a stamp", body: stampStatusSchema },
    },
    async (req) => {
      await setStampStatus(deps, authOf(req), req.body);
      return ok(null);
    },
  );
  app.post(
    "/v3/ruleCertificate/stamp/delete",
    {
      ...manage,
      schema: { tags, summary: "Delete a stamp no certificate carries", body: certificateIdBodySchema },
    },
    async (req) => {
      await removeStamp(deps, authOf(req), req.body.id);
      return ok(null);
    },
  );
};
