import { certificateSaveSchema } from "@eos/contracts";
import { batchAward, manualAward } from "../modules/certificate/acquire.service.ts";
import { changeStates, saveCertificate } from "../modules/certificate/certificate.service.ts";
import { currentTermOf, type GrowthCtx } from "./seed-growth-context.ts";
import type { SeedPeople } from "./seed-people.ts";

/**
 * The term's certificates: two awarded by rule on the computed scores (a reading score, the character level),
 * one by hand to the first student of each class, so every class has holders and the printed demo student too.
 */

export const CERTIFICATES = {
  reading: "阅读之星 Reading star",
  character: "品德优秀 Excellent character",
  improved: "进步之星 Most improved",
};

export const awardCertificates = async (
  c: GrowthCtx,
  people: SeedPeople,
  indicatorIds: Map<string, number>,
) => {
  const deps = { db: c.db, now: c.now, codesOf: c.codes };
  const { admin } = people;
  const { id: termId } = await currentTermOf(c.db, admin.schoolId);
  const save = async (input: Record<string, unknown>) =>
    (await saveCertificate(deps, admin, certificateSaveSchema.parse({ termId, ...input }))).id;
  const ids = [
    await save({
      name: CERTIFICATES.reading,
      description: "本学期家庭阅读得分达到 80 分。 Scored 80 or more on home reading this term.",
      honour: 2,
      ruleKind: "score",
      indicatorId: indicatorIds.get("reading"),
      minScore: 80,
    }),
    await save({
      name: CERTIFICATES.character,
      description: "品德发展达到优秀。 Reached 优秀 (excellent) in character.",
      honour: 3,
      ruleKind: "level",
      indicatorId: indicatorIds.get("character"),
      levelName: "优秀",
    }),
    await save({
      name: CERTIFICATES.improved,
      description: "班主任推荐的学期进步之星。 Chosen by the class teacher for the term's progress.",
      honour: 1,
      ruleKind: "manual",
    }),
  ];
  await changeStates(deps, admin, { ids, state: 1 });
  await batchAward(deps, admin, { termId });
  const firsts = people.classes.flatMap((k) => (k.students[0] ? [k.students[0].id] : []));
  if (firsts.length > 0)
    await manualAward(deps, admin, {
      certificateId: ids[2],
      studentIds: firsts,
      reason: "班主任推荐 Recommended by the class teacher",
    });
};
