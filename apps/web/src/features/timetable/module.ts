import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** Timetables: the sets and their grid editor, a teacher's week, and the phone's day-first view. */
export const timetableModule: FeatureModule = {
  name: "timetable",
  consolePages: [
    page("timetable", async () => (await import("./TimetableSetsPage.tsx")).TimetableSetsPage),
    page("timetable/mine", async () => (await import("./MyTimetablePage.tsx")).MyTimetablePage),
    page("timetable/:id", async () => (await import("./TimetableEditorPage.tsx")).TimetableEditorPage),
  ],
  mobilePages: [
    page("timetable", async () => (await import("./MobileTimetablePage.tsx")).MobileTimetablePage, {
      title: "timetable.mobile.title",
    }),
  ],
};
