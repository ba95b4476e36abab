import type { FileRef, FillableForm, ValueRecord } from "@eos/contracts";
import { buildHeaders, request } from "../../../api/request.ts";
import { getSchoolId, getToken } from "../../../api/session.ts";

/** Filling calls use the /app prefix (CONTRACT.md 'Forms'). */
const base = "/app/eos/form";

/** wx/byid; a task's fill (from the to-do list) names its task, and a parent's the child it is about. */
export const fetchFillable = (
  id: number,
  formValId?: number | null,
  taskId?: number | null,
  childId?: number | null,
): Promise<FillableForm> =>
  request<FillableForm>({
    url: `${base}/wx/byid`,
    params: {
      id,
      formValId: formValId ?? undefined,
      taskId: taskId ?? undefined,
      childId: childId ?? undefined,
    },
    noCache: true,
  });

/** A definition requested before the page rendered (see prefetchFillable), taken once while fresh. */
const early = new Map<string, { at: number; promise: Promise<FillableForm> }>();
const EARLY_FRESH_MS = 15_000;
const earlyKey = (
  id: number,
  formValId: number | null,
  taskId: number | null = null,
  childId: number | null = null,
) => `${id}|${formValId ?? ""}|${taskId ?? ""}|${childId ?? ""}`;

/** Starts wx/byid as soon as the fill page's module loads, in parallel with the layout's own start-up calls. */
export function prefetchFillable(
  id: number,
  formValId: number | null,
  taskId: number | null = null,
  childId: number | null = null,
): void {
  const key = earlyKey(id, formValId, taskId, childId);
  if (!getToken() || early.has(key)) return;
  const promise = fetchFillable(id, formValId, taskId, childId);
  promise.catch(() => undefined);
  early.set(key, { at: Date.now(), promise });
}

/** The prefetched definition if there is a fresh one (a failed prefetch is retried), else a new request. */
export function takeFillable(
  id: number,
  formValId: number | null,
  taskId: number | null = null,
  childId: number | null = null,
): Promise<FillableForm> {
  const key = earlyKey(id, formValId, taskId, childId);
  const hit = early.get(key);
  early.delete(key);
  if (hit && Date.now() - hit.at < EARLY_FRESH_MS)
    return hit.promise.catch(() => fetchFillable(id, formValId, taskId, childId));
  return fetchFillable(id, formValId, taskId, childId);
}

