// What other modules may use of the boards: the rates every board shows the same way (the area's board in
// region), and the services.
export { addDays, fillDays, schoolDaysUpTo, sumCounts, withRates } from "./rates.ts";
export {
  countAll,
  MAX_RANGE_DAYS,
  schoolBoard,
  teacherBoard,
  trend,
  type VisualDeps,
} from "./visual.service.ts";
