import { dateTimeFormat } from "../../platform/intl.ts";

/** A class as people say it: its name alone when it already names the grade ("一年级(1)班"), else both. */
export { classLabel } from "../org/index.ts";

/** "2026-11-22 12:28" in the given zone: the 16 characters time filters and exports show. */
export const localMinute = (at: Date, timeZone: string): string =>
  dateTimeFormat("sv-SE", { timeZone, dateStyle: "short", timeStyle: "short" }).format(at);
