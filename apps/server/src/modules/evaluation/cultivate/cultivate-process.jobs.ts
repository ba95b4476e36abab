import type { CultivateAreaProcessResult, CultivateUpStatus } from "@eos/contracts";
import type { AuthContext } from "../../../platform/auth/access.ts";
import type { Db, Tx } from "../../../platform/db/client.ts";
import { activeJobsOf } from "../../../platform/jobs/jobs.store.ts";
import type { Jobs } from "../../../platform/jobs/jobs.ts";
import { currentTermsOf, listSitesOfArea } from "../../school/index.ts";
import { evaluationError } from "../evaluation.messages.ts";
import type { EvaluationDeps } from "../model.service.ts";
import { requireCultivateModel } from "./cultivate.service.ts";
import { lockCultivateModels } from "./cultivate.store.ts";
import { schoolCopiesOf } from "./cultivate-area.store.ts";
import { processCultivateTerm, termOf } from "./cultivate-data.service.ts";

/** The background job that processes a cultivate model's data for a term (SPEC 7 'cultivate up status'). */
export const CULTIVATE_PROCESS_JOB = "evaluation.cultivateProcess";

type ProcessPayload = { modelId: number; termId: number; userId: number | null };

export type ProcessDeps = EvaluationDeps & { jobs: Jobs };

/** Registers the handler: processing is idempotent (it rewrites the term's data), so a retry simply reruns. */
export const registerCultivateProcessJob = (deps: EvaluationDeps, jobs: Jobs): void => {
  jobs.register<ProcessPayload, CultivateUpStatus>(
    CULTIVATE_PROCESS_JOB,
    (ctx) => processCultivateTerm(deps, { schoolId: ctx.schoolId, ...ctx.payload }, ctx.progress),
    { managedBy: "evaluation.manage" },
  );
};

const running = (db: Db | Tx, copies: { schoolId: number; modelId: number; termId: number }[]) =>
  activeJobsOf(
    db,
    CULTIVATE_PROCESS_JOB,
    copies.map((c) => ({ schoolId: c.schoolId, payload: { modelId: c.modelId, termId: c.termId } })),
  );

/**
 * Queues the processing of a school's model for a term (the current one by default); refused while one for
 * the same model and term is queued or running. Follow it through /v3/job/get.
 */
export const enqueueCultivateProcess = async (
  deps: ProcessDeps,
  auth: AuthContext,
  q: { id: number; termId?: number },
): Promise<{ jobId: number }> => {
  const model = await requireCultivateModel(deps.db, auth.schoolId, q.id);
  const term = await termOf(deps, auth.schoolId, q.termId);
  const copy = { schoolId: auth.schoolId, modelId: model.id, termId: term.id };
  return deps.db.transaction(async (tx) => {
    await lockCultivateModels(tx, [copy]);
    if ((await running(tx, [copy])).size > 0) throw evaluationError(409, "cultivateRunning");
    const payload: ProcessPayload = { modelId: model.id, termId: term.id, userId: auth.userId };
    const jobId = await deps.jobs.enqueue({
      schoolId: auth.schoolId,
      kind: CULTIVATE_PROCESS_JOB,
      payload,
      createdBy: auth.userId,
      tx,
    });
    return { jobId };
  });
};

/**
 * An area processes its model in every school holding a copy, each in its current term, as one job per school
 * (in the school's name). Schools already processing it are reported, not queued twice; schools without a
 * copy or a current term are skipped.
 */
export const enqueueAreaCultivate = async (
  deps: ProcessDeps,
  auth: AuthContext,
  q: { id: number },
): Promise<CultivateAreaProcessResult> => {
  if (auth.schoolType !== 1 || auth.areaId === null) throw evaluationError(403, "areaOnly");
  const model = await requireCultivateModel(deps.db, auth.schoolId, q.id);
  const schools = (await listSitesOfArea(deps.db, auth.areaId)).filter((s) => s.type === 0);
  const terms = await currentTermsOf(
    deps.db,
    schools.map((s) => s.id),
  );
  const copies = await schoolCopiesOf(deps.db, {
    areaSchoolId: auth.schoolId,
    modelId: model.id,
    schoolIds: schools.map((s) => s.id),
  });
  const nameOf = new Map(schools.map((s) => [s.id, s.name]));
  const due = schools.flatMap((s) => {
    const modelId = copies.get(s.id);
    const termId = terms.get(s.id)?.id;
    return modelId !== undefined && termId !== undefined ? [{ schoolId: s.id, modelId, termId }] : [];
  });
  const result: CultivateAreaProcessResult = {
    queued: [],
    running: [],
    skipped: schools
      .filter((s) => !due.some((d) => d.schoolId === s.id))
      .map((s) => ({ schoolId: s.id, schoolName: s.name })),
  };
  await deps.db.transaction(async (tx) => {
    await lockCultivateModels(tx, due);
    const active = await running(tx, due);
    for (const d of due) {
      const schoolName = nameOf.get(d.schoolId) ?? "";
      if (active.has(d.schoolId)) {
        result.running.push({ schoolId: d.schoolId, schoolName });
        continue;
      }
      const payload: ProcessPayload = { modelId: d.modelId, termId: d.termId, userId: null };
      const jobId = await deps.jobs.enqueue({
        schoolId: d.schoolId,
        kind: CULTIVATE_PROCESS_JOB,
        payload,
        tx,
      });
      result.queued.push({ schoolId: d.schoolId, schoolName, jobId });
    }
  });
  return result;
};

/** Per school of the list, whether processing of its copy is under way (the area view shows it). */
export const processingSchools = async (
  deps: EvaluationDeps,
  copies: { schoolId: number; modelId: number; termId: number }[],
): Promise<Set<number>> => new Set((await running(deps.db, copies)).keys());
