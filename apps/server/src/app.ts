import { randomUUID } from "node:crypto";
import { fail } from "@eos/contracts";
import fastifyFormbody from "@fastify/formbody";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import {
  leaveFileReader,
  recordCardSignins,
  registerAttendanceRollupJob,
  scheduleRollupsOnStart,
} from "./modules/attendance/index.ts";
import { attendanceModule } from "./modules/attendance/module.ts";
import { activeBanners, bannersFileReaders } from "./modules/banners/index.ts";
import { bannersModule } from "./modules/banners/module.ts";
import { eventsBetween } from "./modules/calendar/index.ts";
import { calendarModule } from "./modules/calendar/module.ts";
import {
  centerAppFileReader,
  createOpenRecorder,
  type OpenRecorder,
  recentAppsOf,
  recordOpensNow,
  registerUsageExport,
  registerUsageSweepJob,
} from "./modules/center/index.ts";
import { centerModule } from "./modules/center/module.ts";
import { certificateFileReaders } from "./modules/certificate/index.ts";
import { certificateModule } from "./modules/certificate/module.ts";
import {
  refuseFormInUse,
  registerTaskReminderJob,
  sceneCoverFileReader,
  taskGateOf,
} from "./modules/collection/index.ts";
import { collectionModule } from "./modules/collection/module.ts";
import { consentModule } from "./modules/consent/module.ts";
import { courseModule } from "./modules/course/module.ts";
import { registerDirectorySyncJob } from "./modules/directory-sync/index.ts";
import { directorySyncModule } from "./modules/directory-sync/module.ts";
import { encyclopediaFileReader } from "./modules/encyclopedia/index.ts";
import { encyclopediaModule } from "./modules/encyclopedia/module.ts";
import {
  createValueScorer,
  registerCultivateProcessJob,
  registerRuleRunJob,
} from "./modules/evaluation/index.ts";
import { evaluationModule } from "./modules/evaluation/module.ts";
import { createExports, type Exports } from "./modules/exports/index.ts";
import { exportsModule } from "./modules/exports/module.ts";
import {
  type FileReaders,
  generatedFileStore,
  generatedFiles,
  largestLimit,
  schoolFiles,
} from "./modules/files/index.ts";
import { filesModule } from "./modules/files/module.ts";
import {
  formValueFileReader,
  registerFormImportJob,
  registerFormValuesExport,
} from "./modules/forms/index.ts";
import { formsModule } from "./modules/forms/module.ts";
import { registerHealthExport, registerHealthRetentionJob } from "./modules/health/index.ts";
import { healthModule } from "./modules/health/module.ts";
import type { HomeSources } from "./modules/home/index.ts";
import { homeModule } from "./modules/home/module.ts";
import {
  accountPort,
  createAuthenticator,
  createChatPush,
  createVisitorAuthenticator,
  type IdentityDeps,
  registerPasswordGate,
} from "./modules/identity/index.ts";
import { identityModule } from "./modules/identity/module.ts";
import { insightModule } from "./modules/insight/module.ts";
import { noticeModule } from "./modules/notice/module.ts";
import { type CardSigninSink, createSigninDeriver, registerConsumeExport } from "./modules/onecard/index.ts";
import { onecardModule } from "./modules/onecard/module.ts";
import { orgModule } from "./modules/org/module.ts";
import { practiceScoreSource } from "./modules/practice/index.ts";
import { practiceModule } from "./modules/practice/module.ts";
import { regionModule } from "./modules/region/module.ts";
import { codesOf, forgetCodes } from "./modules/roles/index.ts";
import { rolesModule } from "./modules/roles/module.ts";
import { listSitesOfArea } from "./modules/school/index.ts";
import { schoolModule } from "./modules/school/module.ts";
import { schoolLogoFileReader } from "./modules/school-admin/index.ts";
import { schoolAdminModule } from "./modules/school-admin/module.ts";
import { lessonsOfDay, registerTimetableGenerateJob } from "./modules/timetable/index.ts";
import { timetableModule } from "./modules/timetable/module.ts";
import { visualModule } from "./modules/visual/module.ts";
import { auditRoutes } from "./platform/audit/audit.routes.ts";
import { registerAccessGuard } from "./platform/auth/access-guard.ts";
import { createScopeResolver } from "./platform/auth/tenant-scope.ts";
import type { Cache } from "./platform/cache/cache.ts";
import { attendanceQrKeyOf, type Config } from "./platform/config.ts";
import type { Database } from "./platform/db/client.ts";
import { registerDocs } from "./platform/docs.ts";
import { healthRoutes } from "./platform/health.routes.ts";
import { registerApiCompression } from "./platform/http/compression.ts";
import { registerErrorHandling } from "./platform/http/error-handler.ts";
import { languageOf, translate } from "./platform/http/i18n.ts";
import { registerNulGuard } from "./platform/http/nul-guard.ts";
import { SnapshotRateLimitStore } from "./platform/http/rate-limit-store.ts";
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
    /** Background exports (tests run their sweep). */
    exports: Exports;
    /** The app centre's batched recorder of app opens (tests flush it). */
    openRecorder: OpenRecorder;
    /** Resolves once every card sign-in stored so far is derived into attendance (tests and benches wait on it). */
    cardSigninsDerived: () => Promise<void>;
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  cache: Cache;
  now?: () => Date;
  /** What the home shows from the other daily areas (tests hand their own). */
  homeSources?: HomeSources;
  /** Where one-card sign-ins go (tests hand their own to see the calls). */
  cardSigninSink?: CardSigninSink;
};

