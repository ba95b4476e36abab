import type { AttendanceRoster, AttendanceStatus } from "@eos/contracts";
import { useEffect, useMemo, useState } from "react";

export type Draft = { status: AttendanceStatus | null; reason: string };

/** A record an approved leave wrote: "all present" leaves it alone; changing it on purpose overrides the leave. */
const onLeave = (s: { status: AttendanceStatus | null; source: string | null }) =>
  s.status === "leave" && s.source === "leave";

/** The marks being made on a roster: start from its records, "all present" in one tap, then exceptions. */
export function useRosterMarks(roster: AttendanceRoster | undefined) {
  const [drafts, setDrafts] = useState<Map<number, Draft>>(new Map());
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    setDrafts(
      new Map((roster?.students ?? []).map((s) => [s.studentId, { status: s.status, reason: s.reason }])),
    );
    setDirty(false);
  }, [roster]);
  const update = (change: (next: Map<number, Draft>) => void) => {
    setDrafts((prev) => {
      const next = new Map(prev);
      change(next);
      return next;
    });
    setDirty(true);
  };
  const counts = useMemo(() => {
    const out = { total: drafts.size, present: 0, late: 0, leave: 0, absent: 0, earlyLeave: 0, unmarked: 0 };
    for (const d of drafts.values()) {
      if (d.status) out[d.status] += 1;
      else out.unmarked += 1;
    }
    return out;
  }, [drafts]);
  return {
    drafts,
    dirty,
    counts,
    allPresent: () =>
      update((next) => {
        const leave = new Set((roster?.students ?? []).filter(onLeave).map((s) => s.studentId));
        for (const id of next.keys()) if (!leave.has(id)) next.set(id, { status: "present", reason: "" });
      }),
    setStatus: (studentId: number, status: AttendanceStatus) =>
      update((next) => {
        const reason = status === "present" ? "" : (next.get(studentId)?.reason ?? "");
        next.set(studentId, { status, reason });
      }),
    setReason: (studentId: number, reason: string) =>
      update((next) => {
        next.set(studentId, { status: next.get(studentId)?.status ?? null, reason });
      }),
    marks: () => {
      const leave = new Set((roster?.students ?? []).filter(onLeave).map((s) => s.studentId));
      return [...drafts.entries()]
        .filter(([, d]) => d.status !== null)
        .map(([studentId, d]) => ({
          studentId,
          status: d.status as AttendanceStatus,
          reason: d.reason,
          ...(leave.has(studentId) && d.status !== "leave" ? { overrideLeave: true } : {}),
        }));
    },
  };
}
