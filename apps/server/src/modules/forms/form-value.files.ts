import type { StoredValue } from "@eos/contracts";
import { ErrorCode } from "@eos/contracts";
import { type CompiledForm, findItem, type Lang, specOf } from "@eos/forms-core";
import type { Tx } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { type FileAccess, referableFiles } from "../files/index.ts";
import { formValueText } from "./form-value.messages.ts";
import type { Filler } from "./form-value.tx.ts";

/** Upload items and the files they accept, by the sniffed type's prefix (attachments take any file). */
const ACCEPTS: ReadonlyMap<number, string> = new Map([
  [6, "image/"],
  [28, "audio/"],
  [29, "video/"],
  [31, ""],
]);

const idsIn = (val: string): number[] | null => {
  let list: unknown;
  try {
    list = JSON.parse(val);
  } catch {
    return null;
  }
  if (!Array.isArray(list)) return null;
  const ids = list.map((f) => Number(typeof f === "object" && f !== null ? (f as { id?: unknown }).id : f));
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : null;
};

/**
 * Upload values name files by id; the server replaces whatever the client sent with its own references
 * (name, address, size, type), so a value can only point at files of this school that the filler may use
 * (their own uploads and files they may read; a visitor only their own uploads), of the kind the item
 * takes. Anything else is refused as -100910. Answers the values and the ids of the files they hold.
 * Read inside the submission's transaction: PGlite has one connection, which the transaction holds.
 */
export const resolveFileValues = async (
  tx: Tx,
  filler: Filler,
  form: CompiledForm,
  values: StoredValue[],
  lang: Lang,
  access: FileAccess,
): Promise<{ values: StoredValue[]; fileIds: number[] }> => {
  const wanted = new Map<StoredValue, number[]>();
  const problems: { name: string; msg: string }[] = [];
  for (const v of values) {
    const item = findItem(form, v.itemId);
    const accepts = item ? ACCEPTS.get(specOf(item)?.base ?? 0) : undefined;
    if (!item || accepts === undefined || v.val.trim() === "" || v.val.trim() === "[]") continue;
    const ids = idsIn(v.val);
    if (ids === null)
      problems.push({ name: item.name, msg: formValueText(lang, "fileUnknown", { name: item.name }) });
    else wanted.set(v, ids);
  }
  const all = [...new Set([...wanted.values()].flat())];
  const refs = new Map((await referableFiles(tx, filler, all, access)).map((r) => [r.id, r]));
  const out = values.map((v) => {
    const ids = wanted.get(v);
    if (!ids) return v;
    const item = findItem(form, v.itemId);
    const accepts = ACCEPTS.get(specOf(item!)?.base ?? 0) ?? "";
    const files = ids.map((id) => refs.get(id));
    if (files.some((f) => !f?.mime.startsWith(accepts))) {
      problems.push({
        name: item!.name,
        msg: formValueText(lang, "fileUnknown", { name: item!.name }),
      });
      return v;
    }
    return { ...v, val: JSON.stringify(files) };
  });
  if (problems.length > 0) throw new AppError(400, ErrorCode.formInvalid, { text: JSON.stringify(problems) });
  return { values: out, fileIds: all };
};
