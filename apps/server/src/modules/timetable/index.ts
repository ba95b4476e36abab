export { registerTimetableGenerateJob } from "./timetable-plan.service.ts";
export { lessonsOfDay } from "./timetable-read.service.ts";
export type { TimetableDeps } from "./timetable-set.service.ts";
