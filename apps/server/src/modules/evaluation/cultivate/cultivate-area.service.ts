import type { AreaCultivateChart } from "@eos/contracts";
import type { AuthContext } from "../../../platform/auth/access.ts";
import { currentTermsOf, listSitesOfArea } from "../../school/index.ts";
import { evaluationError } from "../evaluation.messages.ts";
import type { EvaluationDeps } from "../model.service.ts";
import { requireCultivateModel } from "./cultivate.service.ts";
import { listGoals } from "./cultivate.store.ts";
import { copyStates, goalAveragesAcross, schoolCopiesOf } from "./cultivate-area.store.ts";
import { processingSchools } from "./cultivate-process.jobs.ts";

/**
 * An area model across the area's schools: whether each holds a copy, when its current term was processed,
 * and each area goal's average there, read from the copies' processed data (two queries for any number of
 * schools). Schools process their own data; the area reads what they have.
 */
export const areaCultivateChart = async (
  deps: EvaluationDeps,
  auth: AuthContext,
  q: { id: number },
): Promise<AreaCultivateChart> => {
  if (auth.schoolType !== 1 || auth.areaId === null) throw evaluationError(403, "areaOnly");
  const model = await requireCultivateModel(deps.db, auth.schoolId, q.id);
  const schools = (await listSitesOfArea(deps.db, auth.areaId)).filter((s) => s.type === 0);
  const terms = await currentTermsOf(
    deps.db,
    schools.map((s) => s.id),
  );
  const scope = {
    areaSchoolId: auth.schoolId,
    modelId: model.id,
    schools: schools.map((s) => ({ schoolId: s.id, termId: terms.get(s.id)?.id ?? null })),
  };
  const copies = await schoolCopiesOf(deps.db, {
    areaSchoolId: auth.schoolId,
    modelId: model.id,
    schoolIds: schools.map((s) => s.id),
  });
  const [goals, states, averages, processing] = await Promise.all([
    listGoals(deps.db, auth.schoolId, model.id),
    copyStates(deps.db, scope),
    goalAveragesAcross(deps.db, scope),
    processingSchools(
      deps,
      scope.schools.flatMap((s) => {
        const modelId = copies.get(s.schoolId);
        return modelId !== undefined && s.termId !== null
          ? [{ schoolId: s.schoolId, modelId, termId: s.termId }]
          : [];
      }),
    ),
  ]);
  return {
    modelId: model.id,
    modelName: model.name,
    goals: goals.map((g) => ({ goalId: g.id, pid: g.pid, level: g.level, name: g.name })),
    schools: schools.map((s) => {
      const state = states.get(s.id);
      const mine = averages.filter((a) => a.schoolId === s.id);
      return {
        schoolId: s.id,
        schoolName: s.name,
        copied: state?.copied ?? false,
        termName: terms.get(s.id)?.name ?? null,
        refreshedAt: state?.refreshedAt?.toISOString() ?? null,
        onCurrentGoals: state?.onCurrentGoals ?? false,
        processing: processing.has(s.id),
        students: Math.max(0, ...mine.map((a) => a.students)),
        averages: mine.map((a) => ({ goalId: a.goalId, average: a.average })),
      };
    }),
  };
};
