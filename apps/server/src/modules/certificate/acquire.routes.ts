import {
  acquirePageQuerySchema,
  acquireRecordSchema,
  certificateBatchAwardSchema,
  certificateBatchResultSchema,
  certificateCountSchema,
  certificateManualAwardSchema,
  certificateRevokeSchema,
  envelopeOf,
  ok,
  pageOf,
  studentCertificateQuerySchema,
  studentCertificateSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { sendXlsx } from "../../platform/files/xlsx.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { awardRecords, batchAward, manualAward, revoke, studentCertificates } from "./acquire.service.ts";
import { exportAwardRecords } from "./acquire-export.service.ts";
import { type CertificateDeps, MANAGE_CODES } from "./certificate.access.ts";

const tags = ["Certificates"];

/**
 * Awards (acquire records): managers award (by rule in one batch, or by hand) and revoke; teachers read their
 * classes' records, staff everyone's; a student or parent reads their own certificates.
 */
export const acquireRoutes =
  (deps: CertificateDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const staff = { config: { access: { kind: "user" as const, roles: ["tea" as const] } } };
    const manage = {
      config: { access: { kind: "user" as const, roles: ["tea" as const], code: MANAGE_CODES } },
    };
    const anyone = { config: { access: { kind: "user" as const } } };
    app.post(
      "/v3/ruleCertificate/award/batch",
      {
        ...manage,
        schema: {
          tags,
          summary:
            "Award the term's enabled rule certificates to every qualifying student; running again awards nothing new",
          body: certificateBatchAwardSchema,
          response: { 200: envelopeOf(certificateBatchResultSchema) },
        },
      },
      async (req) => ok(await batchAward(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/ruleCertificate/award/manual",
      {
        ...manage,
        schema: {
          tags,
          summary: "Award an enabled certificate to students by hand (revoked awards are given again)",
          body: certificateManualAwardSchema,
          response: { 200: envelopeOf(certificateCountSchema) },
        },
      },
      async (req) => ok(await manualAward(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/ruleCertificate/award/revoke",
      {
        ...manage,
        schema: {
          tags,
          summary: "Revoke awards, with the reason",
          body: certificateRevokeSchema,
          response: { 200: envelopeOf(certificateCountSchema) },
        },
      },
      async (req) => ok(await revoke(deps, authOf(req), req.body)),
    );
    app.get(
      "/v3/ruleCertificate/acquire/page",
      {
        ...staff,
        schema: {
          tags,
          summary:
            "Award records: filter by term, certificate, class, grade, status and search; sorted, paged",
          querystring: acquirePageQuerySchema,
          response: { 200: envelopeOf(pageOf(acquireRecordSchema)) },
        },
      },
      async (req) => ok(await awardRecords(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/ruleCertificate/acquire/export",
      {
        ...staff,
        schema: {
          tags,
          summary: "The same records, every page, as .xlsx",
          querystring: acquirePageQuerySchema,
        },
      },
      async (req, reply) => {
        const { file, name } = await exportAwardRecords(deps, authOf(req), req.query, languageOf(req));
        return sendXlsx(reply, `${name}.xlsx`, file);
      },
    );
    for (const url of [
      "/v3/ruleStuLog/listCertAcquiredScore",
      "/app/certificate/mine",
      "/v3/certificate/mine",
    ])
      app.get(
        url,
        {
          ...anyone,
          schema: {
            tags,
            summary: "A student's certificates with the score that earned each (own, a child's, a class's)",
            querystring: studentCertificateQuerySchema,
            response: { 200: envelopeOf(studentCertificateSchema) },
          },
        },
        async (req) => ok(await studentCertificates(deps, authOf(req), req.query)),
      );
  };
