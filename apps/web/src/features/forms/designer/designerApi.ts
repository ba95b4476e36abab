import type { FormDraft, FormItemWire, FormLintProblem, FormSettings } from "@eos/contracts";
import { ApiError } from "../../../api/ApiError.ts";
import { get, post } from "../../../api/request.ts";

/** The designer's calls (SPEC 7 Forms, admin side, /v3 prefix). */
const base = "/v3/eos/form";

export const fetchDraft = (id: number) => get<FormDraft>(`${base}/admin/byid`, { id }, { noCache: true });

/** Replaces the whole draft; the answer carries the saved items with the ids the server assigned. */
export const saveDraft = (id: number, items: FormItemWire[], name?: string, quiet = false) =>
  post<{ id: number; items?: FormItemWire[] } | null>(
    `${base}/admin/save`,
    { id, name, items },
    { json: true, background: true, noToast: quiet },
  );

export const saveSettings = (id: number, settings: FormSettings) =>
  post<unknown>(`${base}/admin/saveSetting`, { id, settings }, { json: true });

/** Release; the caller shows failures itself (a -100910 answer carries the lint problems). */
export const releaseForm = (id: number) =>
  post<{ id: number; version: number }>(`${base}/admin/release`, { id }, { json: true, noToast: true });

/** The problems of a refused release, or null when the error is something else. */
export function lintProblemsOf(error: unknown): FormLintProblem[] | null {
  if (!(error instanceof ApiError) || Number(error.code) !== -100910) return null;
  if (Array.isArray(error.data)) return error.data as FormLintProblem[];
  return [{ itemId: null, code: "invalid", name: "", msg: error.message }];
}

export type DictEntry = { code: string; name: string; parentCode?: string | null };

/** Dictionary entries of one type, whatever the server's exact list shape (flat with parents, or a tree). */
export async function fetchDict(type: string): Promise<DictEntry[]> {
  const data = await get<unknown>(`${base}/dict/queryByType`, { type }, { noCache: true });
  return flattenDict(data);
}

type RawEntry = { code?: unknown; name?: unknown; parentCode?: unknown; children?: unknown };

export function flattenDict(data: unknown, parentCode: string | null = null): DictEntry[] {
  const list = Array.isArray(data) ? (data as RawEntry[]) : [];
  return list.flatMap((raw) => {
    if (typeof raw !== "object" || raw === null || raw.code == null) return [];
    const code = String(raw.code);
    const parent = raw.parentCode == null ? parentCode : String(raw.parentCode);
    const own: DictEntry = { code, name: String(raw.name ?? code), parentCode: parent };
    return [own, ...flattenDict(raw.children, code)];
  });
}

export async function fetchDictTypes(): Promise<string[]> {
  const data = await get<unknown>(`${base}/admin/queryDictType`, {}, { noCache: true });
  const list = Array.isArray(data) ? data : [];
  return list
    .map((x) => (typeof x === "string" ? x : (x as { type?: unknown })?.type))
    .filter((x): x is string => typeof x === "string" && x !== "");
}

export const saveDict = (type: string, entries: DictEntry[]) =>
  post<unknown>(`${base}/dict/save`, { type, entries }, { json: true });

/** The profile fields an item may be matched to (getMatchInfo/saveMatch). */
export const MATCH_FIELDS = ["name", "userType", "studentNo", "className", "gradeName"] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];
export type Match = { itemId: number; dbItemName: MatchField };

export const fetchMatches = (formId: number) =>
  get<{ items: Match[] }>(`${base}/getMatchInfo`, { formId }, { noCache: true }).then((r) => r.items);

export const saveMatches = (formId: number, items: Match[]) =>
  post<null>(`${base}/saveMatch`, { formId, items }, { json: true });

export type QrVariable = { name: string; value: string };

export const fetchQrVariables = (formId: number) =>
  get<{ builtin: string[]; custom: QrVariable[] }>(`${base}/qrVariable/get`, { formId }, { noCache: true });

export const saveQrVariables = (formId: number, variables: QrVariable[]) =>
  post<null>(`${base}/qrVariable/add`, { formId, variables }, { json: true });
