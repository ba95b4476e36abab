import type { TimetableFeed } from "@eos/contracts";
import ical from "ical-generator";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { enterSchool } from "../../platform/db/tenant-context.ts";
import { dateTimeFormat } from "../../platform/intl.ts";
import { formatTenantSecret, hashSecret, newSecret, parseTenantSecret } from "../identity/index.ts";
import { classLabel } from "../org/index.ts";
import { findSchoolById, listTerms, schoolTimeZone, todayIn } from "../school/index.ts";
import { deleteFeed, feedBySecret, findFeed, type Person, replaceFeed } from "./feed.store.ts";
import { timetableError } from "./timetable.messages.ts";
import { childrenOf, classesOfStudents, entriesOf, publishedSets, type SetRow } from "./timetable.store.ts";
import type { TimetableDeps } from "./timetable-set.service.ts";
import { addDays, isoDayOf, weekOfTerm } from "./timetable-term.ts";

const personOf = (auth: AuthContext): Person => ({
  schoolId: auth.schoolId,
  userType: auth.userType,
  userId: auth.userId,
});

/** Where a feed is read, under /api: the secret names its school, so no lookup spans schools. */
export const feedPath = (secret: string) => `/timetable/ical/${secret}.ics`;

export const feedStatus = async (deps: TimetableDeps, auth: AuthContext): Promise<TimetableFeed> => {
  const feed = await findFeed(deps.db, personOf(auth));
  return { active: !!feed, createdAt: feed?.createdAt.toISOString() ?? null, url: null };
};

/** Makes the caller a new secret feed URL; an earlier one stops working. The URL is shown only now. */
export const createFeed = async (deps: TimetableDeps, auth: AuthContext): Promise<TimetableFeed> => {
  const secret = formatTenantSecret(auth.schoolId, newSecret());
  const now = deps.now();
  await deps.db.transaction((tx) => replaceFeed(tx, personOf(auth), hashSecret(secret), now));
  return { active: true, createdAt: now.toISOString(), url: `/api${feedPath(secret)}` };
};

export const revokeFeed = async (deps: TimetableDeps, auth: AuthContext): Promise<void> => {
  await deleteFeed(deps.db, personOf(auth));
};

/** The UTC instant of a wall-clock time in a time zone (two passes settle a daylight-saving change). */
export const zonedInstant = (date: string, time: string, timeZone: string): Date => {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offsetAt = (ms: number) => {
    const parts = dateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }).formatToParts(new Date(ms));
    const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second")) - ms;
  };
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
};

/** The classes a feed follows: a student's, every child's of a parent; null for a teacher (their own lessons). */
const feedClasses = async (db: Db, p: Person): Promise<number[] | null> => {
  if (p.userType === 0) return null;
  const students = p.userType === 1 ? [p.userId] : await childrenOf(db, p.schoolId, p.userId);
  return (await classesOfStudents(db, p.schoolId, students)).map((r) => Number(r.classId));
};

/** The weeks a feed covers: from four weeks back to the end of each term still running. */
const FEED_PAST_DAYS = 28;

/**
 * The calendar of a feed's secret: every lesson of the published sets of the terms not yet over, one event
 * each, at its times in the school's time zone. Unknown or revoked secrets are 404.
 */
export const feedCalendar = async (deps: TimetableDeps, value: string): Promise<string> => {
  const parsed = parseTenantSecret(value);
  if (!parsed) throw timetableError(404, "feedNotFound");
  enterSchool(parsed.schoolId);
  const feed = await feedBySecret(deps.db, parsed.schoolId, hashSecret(value));
  if (!feed) throw timetableError(404, "feedNotFound");
  const p: Person = { schoolId: feed.schoolId, userType: feed.userType, userId: feed.userId };
  const [school, zone, terms] = await Promise.all([
    findSchoolById(deps.db, p.schoolId),
    schoolTimeZone(deps.db, p.schoolId),
    listTerms(deps.db, p.schoolId),
  ]);
  const today = todayIn(zone, deps.now());
  const running = terms.filter((t) => t.etime >= today);
  const sets = await publishedSets(
    deps.db,
    p.schoolId,
    running.map((t) => t.id),
  );
  const classIds = await feedClasses(deps.db, p);
  const lessons = await entriesOf(deps.db, p.schoolId, {
    setIds: sets.map((s) => s.id),
    ...(classIds ? { classIds } : { teacherId: p.userId }),
  });
  const cal = ical({ name: school?.name ?? "EOS", prodId: { company: "EOS", product: "timetable" } });
  const setById = new Map<number, SetRow>(sets.map((s) => [s.id, s]));
  for (const term of running) {
    const from = [term.stime, addDays(today, -FEED_PAST_DAYS)].sort()[1] as string;
    for (let date = from; date <= term.etime; date = addDays(date, 1)) {
      const day = isoDayOf(date);
      const week = weekOfTerm(term, date);
      for (const e of lessons) {
        const set = setById.get(e.setId);
        if (!set || set.termId !== term.id || e.day !== day) continue;
        if (set.weeks.length > 0 && !set.weeks.includes(week)) continue;
        const period = set.periods.find((x) => x.no === e.period);
        if (!period) continue;
        const className = classLabel(e.gradeName, e.className);
        cal.createEvent({
          id: `timetable-${p.schoolId}-${e.id}-${date}`,
          start: zonedInstant(date, period.start, zone),
          end: zonedInstant(date, period.end, zone),
          summary: `${e.subject} · ${className}`,
          location: e.room || undefined,
          description: [className, e.teacherName].filter(Boolean).join(" · "),
        });
      }
    }
  }
  return cal.toString();
};
