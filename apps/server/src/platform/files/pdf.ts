import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { decodesFully, MAX_IMAGE_PIXELS } from "./image-check.ts";

/** Noto Sans SC: the standard PDF fonts have no Chinese glyphs. pdfkit embeds only the glyphs used. */
const FONT = "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf";
let fontBytes: Buffer | undefined;

/** The CJK font's bytes, read once per process (about 10 MB). */
export const cjkFont = (): Buffer => {
  fontBytes ??= readFileSync(createRequire(import.meta.url).resolve(FONT));
  return fontBytes;
};

export type PdfDoc = InstanceType<typeof PDFDocument>;
export type PdfOptions = NonNullable<ConstructorParameters<typeof PDFDocument>[0]>;

/**
 * A PDF drawn by `draw` on a document whose current font is the CJK one (registered as "cjk"), collected into
 * one buffer.
 */
export const pdfBytes = (options: PdfOptions, draw: (doc: PdfDoc) => void): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    try {
      doc.registerFont("cjk", cjkFont());
      doc.font("cjk");
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });

const isPng = (data: Buffer) =>
  data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isJpeg = (data: Buffer) => data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;

/**
 * Image bytes pdfkit can place (it reads PNG and JPEG only): those as they are once they decode, other images
 * (WebP, GIF, …) as PNG, at most `maxSide` pixels a side; null for bytes that are no image or are damaged
 * (files stored before uploads were decoded), which the document then goes without.
 */
export const pdfImage = async (data: Buffer, maxSide = 1200): Promise<Buffer | null> => {
  if (isPng(data) || isJpeg(data)) return (await decodesFully(data)) ? data : null;
  try {
    return await sharp(data, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS })
      .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
};