/** The home's port over the areas that know what it shows (timetable, calendar, banners, the app centre). */
const homeSourcesOf = (db: Database["db"]): HomeSources => ({
  lessonsOfDay: async ({ schoolId, userId, userType, date }) =>
    userType === 2
      ? []
      : lessonsOfDay(db, { schoolId: Number(schoolId), userId: Number(userId), userType }, date),
  eventsBetween: async ({ schoolId, from, to, userType, isAdmin }) =>
    (await eventsBetween(db, Number(schoolId), from, to, { userType, isAdmin })).map((e) => ({
      ...e,
      id: String(e.id),
    })),
  banners: async ({ schoolId, now }) =>
    (await activeBanners(db, Number(schoolId), now)).map((b) => ({
      id: String(b.id),
      imageUrl: b.url,
      link: b.link,
      title: b.title,
    })),
  recentApps: async ({ schoolId, userId, userType, isAdmin, limit }) =>
    (
      await recentAppsOf(db, { schoolId: Number(schoolId), userId: Number(userId), userType, isAdmin }, limit)
    ).map((a) => ({ id: String(a.id), name: a.name, icon: a.icon, kind: a.kind })),
});

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The composition root: platform plugins first, then each module's routes under /api. */
export const buildApp = async ({
  config,
  database,
  cache,
  now = () => new Date(),
  homeSources,
  cardSigninSink,
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
    // Each request gets its own count, however many arrive at once (rate-limit-store.ts).
    store: SnapshotRateLimitStore,
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
  // Compute rules read the areas' data sources too (evaluation's port RuleSources): practice activity scores.
  const evaluation = { db, now, codesOf: codesOf(roles), ruleSources: [practiceScoreSource] };
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
    ...bannersFileReaders,
    encyclopediaArticle: encyclopediaFileReader,
    centerApp: centerAppFileReader,
    attendanceLeave: leaveFileReader,
  };
  const formData = { db, now, codesOf: codesOf(roles), taskGate, onValues: scorer.notify, fileReaders };
  registerFormImportJob(formData, jobs);
  // Task reminders go out at their times, as jobs scheduled when a task is saved or published.
  registerTaskReminderJob({ db, now, jobs, sms: identity.sms });
  // Schools' directories are synced from their work-chat and DingTalk apps as jobs, one at a time per school.
  registerDirectorySyncJob({ db, dataKey: config.dataKey, now }, jobs);
  // Automatic timetabling solves a set's teaching plan off the request.
  registerTimetableGenerateJob({ db, now }, jobs);
  // App opens are written in batches off the request; the daily sweep turns old ones into daily counts.
  const openRecorder = createOpenRecorder({ write: (rows) => recordOpensNow(db, rows), log: app.log });
  registerUsageSweepJob({ db, now, jobs });
  // Health checks older than the school's retention become daily aggregates, then go: a daily job per school.
  registerHealthRetentionJob({ db, now, jobs });
  // Attendance's daily roll-up of closed days, shortly after each school's midnight (the boards read it).
  registerAttendanceRollupJob({ db, now, jobs });
  // Big exports run in the background and leave a file for a week; an hourly sweep deletes expired ones.
  const exports = createExports({ db, now, jobs, files: generatedFiles({ db, config, now }) });
  registerUsageExport({ db }, exports);
  registerFormValuesExport({ db }, exports);
  registerConsumeExport({ db }, exports);
  registerHealthExport({ db }, exports);
  let exportSweep: NodeJS.Timeout | null = null;
  app.decorate("exports", exports);
  app.decorate("openRecorder", openRecorder);
  app.decorate("scoringIdle", scorer.idle);
  app.decorate("jobs", jobs);
  // One-card sign-ins go to attendance (its recordCardSignins implements onecard's port) after the devices'
  // answers, in bulk: kicked after each stored batch and at start (what a crash left underived is derived then).
  const signinDeriver = createSigninDeriver({ db, sink: cardSigninSink ?? recordCardSignins, log: app.log });
  app.decorate("cardSigninsDerived", signinDeriver.drain);
  app.addHook("onReady", async () => {
    signinDeriver.kick();
    jobs.start();
    if (config.jobsPoll === false) return;
    scheduleRollupsOnStart(db, jobs).catch((err) => app.log.warn({ err }, "scheduling the roll-ups failed"));
    exportSweep = setInterval(() => {
      exports.sweep().catch((err) => app.log.warn({ err }, "export sweep failed"));
    }, 3_600_000);
    exportSweep.unref();
  });
  app.addHook("onClose", async () => {
    if (exportSweep) clearInterval(exportSweep);
    await jobs.stop();
    await signinDeriver.stop();
    await scorer.idle();
    await openRecorder.close();
  });

  await app.register(healthRoutes({ db, cache }));
  await app.register(
    async (api) => {
      await registerApiCompression(api);
      // Each module registers its own routes; the platform's audit and job routes follow the modules.
      await api.register(schoolModule({ db, cache, now, defaultDomain: config.defaultDomain }));
      await api.register(
        identityModule({
          ...identity,
          devOutbox: config.nodeEnv === "production" ? undefined : outbox,
          devOutboxAllow: config.devOutboxAllow,
          dataKey: config.dataKey,
          trustedRedirectHosts: config.trustedRedirectHosts,
        }),
      );
      await api.register(
        orgModule({
          db,
          accounts: accountPort,
          dataKey: config.dataKey,
          onDutyChange: (school, teacher) => forgetCodes(roles, school, [teacher]),
        }),
      );
      await api.register(rolesModule(roles));
      await api.register(filesModule({ db, config, now, fileReaders }));
      await api.register(noticeModule({ db, now }));
      await api.register(
        formsModule({
          ...formData,
          beforeDelete: refuseFormInUse({ db, now }),
          apiDictHosts: config.apiDictHosts,
          storeFile: generatedFileStore({ db, config, now }),
          jobs,
          files: schoolFiles({ db, config, now }),
          exports,
        }),
      );
      await api.register(
        collectionModule({
          db,
          now,
          codesOf: codesOf(roles),
          sms: identity.sms,
          onValues: scorer.notify,
          jobs,
          fileReaders,
        }),
      );
      await api.register(
        certificateModule({ ...evaluation, fileReaders, files: schoolFiles({ db, config, now }) }),
      );
      await api.register(evaluationModule({ ...evaluation, jobs }));
      await api.register(insightModule({ db, now, codesOf: codesOf(roles) }));
      await api.register(schoolAdminModule({ db, cache, now, identity, config, fileReaders }));
      await api.register(directorySyncModule({ db, dataKey: config.dataKey, jobs }));
      await api.register(timetableModule({ db, now, jobs }));
      await api.register(calendarModule({ db, now }));
      await api.register(encyclopediaModule({ db, now, fileReaders }));
      await api.register(bannersModule({ db, now, fileReaders }));
      await api.register(consentModule({ db, now, codesOf: codesOf(roles) }));
      await api.register(
        homeModule({ db, now, codesOf: codesOf(roles), sources: homeSources ?? homeSourcesOf(db) }),
      );
      await api.register(
        attendanceModule({
          db,
          now,
          sms: identity.sms,
          chat: createChatPush({ db, dataKey: config.dataKey, now }),
          codesOf: codesOf(roles),
          qrKey: attendanceQrKeyOf(config),
          jobs,
        }),
      );
      await api.register(courseModule({ db }));
      await api.register(healthModule({ db, now, codesOf: codesOf(roles), jobs, exports }));
      await api.register(practiceModule({ db, now }));
      await api.register(centerModule({ db, now, recorder: openRecorder, jobs, fileReaders, exports }));
      await api.register(
        onecardModule({
          db,
          now,
          exports,
          sink: cardSigninSink ?? recordCardSignins,
          deriver: signinDeriver,
        }),
      );
      await api.register(visualModule({ db, now, codesOf: codesOf(roles) }));
      await api.register(regionModule({ db, now, codesOf: codesOf(roles) }));
      await api.register(auditRoutes({ db }));
      await api.register(exportsModule({ exports, jobs, codesOf: codesOf(roles) }));
      await api.register(jobRoutes({ jobs, codesOf: codesOf(roles) }));
    },
    { prefix: "/api" },
  );

  await registerWebApp(app, findWebDist(config.webDist));
  return app;
};
