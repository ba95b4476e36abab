import type { FastifyBaseLogger } from "fastify";
import { asSystem } from "../../platform/db/tenant-context.ts";
import { taskValueFacts } from "../forms/index.ts";
import type { EvaluationDeps } from "./model.service.ts";
import { scoreChanges } from "./score-run.service.ts";

/** Hears committed task value changes and scores them again, one batch after another, off the request. */
export type ValueScorer = {
  notify: (schoolId: number, valueIds: number[]) => void;
  /** Resolves once every change heard so far is scored (tests; graceful shutdown). */
  idle: () => Promise<void>;
};

export const createValueScorer = (deps: EvaluationDeps, log: FastifyBaseLogger): ValueScorer => {
  let chain: Promise<void> = Promise.resolve();
  const score = async (schoolId: number, valueIds: number[]) => {
    const facts = await taskValueFacts(deps.db, schoolId, valueIds);
    await scoreChanges(
      deps,
      schoolId,
      facts.map((f) => ({ taskId: f.taskId, studentId: f.studentId, at: f.createdAt })),
    );
  };
  return {
    notify: (schoolId, valueIds) => {
      chain = chain
        // Background work of the system's, not of whichever request first reported a change.
        .then(() => asSystem(() => score(schoolId, valueIds)))
        .catch((error: unknown) =>
          log.error({ err: error, schoolId, valueIds }, "scoring changed values failed"),
        );
    },
    idle: () => chain,
  };
};
