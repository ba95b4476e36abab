export {
  type CalendarDeps,
  eventsBetween,
  saveEvent,
  termWeeksBetween,
  type Viewer,
} from "./calendar.service.ts";
