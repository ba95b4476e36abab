import type { ConsentKind } from "@eos/contracts";
import { decideConsent } from "../modules/consent/index.ts";
import type { Db } from "../platform/db/client.ts";
import { peopleOfSchool, type SeedSite } from "./seed-people.ts";

const DAY_MS = 86_400_000;

/**
 * Each school's guardians decide on their children's sensitive data through the consent service, as they would
 * on the phone over the last weeks: three in four give health data, one in seven of those later withdraws it,
 * every other one gives location data, and face data waits for a decision. Answers how many decisions were made.
 */
export const seedConsent = async (db: Db, site: SeedSite, now = new Date()): Promise<number> => {
  const { parents } = await peopleOfSchool(db, site);
  let made = 0;
  for (const [i, p] of parents.entries()) {
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS - i * 60_000);
    const deps = (daysAgo: number) => ({
      db,
      now: () => at(daysAgo),
      codesOf: async () => new Set<string>(),
    });
    const decide = async (
      studentId: number,
      kind: ConsentKind,
      action: "give" | "withdraw",
      daysAgo: number,
    ) => {
      await decideConsent(deps(daysAgo), p.auth, { studentId, kind }, action);
      made++;
    };
    for (const child of p.children) {
      if (i % 4 !== 3) await decide(child, "health", "give", 30);
      if (i % 4 !== 3 && i % 7 === 6) await decide(child, "health", "withdraw", 3);
      if (i % 2 === 0) await decide(child, "location", "give", 20);
    }
  }
  return made;
};
