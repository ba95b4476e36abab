import { ErrorCode } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { AppError, forbidden, type ModuleMessage, notFound } from "../../platform/http/errors.ts";
import { inBoth, type Lang } from "../../platform/http/i18n.ts";
import type { StoreGeneratedFile } from "../files/index.ts";
import { type NewNotice, sendNotices } from "../notice/index.ts";
import { exportFormValues } from "./form-export.service.ts";
import { type FormValueDeps, isStaff } from "./form-value.tx.ts";
import { valueDetail } from "./form-value-read.service.ts";

/** The most files one value can send at once: one notice each. */
const MAX_FILES = 20;

const TEXTS = {
  fileTitle: { "zh-CN": "表单文件：{name}", "en-US": "Form file: {name}" },
  fileBody: {
    "zh-CN": "「{form}」中「{item}」的文件，点击链接下载。",
    "en-US": "A file of \u201c{item}\u201d in \u201c{form}\u201d; open the link to download it.",
  },
  exportTitle: { "zh-CN": "表单数据导出：{form}", "en-US": "Form data export: {form}" },
  exportBody: {
    "zh-CN": "「{form}」全部提交数据的 Excel 文件，点击链接下载。",
    "en-US": "Every submission of \u201c{form}\u201d as an Excel file; open the link to download it.",
  },
  noFiles: { "zh-CN": "该项没有可发送的文件", "en-US": "This item holds no file to send" },
} satisfies Record<string, ModuleMessage>;

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, k: string) => params[k] ?? whole);

type FileRef = { name: string; url: string };

const filesOf = (val: string): FileRef[] => {
  let list: unknown;
  try {
    list = JSON.parse(val);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((f): f is { name?: unknown; url: string } => typeof f?.url === "string" && f.url.startsWith("/"))
    .map((f) => ({ name: String(f.name ?? f.url.split("/").at(-1) ?? ""), url: f.url }));
};

const itemName = (items: unknown[], id: number): string | null => {
  for (const raw of items) {
    const item = raw as { id?: unknown; name?: unknown; childItem?: unknown };
    if (Number(item.id) === id) return String(item.name ?? "");
    const inside = Array.isArray(item.childItem) ? itemName(item.childItem, id) : null;
    if (inside !== null) return inside;
  }
  return null;
};

const me = (auth: AuthContext) => ({ userType: auth.userType, userId: auth.userId });

/**
 * wx/sendFile with formValId and itemId: the files of that upload value (in a group, of recordNum) go to the
 * caller as in-app notices with their download links. Only someone who may read the value may send it.
 */
export const sendValueFiles = async (
  deps: FormValueDeps,
  auth: AuthContext,
  input: { formValId: number; itemId: number; recordNum?: number },
): Promise<{ sent: number }> => {
  const detail = await valueDetail(deps, auth, input.formValId);
  const name = itemName(detail.items, input.itemId);
  if (name === null) throw notFound();
  const files = detail.values
    .filter((v) => v.itemId === input.itemId && !v.hidden)
    .filter((v) => input.recordNum === undefined || v.recordNum === input.recordNum)
    .flatMap((v) => filesOf(v.val))
    .slice(0, MAX_FILES);
  if (files.length === 0) throw new AppError(400, ErrorCode.badRequest, { texts: TEXTS.noFiles });
  const notices: NewNotice[] = files.map((f) => ({
    ...me(auth),
    title: inBoth((l) => fill(TEXTS.fileTitle[l], { name: f.name })),
    body: inBoth((l) => fill(TEXTS.fileBody[l], { form: detail.name, item: name })),
    link: f.url,
  }));
  return { sent: await sendNotices(deps.db, auth.schoolId, notices) };
};

/** Where an export is made: the caller's language, the site's origin (file links), the school's zone. */
export type ExportContext = { lang: Lang; origin: string; timeZone: string };

/**
 * wx/sendFile with formId: the form's values exported now (.xlsx), stored as the caller's file, and a notice
 * with its download link; for staff who may export them.
 */
export const sendExport = async (
  deps: FormValueDeps & { storeFile: StoreGeneratedFile },
  auth: AuthContext,
  formId: number,
  ctx: ExportContext,
): Promise<{ sent: number }> => {
  if (!(await isStaff(deps, auth))) throw forbidden();
  const made = await exportFormValues(deps.db, auth.schoolId, formId, ctx);
  const file = await deps.storeFile(auth, made.fileName, made.data);
  const form = made.name;
  const notice: NewNotice = {
    ...me(auth),
    title: inBoth((l) => fill(TEXTS.exportTitle[l], { form })),
    body: inBoth((l) => fill(TEXTS.exportBody[l], { form })),
    link: file.url,
  };
  return { sent: await sendNotices(deps.db, auth.schoolId, [notice]) };
};
