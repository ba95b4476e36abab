import type { UploadLimits } from "../../platform/config.ts";

/** What a form item asks for (SPEC 3 types 6, 28, 29, 31). */
export const uploadKinds = ["image", "audio", "video", "attachment"] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** What the bytes turned out to be; stored in file_object.kind. */
export type ContentKind = "image" | "audio" | "video" | "document" | "archive" | "other";

const MB = 1024 * 1024;
export const defaultUploadLimits: UploadLimits = {
  image: 20 * MB,
  audio: 130 * MB,
  video: 130 * MB,
  attachment: 130 * MB,
};

export const limitsOf = (given: UploadLimits | undefined): UploadLimits => given ?? defaultUploadLimits;
export const largestLimit = (given: UploadLimits | undefined): number =>
  Math.max(...Object.values(limitsOf(given)));

/** Raster images that browsers show and that are safe to show inline; sharp scales all but bmp. */
const inlineImages = new Set([
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/bmp",
  "image/avif",
]);
export const scalableImages = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"]);

const archives = new Set([
  "application/zip",
  "application/x-7z-compressed",
  "application/x-rar-compressed",
  "application/vnd.rar",
  "application/gzip",
  "application/x-tar",
  "application/x-bzip2",
  "application/x-xz",
]);
const documents =
  /^(application\/(pdf|msword|rtf|x-cfb|vnd\.ms-|vnd\.openxmlformats|vnd\.oasis\.opendocument)|text\/plain)/;

export const contentKindOf = (mime: string): ContentKind => {
  if (mime.startsWith("image/") && mime !== "image/svg+xml") return "image";
  if (mime.startsWith("audio/")) return "audio";
  if (mime.startsWith("video/")) return "video";
  if (archives.has(mime)) return "archive";
  if (documents.test(mime)) return "document";
  return "other";
};

/** Whether bytes of this kind may go into a field that asks for `expected`. */
export const fits = (expected: UploadKind, actual: ContentKind): boolean =>
  expected === "attachment" || expected === actual;

/** The cap for an upload: the field's kind when named, else the kind the bytes turned out to be. */
export const capFor = (limits: UploadLimits, kind: UploadKind | ContentKind): number => {
  if (kind === "image" || kind === "audio" || kind === "video") return limits[kind];
  return limits.attachment;
};

/** Only media are shown inline; anything else (html, svg, scripts, executables, pdf) is downloaded. */
export const servedInline = (mime: string): boolean =>
  inlineImages.has(mime) || mime.startsWith("audio/") || mime.startsWith("video/");

export const formatBytes = (n: number): string =>
  n >= MB ? `${Number((n / MB).toFixed(1))} MB` : `${Math.ceil(n / 1024)} KB`;

/** A name fit to show and to put in a header: no path, no control or reserved characters, bounded length. */
export const sanitizeName = (raw: string): string => {
  const base = raw.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f<>:"|?*\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  if (!cleaned) return "file";
  if (cleaned.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 && cleaned.length - dot <= 12 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, 200 - ext.length) + ext;
};

/** `attachment` or `inline`, with an ASCII fallback name and the exact name per RFC 5987. */
export const contentDisposition = (type: "inline" | "attachment", name: string): string => {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;%]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
