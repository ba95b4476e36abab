import type { TFunction } from "i18next";

/** The catalogue's words for a task's codes (SPEC 9 role codes, states, recurrences). */
export const fillerTypeLabel = (t: TFunction, code: number): string =>
  code === 0 || code === 1 || code === 2 ? t(`progress.fillerTypes.${code}`) : String(code);

export const stateLabel = (t: TFunction, code: number): string =>
  code === 0 || code === 1 || code === 2 ? t(`progress.states.${code}`) : String(code);

export const recurrenceLabel = (t: TFunction, code: number): string =>
  code === 0 || code === 1 || code === 2 ? t(`progress.recurrences.${code}`) : String(code);

export const stateColor = (code: number): string | undefined =>
  code === 1 ? "green" : code === 2 ? "default" : undefined;