const newKey = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`;

/** wx/add: a fresh Idempotency-Key per submit attempt, so a retried request is stored once. */
export const submitValue = (body: {
  formId: number;
  items: ValueRecord[];
  formValId?: number | null;
  taskId?: number | null;
  /** A parent's fill of a task: the child it is about (default: the session's current child). */
  childId?: number | null;
}) =>
  request<{ formValId: number }>({
    method: "POST",
    url: `${base}/wx/add`,
    json: true,
    data: {
      ...body,
      formValId: body.formValId ?? undefined,
      taskId: body.taskId ?? undefined,
      childId: body.childId ?? undefined,
    },
    headers: { "Idempotency-Key": newKey() },
  });

/** wx/addBatch: one value per student in belongInfos. */
export const submitBatch = (
  formId: number,
  items: ValueRecord[],
  studentIds: readonly number[],
  taskId: number | null = null,
) =>
  request<{ formValIds: number[] }>({
    method: "POST",
    url: `${base}/wx/addBatch`,
    json: true,
    data: {
      formId,
      items,
      exJson: { belongInfos: studentIds.map((stuId) => ({ stuId })) },
      taskId: taskId ?? undefined,
    },
    headers: { "Idempotency-Key": newKey() },
  });

/** visitor/byid: a public form's definition (forms that allow visitors), readable with a visitor token. */
export const fetchPublicForm = (id: number): Promise<FillableForm> =>
  request<FillableForm>({ url: `${base}/visitor/byid`, params: { id }, noCache: true });

export const submitAsVisitor = (formId: number, items: ValueRecord[]) =>
  request<null>({
    method: "POST",
    url: `${base}/visitor/addBatchVisitor`,
    json: true,
    data: { formId, items },
    headers: { "Idempotency-Key": newKey() },
  });

/** task/addDrafts: quiet (no loading bar, no alerts); `leaving` keeps the call alive while the page unloads. */
export const saveDraft = (
  formId: number,
  items: ValueRecord[],
  leaving = false,
  taskId: number | null = null,
  childId: number | null = null,
) =>
  request<unknown>({
    method: "POST",
    url: `${base}/task/addDrafts`,
    json: true,
    data: { formId, items, taskId: taskId ?? undefined, childId: childId ?? undefined },
    noToast: true,
    background: true,
    keepalive: leaving,
  });

export type OssConfig = {
  limits: { image: number; audio: number; video: number; attachment: number };
  imageWidth: number;
};

export const fetchOssConfig = () => request<OssConfig>({ url: "/oss/config", noToast: true });

export type UploadKind = "image" | "audio" | "video" | "attachment";

/** POST /api/oss/upload with XMLHttpRequest, for upload progress (fetch has none). */
export function uploadFile(
  file: File,
  kind: UploadKind,
  onProgress: (percent: number) => void,
): Promise<FileRef> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const schoolId = getSchoolId();
    const qs = new URLSearchParams({ kind });
    if (schoolId !== null) qs.set("schoolId", String(schoolId));
    xhr.open("POST", `/api/oss/upload?${qs.toString()}`);
    for (const [name, value] of buildHeaders({})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new Error("network"));
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as {
          success?: boolean;
          data?: FileRef;
          errorDesc?: string;
        };
        if (xhr.status < 300 && body.success && body.data) resolve(body.data);
        else reject(new Error(body.errorDesc ?? String(xhr.status)));
      } catch {
        reject(new Error(String(xhr.status)));
      }
    };
    const data = new FormData();
    data.append("kind", kind);
    data.append("file", file);
    xhr.send(data);
  });
}

/** A cascade dictionary node, whatever shape the data came in. */
export type DictNode = { value: string; label: string; children?: DictNode[] };

type RawNode = Record<string, unknown>;

const nodeOf = (raw: RawNode): DictNode => {
  const kids = (raw.children ?? raw.childList) as RawNode[] | undefined;
  return {
    value: String(raw.code ?? raw.value ?? raw.id ?? ""),
    label: String(raw.name ?? raw.label ?? raw.code ?? raw.value ?? ""),
    children: Array.isArray(kids) && kids.length > 0 ? kids.map(nodeOf) : undefined,
  };
};

/** Reads a tree given nested (children) or flat (id, pid) into DictNodes. */
export function toDictTree(raw: unknown): DictNode[] {
  if (!Array.isArray(raw)) return [];
  const rows = raw.filter((r): r is RawNode => typeof r === "object" && r !== null);
  const flat = rows.some((r) => r.pid !== undefined && r.pid !== null && r.pid !== 0);
  if (!flat) return rows.map(nodeOf);
  const byId = new Map<string, RawNode & { children: RawNode[] }>();
  for (const r of rows) byId.set(String(r.id), { ...r, children: [] });
  const roots: RawNode[] = [];
  for (const r of byId.values()) {
    const parent = r.pid === null || r.pid === undefined ? undefined : byId.get(String(r.pid));
    if (parent) parent.children.push(r);
    else roots.push(r);
  }
  return roots.map(nodeOf);
}

/** Dictionary entries of a type (dict query by type). */
export const fetchDict = (type: string) =>
  request<unknown>({ url: `${base}/dict/queryByType`, params: { type }, noToast: true }).then(toDictTree);

/** A school year and its terms (school/yearTermCascade): ids as strings, as type 56 and 57 values store them. */
export type SchoolYear = { value: string; label: string; children: { value: string; label: string }[] };

/** Under the forms prefix, so that visitors filling a public form read them too. */
export const fetchSchoolYears = () =>
  request<SchoolYear[]>({ url: `${base}/school/yearTermCascade`, noToast: true });

/** wx/queryApiDict: options of an item with apiUrlInfos, read by the server from an allow-listed host. */
export const fetchApiOptions = (source: { url: string; paramJson?: string }) =>
  request<{ id: string; name: string }[]>({
    method: "POST",
    url: `${base}/wx/queryApiDict`,
    json: true,
    data: source,
    background: true,
  });

/** A profile value for a matched item (getMatchInfo): pre-filled like customForm, never widening a state. */
export type MatchedValue = { itemId: number; dbItemName: string; val: string };

export const fetchMatchInfo = (formId: number) =>
  request<{ fields: string[]; items: MatchedValue[] }>({
    url: `${base}/getMatchInfo`,
    params: { formId },
    noToast: true,
    background: true,
  });

export type QrVariables = { builtin: string[]; custom: { name: string; value: string }[] };

export const fetchQrVariables = (formId: number) =>
  request<QrVariables>({
    url: `${base}/qrVariable/get`,
    params: { formId },
    noToast: true,
    background: true,
  });

/** wx/sendFile: an upload value's files to the caller's in-app messages, with their download links. */
export const sendFilesToMe = (body: { formValId: number; itemId: number; recordNum?: number }) =>
  request<{ sent: number }>({ method: "POST", url: `${base}/wx/sendFile`, json: true, data: body });
