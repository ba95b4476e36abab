import { type PdfDoc, pdfBytes } from "../../platform/files/pdf.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import { dateTimeFormat } from "../../platform/intl.ts";
import { classLabel } from "../org/index.ts";
import { printText } from "./certificate-print.messages.ts";
import type { PrintableAward } from "./certificate-print.store.ts";

/** What one printed certificate needs beside the award: the school, its time zone and the images' bytes. */
export type PrintContext = {
  lang: Lang;
  schoolName: string;
  timeZone: string;
  termName: string;
  /** PNG or JPEG bytes (pdfImage), or null. */
  image: Buffer | null;
  stamp: Buffer | null;
};

const WIDTH = 841.89; // A4 landscape
const HEIGHT = 595.28;
const GOLD = "#b8860b";
const INK = "#3a2a10";
const BODY_X = 110;
const BODY_WIDTH = WIDTH - 2 * BODY_X;

const fmt = (n: number) => String(Math.round(n * 100) / 100);

/** The sentence that says what earned the award: the rule's text with the student's result. */
const ruleSentence = (a: PrintableAward, lang: Lang): string => {
  const indicator = a.indicatorName ?? "";
  if (a.ruleKind === "score" && a.score !== null)
    return printText(lang, "ruleScore", { indicator, score: fmt(a.score), min: fmt(a.minScore ?? 0) });
  if (a.ruleKind === "level" && (a.band ?? a.levelName) !== null)
    return printText(lang, "ruleLevel", { indicator, band: a.band ?? a.levelName ?? "" });
  const reason = a.reason.trim().replace(/[，,。.]+$/, "");
  return reason ? printText(lang, "ruleManual", { reason }) : printText(lang, "ruleManualNone");
};

const honourLabel = (honour: number, lang: Lang) =>
  honour >= 1 && honour <= 4 ? printText(lang, `honour${honour}` as "honour1") : "";

const frame = (doc: PdfDoc) => {
  doc
    .lineWidth(4)
    .strokeColor(GOLD)
    .rect(18, 18, WIDTH - 36, HEIGHT - 36)
    .stroke();
  doc
    .lineWidth(1)
    .rect(30, 30, WIDTH - 60, HEIGHT - 60)
    .stroke();
};

const longDate = (at: Date, lang: Lang, timeZone: string) =>
  dateTimeFormat(lang, { timeZone, year: "numeric", month: "long", day: "numeric" }).format(at);

type ImageOptions = PDFKit.Mixins.ImageOption;

/**
 * Places an image; one pdfkit still cannot read (pdfImage checked it decodes) is left out rather than failing
 * the whole certificate.
 */
const placed = (doc: PdfDoc, image: Buffer, x: number, y: number, options: ImageOptions): boolean => {
  try {
    doc.image(image, x, y, options);
    return true;
  } catch {
    return false;
  }
};

/** The school's name and the date at the lower right, the stamp (if any) pressed over them. */
const signature = (doc: PdfDoc, a: PrintableAward, ctx: PrintContext) => {
  const boxWidth = 260;
  const x = WIDTH - BODY_X - boxWidth + 30;
  const y = HEIGHT - 165;
  doc.fillColor(INK).fontSize(16).text(ctx.schoolName, x, y, { width: boxWidth, align: "center" });
  doc.fontSize(13).text(longDate(a.awardedAt, ctx.lang, ctx.timeZone), x, doc.y + 6, {
    width: boxWidth,
    align: "center",
  });
  if (ctx.stamp) {
    const side = 120;
    doc.save().opacity(0.85);
    placed(doc, ctx.stamp, x + (boxWidth - side) / 2, y - 45, { fit: [side, side], align: "center" });
    doc.restore();
  }
};

/** One award as a page: frame, emblem, title, the student, what earned it, school, date and stamp. */
const drawPage = (doc: PdfDoc, a: PrintableAward, ctx: PrintContext) => {
  const { lang } = ctx;
  frame(doc);
  let y = 52;
  if (
    ctx.image &&
    placed(doc, ctx.image, WIDTH / 2 - 35, y, { fit: [70, 70], align: "center", valign: "center" })
  )
    y += 78;
  doc.fillColor(GOLD).fontSize(14).text(printText(lang, "heading"), 0, y, { width: WIDTH, align: "center" });
  doc
    .fillColor(INK)
    .fontSize(30)
    .text(a.certificateName, BODY_X, doc.y + 4, {
      width: BODY_WIDTH,
      align: "center",
    });
  const sub = [honourLabel(a.honour, lang), ctx.termName].filter((s) => s !== "").join(" · ");
  doc
    .fillColor("#7a6a50")
    .fontSize(12)
    .text(sub, BODY_X, doc.y + 4, { width: BODY_WIDTH, align: "center" });
  const className = a.classId === null ? "" : classLabel(a.gradeName, a.className);
  const greeting = className
    ? printText(lang, "greetingClass", { name: a.studentName, className })
    : printText(lang, "greeting", { name: a.studentName });
  doc
    .fillColor(INK)
    .fontSize(18)
    .text(greeting, BODY_X, doc.y + 26, { width: BODY_WIDTH });
  const indent = lang === "zh-CN" ? "\u3000\u3000" : "";
  const body = `${indent}${ruleSentence(a, lang)}${lang === "zh-CN" ? "" : " "}${printText(lang, "closing", {
    certificate: a.certificateName,
  })}`;
  doc.fontSize(16).text(body, BODY_X, doc.y + 12, { width: BODY_WIDTH, lineGap: 8 });
  if (a.description.trim() !== "")
    doc
      .fillColor("#7a6a50")
      .fontSize(11)
      .text(a.description, BODY_X, doc.y + 10, {
        width: BODY_WIDTH,
        height: 60,
        ellipsis: true,
      });
  signature(doc, a, ctx);
  doc
    .fillColor("#9a8a70")
    .fontSize(9)
    .text(printText(lang, "number", { no: String(a.id).padStart(8, "0") }), 44, HEIGHT - 56, {
      lineBreak: false,
    });
};

/** One award printed as an A4 landscape certificate; Chinese text in the embedded CJK font. */
export const certificatePdf = (a: PrintableAward, ctx: PrintContext): Promise<Buffer> =>
  pdfBytes(
    {
      size: "A4",
      layout: "landscape",
      margin: 0,
      info: { Title: `${a.certificateName} · ${a.studentName}` },
    },
    (doc) => drawPage(doc, a, ctx),
  );
