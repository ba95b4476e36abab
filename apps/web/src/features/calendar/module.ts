import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** The school calendar (month and week views, the administrators' editor, the phone's week) and the terms page. */
export const calendarModule: FeatureModule = {
  name: "calendar",
  consolePages: [
    page("calendar", async () => (await import("./CalendarPage.tsx")).CalendarPage),
    page("terms", async () => (await import("./TermsPage.tsx")).TermsPage),
  ],
  mobilePages: [
    page("calendar", async () => (await import("./MobileCalendarPage.tsx")).MobileCalendarPage, {
      title: "calendar.mobile.title",
    }),
  ],
};
