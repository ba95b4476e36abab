import { randomUUID } from "node:crypto";
import { fail } from "@eos/contracts";
import fastifyFormbody from "@fastify/formbody";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import {
  acquireRoutes,
  certificateFileReaders,
  certificateFileRoutes,
  certificateRoutes,
  certificateSummaryRoutes,
} from "./modules/certificate/index.ts";
import {
  areaProgressRoutes,
  dataAppMonitorRoutes,
  dataAppRoutes,
  monitorRoutes,
  progressRoutes,
  refuseFormInUse,
  registerTaskReminderJob,
  sceneCoverFileReader,
  sceneRoutes,
  taskGateOf,
  taskRoutes,
  usageRoutes,
} from "./modules/collection/index.ts";
import { directorySyncRoutes, registerDirectorySyncJob } from "./modules/directory-sync/index.ts";
import {
  areaSummaryRoutes,
  computeRuleRoutes,
  createValueScorer,
  cultivateRoutes,
  evaluationSettingRoutes,
  passportNoticeRoutes,
  passportRoutes,
  registerCultivateProcessJob,
  registerRuleRunJob,
  scoreRoutes,
  summaryRoutes,
  targetModelRoutes,
  teacherGrowthRoutes,
} from "./modules/evaluation/index.ts";
import {
  type FileReaders,
  filesRoutes,
  generatedFileStore,
  largestLimit,
  schoolFiles,
} from "./modules/files/index.ts";
import {
  formAdminRoutes,
  formDataRoutes,
  formValueFileReader,
  formValueRoutes,
  registerFormImportJob,
} from "./modules/forms/index.ts";
import {
  accountPort,
  areaRoleRoutes,
  authRoutes,
  createAuthenticator,
  createVisitorAuthenticator,
  type IdentityDeps,
  parentChildrenRoutes,
  passwordRoutes,
  qrRoutes,
  registerPasswordGate,
  thirdPartyRoutes,
  trustCodeRoutes,
  visitorRoutes,
} from "./modules/identity/index.ts";
import { usageTargetRoutes } from "./modules/insight/index.ts";
import { noticeRoutes } from "./modules/notice/index.ts";
import { dutyRoutes, orgTreeRoutes, peopleRoutes, studentImportRoutes } from "./modules/org/index.ts";
import { regionRoutes } from "./modules/region/index.ts";
import { codesOf, forgetCodes, rolesRoutes } from "./modules/roles/index.ts";
import { listSitesOfArea, schoolRoutes, termRoutes } from "./modules/school/index.ts";
import {
  areaAdminRoutes,
  initAdminRoutes,
  schoolAdminRoutes,
  schoolLogoFileReader,
} from "./modules/school-admin/index.ts";
import { auditRoutes } from "./platform/audit/audit.routes.ts";
import { registerAccessGuard } from "./platform/auth/access-guard.ts";
import { createScopeResolver } from "./platform/auth/tenant-scope.ts";
import type { Cache } from "./platform/cache/cache.ts";
import type { Config } from "./platform/config.ts";
import type { Database } from "./platform/db/client.ts";
import { registerDocs } from "./platform/docs.ts";
import { healthRoutes } from "./platform/health.routes.ts";
import { registerApiCompression } from "./platform/http/compression.ts";
import { registerErrorHandling } from "./platform/http/error-handler.ts";
import { languageOf, translate } from "./platform/http/i18n.ts";
import { registerNulGuard } from "./platform/http/nul-guard.ts";
import { registerRouteCatalog } from "./platform/http/route-catalog.ts";
import { registerSecurityHeaders } from "./platform/http/security-headers.ts";
import { jobRoutes } from "./platform/jobs/jobs.routes.ts";
import { createJobs, type Jobs } from "./platform/jobs/jobs.ts";
import { loggerOptions } from "./platform/logging.ts";
import { createNoSms, createSmsOutbox } from "./platform/sms/sms-provider.ts";
import { findWebDist, registerWebApp } from "./platform/web-static.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Resolves once every task value change heard so far is scored (tests wait on it). */
    scoringIdle: () => Promise<void>;
    jobs: Jobs;
  }
}

