import { MAX_BATCH } from "@eos/contracts";
import { asc, eq } from "drizzle-orm";
import { recordCardSignins } from "../modules/attendance/index.ts";
import {
  type DeviceCaller,
  deriveAllSignins,
  registerDevice,
  seedCards,
  storeConsumeBatch,
  storeSigninBatch,
} from "../modules/onecard/index.ts";
import { student } from "../modules/org/org.tables.ts";
import type { Db } from "../platform/db/client.ts";
import { seededRandom } from "./random.ts";

const DAY_MS = 86_400_000;

/** The school's date (Asia/Shanghai, the demo schools' zone) of an instant. */
const shanghaiDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
/** Minutes since midnight at the school (Asia/Shanghai) of an instant. */
const localMinutes = (at: Date) => {
  const shifted = new Date(at.getTime() + 8 * 3_600_000);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
};
const localTime = (day: string, minutes: number, seconds: number) =>
  new Date(
    `${day}T${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}:${String(seconds).padStart(2, "0")}+08:00`,
  );

const inBatches = async <T>(items: T[], store: (batch: T[]) => Promise<unknown>) => {
  for (let i = 0; i < items.length; i += MAX_BATCH) await store(items.slice(i, i + MAX_BATCH));
};

/**
 * A school's one-card demo, made through the module's services: a gate and a canteen till, a card for every
 * student, yesterday morning's arrivals at the gate (most students, a few late) and lunch at the canteen (today's
 * too once past), and two cards nobody holds yet for the administrator to link. Sign-ins go to the sink wired while attendance is not.
 */
export const seedOnecard = async (db: Db, schoolId: number, now = new Date()) => {
  const rnd = seededRandom(schoolId * 7919);
  const gate = await registerDevice(db, schoolId, {
    name: "南门闸机 South gate",
    kind: "gate",
    place: "南门",
  });
  const till = await registerDevice(db, schoolId, {
    name: "食堂一号机 Canteen 1",
    kind: "canteen",
    place: "一楼食堂",
  });
  const students = await db
    .select({ id: student.id })
    .from(student)
    .where(eq(student.schoolId, schoolId))
    .orderBy(asc(student.id));
  const cardOf = (i: number) => `${String(schoolId).padStart(3, "0")}${String(100001 + i)}`;
  await seedCards(
    db,
    schoolId,
    students.map((s, i) => ({ cardNo: cardOf(i), studentId: s.id })),
  );
  const deps = { db, now: () => now };
  const caller = (id: number, kind: string, place: string): DeviceCaller => ({
    schoolId,
    deviceId: id,
    kind,
    place,
  });
  // Yesterday, and today once its morning (lunch) is over at the school: a board opened on a school day shows
  // the morning's arrivals, not a school of unmarked students. A day without the point's weekday records nothing.
  const minutesNow = localMinutes(now);
  const days = [
    shanghaiDay(new Date(now.getTime() - DAY_MS)),
    ...(minutesNow >= 8 * 60 + 10 ? [shanghaiDay(now)] : []),
  ];
  let signins = 0;
  let payments = 0;
  for (const day of days) {
    const arrivals = students.flatMap((_, i) =>
      rnd.next() < 0.95
        ? [
            {
              eventId: `g-${day}-${i}`,
              cardNo: cardOf(i),
              // In the morning point's window (07:30–08:10, late after 07:45): most on time, a few late.
              at: localTime(
                day,
                rnd.next() < 0.05 ? 466 + rnd.int(0, 20) : 450 + rnd.int(0, 14),
                rnd.int(0, 59),
              ).toISOString(),
            },
          ]
        : [],
    );
    const strangers = ["9990000001", "9990000002"].map((cardNo, i) => ({
      eventId: `g-${day}-unknown-${i}`,
      cardNo,
      at: localTime(day, 455 + i, 30).toISOString(),
    }));
    await inBatches([...arrivals, ...strangers], (batch) =>
      storeSigninBatch(deps, caller(gate.id, "gate", "南门"), batch),
    );
    signins += arrivals.length;
    if (day === shanghaiDay(now) && minutesNow < 12 * 60 + 30) continue;
    const lunches = students.flatMap((_, i) =>
      rnd.next() < 0.6
        ? [
            {
              eventId: `c-${day}-${i}`,
              cardNo: cardOf(i),
              at: localTime(day, 690 + rnd.int(0, 50), rnd.int(0, 59)).toISOString(),
              amount: rnd.pick([500, 650, 800, 1000, 1200]),
              balance: rnd.int(2000, 30000),
            },
          ]
        : [],
    );
    await inBatches(lunches, (batch) =>
      storeConsumeBatch(deps, caller(till.id, "canteen", "一楼食堂"), batch),
    );
    payments += lunches.length;
  }
  // Attendance and the unknown cards' list follow the stored sign-ins, as the app's deriver does after an answer.
  await deriveAllSignins(db, recordCardSignins);
  return { devices: 2, cards: students.length, signins, payments };
};
