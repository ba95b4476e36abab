import { describe, expect, it } from "vitest";
import { hardViolations } from "./check.ts";
import { schoolInstance } from "./instance.ts";
import { type SolverInput, SolverInputError, solveTimetable, solveTimetableAsync } from "./solver.ts";

// The solver touches no database: it runs once, in the PGlite project.
describe.skipIf(process.env.EOS_TEST_DB === "postgres")("automatic timetabling", () => {
  it("schedules 30 classes and 70 teachers over 35 periods with no hard violation", () => {
    // Known feasible: a first solve without the teachers' periods off is a witness; each teacher's periods off
    // are then chosen among the periods the witness leaves them free, so the witness stays a solution.
    const relaxed = schoolInstance(11, 0);
    const witness = solveTimetable(relaxed, { seed: 1, timeLimitMs: 30_000, polishMs: 0 });
    expect(hardViolations(relaxed, witness.placements)).toEqual([]);
    const busy = new Set(witness.placements.map((p) => `${p.teacherId}|${p.slot}`));
    const instance: SolverInput = {
      ...relaxed,
      teachers: relaxed.teachers.map((t, i) => ({
        ...t,
        unavailable: [i % 34, (i * 7 + 3) % 34, (i * 13 + 5) % 34].filter((s) => !busy.has(`${t.id}|${s}`)),
      })),
    };
    expect(hardViolations(instance, witness.placements)).toEqual([]);
    expect(instance.teachers).toHaveLength(70);
    expect(instance.classes).toHaveLength(30);

    const result = solveTimetable(instance, { seed: 2, timeLimitMs: 60_000, polishMs: 1_500 });
    expect(result.hard).toBe(0);
    expect(hardViolations(instance, result.placements)).toEqual([]);
    expect(result.placements.filter((p) => !p.fixed)).toHaveLength(30 * 34);
    expect(result.elapsedMs).toBeLessThan(60_000);
    console.info(
      `[timetabling] 30 classes, 70 teachers, 35 periods: 0 hard violations, soft score ${result.soft}, ` +
        `${result.iterations} moves in ${result.elapsedMs} ms`,
    );
  });

  it("gives the event loop back while it searches, and stops with its best placement when aborted", async () => {
    const instance = schoolInstance(3, 1);
    const controller = new AbortController();
    let ticks = 0;
    const timer = setInterval(() => {
      ticks++;
      if (ticks === 3) controller.abort();
    }, 5);
    const result = await solveTimetableAsync(instance, {
      seed: 4,
      timeLimitMs: 60_000,
      polishMs: 60_000,
      signal: controller.signal,
    });
    clearInterval(timer);
    expect(ticks).toBeGreaterThanOrEqual(3);
    expect(result.elapsedMs).toBeLessThan(10_000);
    expect(result.placements.filter((p) => !p.fixed)).toHaveLength(30 * 34);
  });

  it("names each kind of hard violation the checker finds", () => {
    const input: SolverInput = {
      days: 1,
      periods: 3,
      morningPeriods: 2,
      classes: [{ id: "a" }, { id: "b" }],
      teachers: [{ id: "t", unavailable: [2], maxPerDay: 2 }],
      roomKinds: [{ id: "lab", count: 1 }],
      lessons: [
        { classId: "a", subject: "Physics", teacherId: "t", hours: 3, roomKind: "lab" },
        { classId: "b", subject: "Physics", teacherId: "t", hours: 1, roomKind: "lab" },
      ],
    };
    const at = (classId: string, slot: number) => ({
      classId,
      subject: "Physics",
      teacherId: "t",
      slot,
      fixed: false,
    });
    expect(hardViolations(input, [at("a", 0), at("a", 1), at("a", 2), at("b", 0)])).toEqual([
      "t: placed in unavailable slot 2",
      "t: more than 2 periods on day 0",
      "a Physics: more than 2 periods on day 0",
      "t: two classes in slot 0",
      "lab: more than 1 rooms used in slot 0",
    ]);
    expect(hardViolations(input, [at("a", 0), at("a", 1)])).toEqual(
      expect.arrayContaining(["a Physics: 2 of 3 periods placed", "b Physics: 0 of 1 periods placed"]),
    );
  });

  it("answers no violation left only when the week has room, and refuses input it cannot read", () => {
    const tight: SolverInput = {
      days: 2,
      periods: 2,
      morningPeriods: 1,
      classes: [{ id: "a" }, { id: "b" }],
      teachers: [{ id: "t" }, { id: "u" }],
      lessons: [
        { classId: "a", subject: "Math", teacherId: "t", hours: 2 },
        { classId: "a", subject: "Art", teacherId: "u", hours: 2 },
        { classId: "b", subject: "Math", teacherId: "t", hours: 2 },
        { classId: "b", subject: "Art", teacherId: "u", hours: 2 },
      ],
    };
    const solved = solveTimetable(tight, { seed: 5, timeLimitMs: 2_000, polishMs: 0 });
    expect(solved.hard).toBe(0);
    expect(hardViolations(tight, solved.placements)).toEqual([]);
    // Three of one teacher's lessons in two periods of one day cannot fit: the answer counts what remains.
    const impossible: SolverInput = {
      ...tight,
      days: 1,
      periods: 4,
      teachers: [{ id: "t" }, { id: "u", maxPerDay: 1 }],
    };
    const left = solveTimetable(impossible, { seed: 5, timeLimitMs: 300, polishMs: 0 });
    expect(left.hard).toBeGreaterThan(0);
    expect(hardViolations(impossible, left.placements).length).toBeGreaterThan(0);
    expect(() =>
      solveTimetable({ ...tight, lessons: [{ classId: "x", subject: "Math", teacherId: "t", hours: 1 }] }),
    ).toThrow(SolverInputError);
    expect(() =>
      solveTimetable({
        ...tight,
        lessons: [...tight.lessons, { classId: "a", subject: "PE", teacherId: "t", hours: 1 }],
      }),
    ).toThrow("class a has 5 lessons for 4 free periods a week");
  });
});