export type AppDeps = { config: Config; database: Database; cache: Cache; now?: () => Date };

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The composition root: platform plugins first, then each module's routes under /api. */
export const buildApp = async ({
  config,
  database,
  cache,
  now = () => new Date(),
}: AppDeps): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    forceCloseConnections: "idle",
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  registerRouteCatalog(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, config.bodyLimit);
  registerNulGuard(app);
  app.addHook("onSend", async (req, reply) => {
    reply.header("x-request-id", req.id);
  });

  registerSecurityHeaders(app);
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, { limits: { fileSize: largestLimit(config.uploadLimits), files: 5 } });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (req, context) => ({
      ...fail(-901, translate(languageOf(req), "tooManyRequests")),
      statusCode: context.statusCode,
    }),
  });
  await registerDocs(app);

  const db = database.db;
  const outbox = config.smsProvider === "outbox" ? createSmsOutbox() : undefined;
  const identity: IdentityDeps = { db, cache, sms: outbox ?? createNoSms(), now };
  const roles = { db, cache };
  registerAccessGuard(
    app,
    createAuthenticator(identity),
    createVisitorAuthenticator(identity),
    codesOf(roles),
    createScopeResolver(async (areaId) => (await listSitesOfArea(db, areaId)).map((s) => s.id)),
  );
  registerPasswordGate(app);

  // Scores follow submissions: committed task value changes are scored again off the request, and batch runs
  // are background jobs; both finish before the app closes.
  const evaluation = { db, now, codesOf: codesOf(roles) };
  const scorer = createValueScorer(evaluation, app.log);
  const jobs = createJobs({ db, now, log: app.log, poll: config.jobsPoll ?? true });
  registerRuleRunJob(evaluation, jobs);
  registerCultivateProcessJob(evaluation, jobs);
  // Form imports go through their rows as jobs; a task import's values are scored like any task fill.
  const taskGate = taskGateOf({ db, now, codesOf: codesOf(roles) });
  // Who may read a stored file follows the record that holds it: each owning module says who reads its records.
  const fileReaders: FileReaders = {
    formValue: formValueFileReader({ codesOf: codesOf(roles) }),
    ...certificateFileReaders({ now, codesOf: codesOf(roles) }),
    sceneCover: sceneCoverFileReader,
    schoolLogo: schoolLogoFileReader,
  };
  const formData = { db, now, codesOf: codesOf(roles), taskGate, onValues: scorer.notify, fileReaders };
  registerFormImportJob(formData, jobs);
  // Task reminders go out at their times, as jobs scheduled when a task is saved or published.
  registerTaskReminderJob({ db, now, jobs, sms: identity.sms });
  // Schools' directories are synced from their work-chat and DingTalk apps as jobs, one at a time per school.
  registerDirectorySyncJob({ db, dataKey: config.dataKey, now }, jobs);
  app.decorate("scoringIdle", scorer.idle);
  app.decorate("jobs", jobs);
  app.addHook("onReady", async () => jobs.start());
  app.addHook("onClose", async () => {
    await jobs.stop();
    await scorer.idle();
  });

  await app.register(healthRoutes({ db, cache }));
  await app.register(
    async (api) => {
      await registerApiCompression(api);
      await api.register(schoolRoutes({ db, cache, defaultDomain: config.defaultDomain }));
      await api.register(
        authRoutes(identity, config.nodeEnv === "production" ? undefined : outbox, config.devOutboxAllow),
      );
      await api.register(passwordRoutes(identity));
      await api.register(parentChildrenRoutes(identity));
      await api.register(areaRoleRoutes(identity));
      await api.register(regionRoutes({ db }));
      await api.register(schoolAdminRoutes({ db, cache, now, identity, config, fileReaders }));
      await api.register(areaAdminRoutes({ db }));
      await api.register(initAdminRoutes({ db, cache, setupCode: config.setupCode }));
      await api.register(qrRoutes(identity));
      await api.register(trustCodeRoutes({ ...identity, trustedRedirectHosts: config.trustedRedirectHosts }));
      await api.register(visitorRoutes(identity));
      await api.register(
        thirdPartyRoutes({
          ...identity,
          dataKey: config.dataKey,
          trustedRedirectHosts: config.trustedRedirectHosts,
        }),
      );
      await api.register(orgTreeRoutes({ db }));
      await api.register(directorySyncRoutes({ db, dataKey: config.dataKey, jobs }));
      await api.register(peopleRoutes({ db, accounts: accountPort, dataKey: config.dataKey }));
      await api.register(auditRoutes({ db }));
      await api.register(studentImportRoutes({ db, accounts: accountPort, dataKey: config.dataKey }));
      await api.register(termRoutes({ db, now }));
      await api.register(
        formAdminRoutes({
          db,
          now,
          beforeDelete: refuseFormInUse({ db, now }),
          apiDictHosts: config.apiDictHosts,
        }),
      );
      await api.register(
        formValueRoutes({
          db,
          now,
          codesOf: codesOf(roles),
          taskGate,
          onValues: scorer.notify,
          fileReaders,
          storeFile: generatedFileStore({ db, config, now }),
        }),
      );
      await api.register(formDataRoutes({ ...formData, jobs, files: schoolFiles({ db, config, now }) }));
      await api.register(rolesRoutes(roles));
      await api.register(sceneRoutes({ db, now, fileReaders }));
      await api.register(taskRoutes({ db, now, jobs }));
      await api.register(areaProgressRoutes({ db, now }));
      await api.register(usageRoutes({ db, now }));
      await api.register(usageTargetRoutes({ db, now }));
      await api.register(
        progressRoutes({ db, now, codesOf: codesOf(roles), sms: identity.sms, onValues: scorer.notify }),
      );
      await api.register(targetModelRoutes({ ...evaluation, jobs }));
      await api.register(computeRuleRoutes({ ...evaluation, jobs }));
      await api.register(scoreRoutes(evaluation));
      await api.register(evaluationSettingRoutes(evaluation));
      await api.register(summaryRoutes(evaluation));
      await api.register(areaSummaryRoutes(evaluation));
      await api.register(cultivateRoutes({ ...evaluation, jobs }));
      await api.register(teacherGrowthRoutes(evaluation));
      await api.register(passportRoutes(evaluation));
      await api.register(passportNoticeRoutes(evaluation));
      await api.register(certificateRoutes({ ...evaluation, fileReaders }));
      await api.register(acquireRoutes(evaluation));
      await api.register(certificateSummaryRoutes(evaluation));
      await api.register(certificateFileRoutes({ ...evaluation, files: schoolFiles({ db, config, now }) }));
      await api.register(monitorRoutes({ db, now, codesOf: codesOf(roles), sms: identity.sms }));
      await api.register(dataAppMonitorRoutes({ db, now, codesOf: codesOf(roles), sms: identity.sms }));
      await api.register(dataAppRoutes({ db, now, codesOf: codesOf(roles) }));
      await api.register(noticeRoutes({ db, now }));
      await api.register(jobRoutes({ jobs, codesOf: codesOf(roles) }));
      await api.register(filesRoutes({ db, config, now, fileReaders }));
      await api.register(
        dutyRoutes({ db, onChange: (school, teacher) => forgetCodes(roles, school, [teacher]) }),
      );
    },
    { prefix: "/api" },
  );

  await registerWebApp(app, findWebDist(config.webDist));
  return app;
};
