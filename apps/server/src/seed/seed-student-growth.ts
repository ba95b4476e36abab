import type { Db } from "../platform/db/client.ts";
import { seededRandom } from "./random.ts";
import { type GrowthCtx, growthContext } from "./seed-growth-context.ts";
import { areaAdminOf, peopleOfSchool, type SeedPeople, type SeedSite } from "./seed-people.ts";
import { awardCertificates } from "./seed-student-certificates.ts";
import { fillStudentTasks } from "./seed-student-fills.ts";
import { pushAreaModel, studentModel } from "./seed-student-model.ts";
import { studentPassport } from "./seed-student-passport.ts";
import { type SeededTasks, studentTasks } from "./seed-student-tasks.ts";

/**
 * Every demo school's student growth, built through the services the console and the phone pages call, on a
 * fixed clock: the growth records (forms, a shown scene, tasks open until the term ends, two thirds filled),
 * the evaluation model (pushed by the area to its schools) with rules scored over the term by the real
 * rule-run job, the year's passport with open notice windows, and the term's certificates awarded.
 */

type Seeded = { people: SeedPeople; tasks: SeededTasks; modelId: number; indicatorIds: Map<string, number> };

/** Records, model and rules, and the fills of September to November 2026 (scored later, all at once). */
const recordsOf = async (c: GrowthCtx, site: SeedSite): Promise<Seeded> => {
  c.at("2026-09-01T01:30:00Z");
  const people = await peopleOfSchool(c.db, site);
  const tasks = await studentTasks(
    c,
    people.admin,
    people.classes.map((k) => k.id),
  );
  const { modelId, indicatorIds } = await studentModel(c, people.admin, tasks, site.areaId !== null);
  await fillStudentTasks(c, tasks, people);
  return { people, tasks, modelId, indicatorIds };
};

/** The runs the rules' saves queued score the whole term; a failed run would leave the pages empty. */
const scoreTerm = async (c: GrowthCtx, sites: SeedSite[]) => {
  c.at("2026-11-20T12:00:00Z");
  await c.jobs.drain();
  for (const site of sites) {
    const jobs = await c.jobs.list(site.id, { page: 1, size: 50 });
    const failed = jobs.list.find((j) => j.state !== "done");
    if (failed)
      throw new Error(`demo seed: a rule run of school ${site.id} ended ${failed.state}: ${failed.error}`);
  }
};

export const seedStudentGrowth = async (db: Db, area: SeedSite, schools: SeedSite[]): Promise<void> => {
  const c = growthContext(db, seededRandom(20261120));
  c.at("2026-09-01T01:00:00Z");
  await pushAreaModel(c, await areaAdminOf(db, area));
  const seeded: Seeded[] = [];
  for (const site of schools) seeded.push(await recordsOf(c, site));
  await scoreTerm(c, schools);
  c.at("2026-11-20T12:30:00Z");
  for (const s of seeded) {
    await studentPassport(c, s.people, { modelId: s.modelId, sceneId: s.tasks.sceneId });
    await awardCertificates(c, s.people, s.indicatorIds);
  }
};
