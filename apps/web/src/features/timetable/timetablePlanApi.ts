import type { TimetableEntry, TimetablePlan, TimetablePlanSave } from "@eos/contracts";
import { get, post } from "../../api/request.ts";

const base = "/timetable/manage/api";

export const fetchPlan = (setId: number) =>
  get<TimetablePlan>(`${base}/getPlan`, { setId }, { noCache: true });
export const savePlan = (body: TimetablePlanSave) =>
  post<null>(`${base}/savePlan`, body, { json: true, noToast: true });
export const startGenerate = (setId: number) =>
  post<{ jobId: number }>(`${base}/generate`, { setId }, { json: true, noToast: true });

/** A teaching plan read off a set's lessons: each class's subject with its teacher and its periods a week. */
export const planFromLessons = (entries: ReadonlyArray<TimetableEntry>): TimetablePlan["lines"] => {
  const lines = new Map<string, TimetablePlan["lines"][number]>();
  for (const e of entries) {
    if (e.teacherId === null) continue;
    const key = `${e.orgId}|${e.subject}`;
    const line = lines.get(key);
    if (line) line.hours++;
    else
      lines.set(key, {
        orgId: e.orgId,
        className: e.className,
        subject: e.subject,
        teacherId: e.teacherId,
        teacherName: e.teacherName,
        hours: 1,
        main: false,
      });
  }
  return [...lines.values()].sort(
    (a, b) => a.className.localeCompare(b.className) || a.subject.localeCompare(b.subject),
  );
};
