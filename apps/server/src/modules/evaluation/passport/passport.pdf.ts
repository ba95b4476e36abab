import type { PassportData, PassportUnitData } from "@eos/contracts";
import PDFDocument from "pdfkit";
import { cjkFont } from "../../../platform/files/pdf.ts";
import type { Lang } from "../../../platform/http/i18n.ts";
import { dateTimeFormat } from "../../../platform/intl.ts";
import { passportLabel } from "./passport.messages.ts";

type Doc = InstanceType<typeof PDFDocument>;
const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN; // A4

const heading = (doc: Doc, text: string) => {
  doc.moveDown(0.8).fontSize(14).fillColor("#1f3a60").text(text).moveDown(0.3);
  doc.fontSize(10).fillColor("black");
};

/** A row of cells at fixed column widths; the row is as tall as its tallest cell. */
const row = (doc: Doc, cells: string[], widths: number[], bold = false) => {
  // Cells are placed at the row's top: break the page first, or a cell would flow onto the next one alone.
  if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  let bottom = top;
  doc.fillColor(bold ? "#555555" : "black");
  cells.forEach((cell, i) => {
    const width = widths[i] ?? 100;
    doc.text(cell, x, top, { width: width - 6 });
    bottom = Math.max(bottom, doc.y);
    x += width;
  });
  doc.fillColor("black");
  doc.x = MARGIN;
  doc.y = bottom + 3;
};

/** The radar's indicators as horizontal bars: score over maximum, with the numbers beside. */
const bars = (doc: Doc, indicators: PassportUnitData["indicators"]) => {
  const labelWidth = 130;
  const barWidth = WIDTH - labelWidth - 90;
  for (const i of indicators) {
    if (doc.y > doc.page.height - MARGIN - 20) doc.addPage();
    const top = doc.y;
    const share = i.maxScore > 0 ? Math.max(0, Math.min(1, i.score / i.maxScore)) : 0;
    doc.text(i.name, MARGIN, top, { width: labelWidth - 6 });
    doc
      .rect(MARGIN + labelWidth, top + 2, barWidth, 10)
      .fillColor("#e6ebf2")
      .fill();
    if (share > 0)
      doc
        .rect(MARGIN + labelWidth, top + 2, barWidth * share, 10)
        .fillColor("#3b6fb6")
        .fill();
    doc.fillColor("black").text(`${i.score} / ${i.maxScore}`, MARGIN + labelWidth + barWidth + 8, top);
    doc.x = MARGIN;
    doc.y = Math.max(doc.y, top + 16);
  }
};

const localDay = (iso: string, timeZone: string) =>
  dateTimeFormat("sv-SE", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(iso),
  );

const unitBody = (doc: Doc, unit: PassportUnitData, lang: Lang, timeZone: string) => {
  const none = passportLabel(lang, "none");
  switch (unit.kind) {
    case "basic":
      for (const f of unit.fields) row(doc, [f.label, f.value], [110, WIDTH - 110]);
      return;
    case "radar":
      if (unit.indicators.length === 0) doc.text(none);
      else bars(doc, unit.indicators);
      return;
    case "termScores": {
      const widths = [WIDTH / 2, WIDTH / 4, WIDTH / 4];
      row(
        doc,
        [passportLabel(lang, "term"), passportLabel(lang, "total"), passportLabel(lang, "band")],
        widths,
        true,
      );
      for (const t of unit.terms)
        row(doc, [t.termName, t.scored ? String(t.total) : "—", t.band ?? "—"], widths);
      return;
    }
    case "sceneRecords": {
      if (unit.records.length === 0) doc.text(none);
      const widths = [80, 150, WIDTH - 230];
      for (const r of unit.records) row(doc, [localDay(r.filledAt, timeZone), r.taskName, r.summary], widths);
      return;
    }
    case "certificates": {
      if (unit.certificates.length === 0) doc.text(none);
      const widths = [80, 110, WIDTH - 290, 100];
      for (const c of unit.certificates)
        row(
          doc,
          [
            localDay(c.awardedAt, timeZone),
            c.termName,
            c.name,
            c.band ?? (c.score === null ? "" : String(c.score)),
          ],
          widths,
        );
      return;
    }
    default:
      doc.text(unit.text === "" ? none : unit.text, { width: WIDTH });
  }
};

/** A student's passport as a PDF: every unit in the model's order, Chinese text in the embedded font. */
export const passportPdf = (data: PassportData, lang: Lang, timeZone: string): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: MARGIN,
      info: { Title: `${data.studentName} ${data.modelName}` },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.registerFont("cjk", cjkFont());
    doc.font("cjk");
    doc.fontSize(20).text(`${passportLabel(lang, "passport")} · ${data.studentName}`, { align: "center" });
    doc
      .fontSize(11)
      .fillColor("#555555")
      .text(`${data.schoolYearName} · ${data.modelName}`, { align: "center" });
    doc.fillColor("black");
    for (const unit of data.units) {
      if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
      heading(doc, unit.title);
      unitBody(doc, unit, lang, timeZone);
    }
    doc.end();
  });
