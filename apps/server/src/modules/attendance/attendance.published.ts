// Attendance's published reads for the boards and counts across levels (module visual, the area's board in
// region): aggregate statements of its own stores, handed out through index.ts.
export {
  type DayCounts,
  dailyRecordCounts,
  type ExpectedBy,
  expectedCounts,
  hasEnabledPoints,
  type KeyedCounts,
  type StatusCounts,
  schoolsDailyRecordCounts,
} from "./board.store.ts";
export { type AbsentRow, absentOn } from "./count.store.ts";
