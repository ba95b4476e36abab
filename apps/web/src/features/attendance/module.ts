import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** Attendance: teachers mark classes (console and phone), administrators set points, everyone reads counts;
 * guardians ask leave on the phone, class leaders review it (phone and console) and see chronic absence. */
export const attendanceModule: FeatureModule = {
  name: "attendance",
  consolePages: [
    page("attendance", async () => (await import("./MarkPage.tsx")).MarkPage),
    page("attendance/points", async () => (await import("./PointsPage.tsx")).PointsPage),
    page("attendance/counts", async () => (await import("./CountsPage.tsx")).CountsPage),
    page("attendance/leave", async () => (await import("./LeaveReviewPage.tsx")).LeaveReviewPage),
    page("attendance/chronic", async () => (await import("./ChronicPage.tsx")).ChronicPage),
  ],
  mobilePages: [
    page("attendance", async () => (await import("./MobileMarkPage.tsx")).MobileMarkPage, {
      title: "attendance.mark.mobileTitle",
      antd: true,
    }),
    page("attendance/checkin", async () => (await import("./MobileCheckinPage.tsx")).MobileCheckinPage, {
      title: "attendance.checkin.title",
    }),
    page("leave", async () => (await import("./MobileLeavePage.tsx")).MobileLeavePage, {
      title: "attendance.leave.mobileTitle",
    }),
    page("leave/review", async () => (await import("./MobileLeaveReviewPage.tsx")).MobileLeaveReviewPage, {
      title: "attendance.leave.reviewTitle",
    }),
  ],
};
