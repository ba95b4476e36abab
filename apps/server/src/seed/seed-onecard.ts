import { MAX_BATCH } from "@eos/contracts";
import { asc, eq } from "drizzle-orm";
import { recordCardSignins } from "../modules/attendance/index.ts";
import {
  type DeviceCaller,
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
const localTime = (day: string, minutes: number, seconds: number) =>
  new Date(
    `${day}T${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}:${String(seconds).padStart(2, "0")}+08:00`,
  );

const inBatches = async <T>(items: T[], store: (batch: T[]) => Promise<unknown>) => {
  for (let i = 0; i < items.length; i += MAX_BATCH) await store(items.slice(i, i + MAX_BATCH));
};

/**
 * A school's one-card demo, made through the module's services: a gate and a canteen till, a card for every
 * student, yesterday morning's arrivals at the gate (most students, a few late), lunch at the canteen, and two
 * cards nobody holds yet for the administrator to link. Sign-ins go to the sink wired while attendance is not.
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
  const day = shanghaiDay(new Date(now.getTime() - DAY_MS));
  const deps = { db, now: () => now, sink: recordCardSignins };
  const caller = (id: number, kind: string, place: string): DeviceCaller => ({
    schoolId,
    deviceId: id,
    kind,
    place,
  });

  const arrivals = students.flatMap((_, i) =>
    rnd.next() < 0.95
      ? [
          {
            eventId: `g-${day}-${i}`,
            cardNo: cardOf(i),
            // 07:10 to 07:59, a few after 08:00.
            at: localTime(
              day,
              rnd.next() < 0.05 ? 480 + rnd.int(1, 20) : 430 + rnd.int(0, 49),
              rnd.int(0, 59),
            ).toISOString(),
          },
        ]
      : [],
  );
  const strangers = ["9990000001", "9990000002"].map((cardNo, i) => ({
    eventId: `g-${day}-unknown-${i}`,
    cardNo,
    at: localTime(day, 445 + i, 30).toISOString(),
  }));
  await inBatches([...arrivals, ...strangers], (batch) =>
    storeSigninBatch(deps, caller(gate.id, "gate", "南门"), batch),
  );

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
  await inBatches(lunches, (batch) => storeConsumeBatch(deps, caller(till.id, "canteen", "一楼食堂"), batch));
  return { devices: 2, cards: students.length, signins: arrivals.length, payments: lunches.length };
};
