import { type FormItem, LIMITS } from "@eos/forms-core";
import { fetchOssConfig, type OssConfig, type UploadKind } from "./fillerApi.ts";

/**
 * The one source of an upload item's size limit: the server's cap per kind (GET /api/oss/config), under which
 * the item's own maxSize may only go lower. The designer shows it and the filler enforces it.
 */
const KINDS: Partial<Record<number, UploadKind>> = { 6: "image", 28: "audio", 29: "video", 31: "attachment" };

export const uploadKindOf = (item: FormItem): UploadKind =>
  KINDS[item.type] ?? (item.type === 10000 || item.type === 10019 ? "image" : "attachment");

let config: Promise<OssConfig | null> | null = null;
/** The server's storage settings, asked once per page load; null when they could not be read. */
export const ossConfig = () => {
  config ??= fetchOssConfig().catch(() => {
    config = null;
    return null;
  });
  return config;
};

const MB = 1024 * 1024;

/** The server's cap for a kind in whole MB (what a person can be told), or undefined when unknown. */
export const serverCapMb = (cfg: OssConfig | null | undefined, kind: UploadKind): number | undefined => {
  const bytes = cfg?.limits[kind];
  return bytes === undefined ? undefined : Math.max(1, Math.floor(bytes / MB));
};

/** The item's own maxSize in MB (its setting, else the default), capped by the server's. */
export const effectiveMaxMb = (item: FormItem, cap: number | undefined): number => {
  const own = (item.typeJson as { maxSize?: number }).maxSize ?? LIMITS.defaultUploadMaxMb;
  return cap === undefined ? own : Math.min(own, cap);
};

/** The item's limits as the filler enforces them: count, and size in bytes. */
export async function limitsOf(item: FormItem): Promise<{ maxCount: number; maxBytes: number }> {
  const kind = uploadKindOf(item);
  const settings = item.typeJson as { maxSize?: number; maxCount?: number };
  const server = (await ossConfig())?.limits[kind];
  const own = (settings.maxSize ?? LIMITS.defaultUploadMaxMb) * MB;
  return {
    maxCount: settings.maxCount && settings.maxCount > 0 ? settings.maxCount : 99,
    maxBytes: Math.min(own, server ?? own),
  };
}
