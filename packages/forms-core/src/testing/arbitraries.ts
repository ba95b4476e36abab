import fc from "fast-check";
import { formatDate, fromEpochDay } from "../dates/calendar.ts";
import { idCheckChar } from "../validate/id-card.ts";

/** fast-check generators shared by the property tests (test support only; not exported by the package). */

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(""));

/** Birth dates the ID pattern allows: 1800-01-01 to 2099-12-31. */
const birthDate = fc
  .integer({ min: -62_091, max: 47_481 })
  .map((day) => formatDate(fromEpochDay(day)).replaceAll("-", ""));

export const validIdCard = fc
  .tuple(fc.integer({ min: 1, max: 9 }), digits(5), birthDate, digits(3))
  .map(([first, region, birth, seq]) => {
    const body = `${first}${region}${birth}${seq}`;
    return body + idCheckChar(body);
  });

const lower = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz");
const word = (min: number, max: number) =>
  fc.array(lower, { minLength: min, maxLength: max }).map((a) => a.join(""));
const alnum = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");

export const validEmail = fc.tuple(word(1, 10), word(1, 10), word(2, 5)).map(([a, b, c]) => `${a}@${b}.${c}`);
export const validMobile = fc
  .tuple(fc.integer({ min: 3, max: 9 }), digits(9))
  .map(([d, rest]) => `1${d}${rest}`);
export const validAccount = fc.array(alnum, { minLength: 3, maxLength: 12 }).map((a) => a.join(""));

/** One archetype: a wire item, a generator of values it accepts, and one of values it must refuse. */
export type Archetype = {
  item: Record<string, unknown>;
  valid: fc.Arbitrary<string>;
  corrupt: fc.Arbitrary<string>;
};

const options = [1, 2, 3, 4, 5].map((id) => ({ id, name: `O${id}` }));
const subset = (min: number, max: number) =>
  fc.shuffledSubarray([1, 2, 3, 4, 5], { minLength: min, maxLength: max }).map((ids) => ids.join(","));

export const ARCHETYPES: Archetype[] = [
  { item: { type: 1, typeJson: { charNumber: 8 } }, valid: word(1, 8), corrupt: word(9, 15) },
  { item: { type: 2, typeJson: { charNumber: 20 } }, valid: word(1, 20), corrupt: word(21, 30) },
  { item: { type: 14 }, valid: validEmail, corrupt: word(1, 10) },
  { item: { type: 15 }, valid: validMobile, corrupt: digits(11).map((d) => `2${d.slice(1)}`) },
  { item: { type: 26 }, valid: digits(6), corrupt: digits(5) },
  {
    item: { type: 27 },
    valid: validIdCard,
    corrupt: validIdCard.map((id) => `${id.slice(0, 17)}${id[17] === "1" ? "2" : "1"}`),
  },
  {
    item: { type: 19, typeJson: { rangeMin: -50, rangeMax: 50 } },
    valid: fc.integer({ min: -50, max: 50 }).map(String),
    corrupt: fc.integer({ min: 51, max: 999 }).map(String),
  },
  {
    item: { type: 20, typeJson: { rangeMin: 0, rangeMax: 100 } },
    valid: fc.integer({ min: 0, max: 10000 }).map((n) => String(n / 100)),
    corrupt: fc.integer({ min: 1, max: 9 }).map((n) => `1.12${n}`),
  },
  {
    item: { type: 21 },
    valid: fc.integer({ min: -99999, max: 99999 }).map((n) => String(n / 1000)),
    corrupt: fc.integer({ min: 1, max: 9 }).map((n) => `0.123${n}`),
  },
  {
    item: { type: 22, typeJson: { startDate: "2024-01-01", endDate: "2024-12-31" } },
    valid: fc.integer({ min: 0, max: 365 }).map((d) => formatDate(fromEpochDay(19_723 + d))),
    corrupt: fc.integer({ min: 366, max: 1000 }).map((d) => formatDate(fromEpochDay(19_723 + d))),
  },
  {
    item: { type: 3, typeJson: { startDate: "2024-01-01 08:00", endDate: "2024-01-01 17:00" } },
    valid: fc
      .integer({ min: 8 * 60, max: 17 * 60 })
      .map(
        (m) => `2024-01-01 ${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`,
      ),
    corrupt: fc
      .integer({ min: 0, max: 8 * 60 - 1 })
      .map(
        (m) => `2024-01-01 ${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`,
      ),
  },
  {
    item: { type: 4, optionInfos: options },
    valid: fc.integer({ min: 1, max: 5 }).map(String),
    corrupt: fc.integer({ min: 6, max: 99 }).map(String),
  },
  {
    item: { type: 5, optionInfos: options, typeJson: { minOptionNum: 2, maxOptionNum: 3 } },
    valid: subset(2, 3),
    corrupt: subset(4, 5),
  },
  {
    item: { type: 17, optionInfos: options, typeJson: { minOptionNum: 2 } },
    valid: subset(2, 5),
    corrupt: subset(1, 1),
  },
  {
    item: { type: 34 },
    valid: fc.array(digits(2), { minLength: 1, maxLength: 3 }).map((p) => JSON.stringify(p)),
    corrupt: word(1, 5),
  },
  {
    item: { type: 52 },
    valid: fc.integer({ min: 0, max: 5 }).map(String),
    corrupt: fc.integer({ min: 6, max: 20 }).map(String),
  },
  {
    item: { type: 1, eosType: 10002 },
    valid: validAccount,
    corrupt: fc.array(alnum, { minLength: 1, maxLength: 2 }).map((a) => a.join("")),
  },
  { item: { type: 15, eosType: 10004 }, valid: validMobile, corrupt: digits(10) },
];
