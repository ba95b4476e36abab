import type { HomeApp, HomeBanner, HomeEvent, HomeLesson } from "@eos/contracts";
import type { CodeResolver } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";

/**
 * The home's port (architecture.md 'ports'): what the school's other daily areas know and the home shows.
 * Timetable answers a person's lessons of a day, calendar the events between two dates, banners the live
 * banners, the app centre a person's recent apps. app.ts hands the home their implementations.
 */
export type HomeSources = {
  /** A person's lessons of the date (YYYY-MM-DD, the school's day): a teacher's teaching, a student's class's. */
  lessonsOfDay(p: {
    schoolId: string;
    userId: string;
    userType: 0 | 1 | 2;
    date: string;
  }): Promise<HomeLesson[]>;
  /** The school calendar's events overlapping [from, to] (YYYY-MM-DD, both inclusive). */
  /** The events the viewer's role is shown (an administrator sees every audience's). */
  eventsBetween(p: {
    schoolId: string;
    from: string;
    to: string;
    userType: 0 | 1 | 2;
    isAdmin: boolean;
  }): Promise<HomeEvent[]>;
  banners(p: { schoolId: string; now: Date }): Promise<HomeBanner[]>;
  /** The apps the person opened last that they may still open. */
  recentApps(p: {
    schoolId: string;
    userId: string;
    userType: 0 | 1 | 2;
    isAdmin: boolean;
    limit: number;
  }): Promise<HomeApp[]>;
};

export type HomeDeps = { db: Db; now: () => Date; codesOf: CodeResolver; sources: HomeSources };
