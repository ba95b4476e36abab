export * from "./attendance.published.ts";
export { type CardSignin, type CardSigninResult, recordCardSignins } from "./card-signin.ts";
export { applyLeave, decideLeave, leaveFileReader } from "./leave.service.ts";
export { markClass, myClasses, rosterOf } from "./mark.service.ts";
export { markableClassIds } from "./mark-access.ts";
export { type AttendanceDeps, pointsOf, savePoint } from "./point.service.ts";
export {
  ATTENDANCE_ROLLUP_JOB,
  buildRollup,
  registerAttendanceRollupJob,
  scheduleRollup,
  scheduleRollupsOnStart,
} from "./rollup.service.ts";
