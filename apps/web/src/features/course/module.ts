import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** Courses and clubs: subjects and types, the catalogue, this term's courses, clubs, a club's page, the phone's view. */
export const courseModule: FeatureModule = {
  name: "course",
  pages: [page("TMS/course-router", async () => (await import("./ClubPage.tsx")).ClubPage)],
  consolePages: [
    page("course/subjects", async () => (await import("./CataloguePage.tsx")).CataloguePage),
    page("course/mains", async () => (await import("./CourseMainsPage.tsx")).CourseMainsPage),
    page("course/term", async () => (await import("./TermCoursesPage.tsx")).TermCoursesPage),
    page("course/clubs", async () => (await import("./ClubsPage.tsx")).ClubsPage),
    page("course/club", async () => (await import("./ClubPage.tsx")).ClubPage),
  ],
  mobilePages: [
    page("courses", async () => (await import("./MobileCoursesPage.tsx")).MobileCoursesPage, {
      title: "course.mobile.title",
    }),
  ],
};
