import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** Attendance: teachers mark classes (console and phone), administrators set points, everyone reads counts. */
export const attendanceModule: FeatureModule = {
  name: "attendance",
  consolePages: [
    page("attendance", async () => (await import("./MarkPage.tsx")).MarkPage),
    page("attendance/points", async () => (await import("./PointsPage.tsx")).PointsPage),
    page("attendance/counts", async () => (await import("./CountsPage.tsx")).CountsPage),
  ],
  mobilePages: [
    page("attendance", async () => (await import("./MobileMarkPage.tsx")).MobileMarkPage, {
      title: "attendance.mark.mobileTitle",
      antd: true,
    }),
    page("attendance/checkin", async () => (await import("./MobileCheckinPage.tsx")).MobileCheckinPage, {
      title: "attendance.checkin.title",
    }),
  ],
};
