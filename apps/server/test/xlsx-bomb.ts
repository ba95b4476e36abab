import { constants, deflateRawSync } from "node:zlib";
import { buildZip, type ZipEntry } from "./zip-builder.ts";

/** Hostile .xlsx files for the zip-bomb tests: a valid small workbook whose sheet unpacks to far too much. */

const SYNC = { finishFlush: constants.Z_SYNC_FLUSH, level: 9 };

/**
 * `head`, then `filler` repeated up to `size` bytes, then `tail`, deflated without ever holding it inflated:
 * a sync-flushed deflate of one chunk refers to nothing before it, so the same bytes decode again each time.
 */
export const deflatedRepeat = (head: string, filler: string, size: number, tail: string) => {
  const [start, end] = [Buffer.from(head), Buffer.from(tail)];
  const chunk = Buffer.from(filler.repeat(Math.ceil((1024 * 1024) / filler.length)));
  const repeats = Math.floor((size - start.length - end.length) / chunk.length);
  const once = deflateRawSync(chunk, SYNC);
  const body = Buffer.concat([
    deflateRawSync(start, SYNC),
    ...Array.from({ length: repeats }, () => once),
    deflateRawSync(end),
  ]);
  return { body, size: start.length + repeats * chunk.length + end.length };
};

const NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** Row `n` of a sheet: these texts in columns A, B, C... */
const rowXml = (n: number, texts: string[]) =>
  `<row r="${n}">${texts.map((h, i) => cell(`${String.fromCharCode(65 + i)}${n}`, h)).join("")}</row>`;
const headerRow = (headers: string[]) => rowXml(1, headers);

/** The parts of a one-sheet workbook around its sheet. */
const workbookParts = (sheet: ZipEntry): ZipEntry[] => [
  {
    name: "[Content_Types].xml",
    data:
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      "</Types>",
  },
  {
    name: "_rels/.rels",
    data:
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  },
  {
    name: "xl/workbook.xml",
    data: `${XML}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  },
  {
    name: "xl/_rels/workbook.xml.rels",
    data:
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  },
  sheet,
];

const sheetHead = (headers: string[]) => `${XML}<worksheet xmlns="${NS}"><sheetData>${headerRow(headers)}`;
const SHEET_TAIL = "</sheetData></worksheet>";

/** A workbook whose first row holds `headers`, and nothing else (it imports as "no data rows"). */
export const smallWorkbook = (headers: string[]) =>
  buildZip(workbookParts({ name: "xl/worksheets/sheet1.xml", data: sheetHead(headers) + SHEET_TAIL }));

/** A workbook of these rows (row 1 first), written as a generator that uses inline strings would. */
export const rowsWorkbook = (rows: string[][]) =>
  buildZip(
    workbookParts({
      name: "xl/worksheets/sheet1.xml",
      data: `${XML}<worksheet xmlns="${NS}"><sheetData>${rows.map((r, i) => rowXml(i + 1, r)).join("")}${SHEET_TAIL}`,
    }),
  );

/**
 * A valid workbook with these headers whose sheet is padded with `size` bytes of blanks: about 1,000 to 1
 * compressed. With `declaredSize`, the headers claim the sheet is that small (a lying header).
 */
export const bombWorkbook = (headers: string[], size: number, declaredSize?: number) =>
  buildZip(
    workbookParts({
      name: "xl/worksheets/sheet1.xml",
      deflated: deflatedRepeat(sheetHead(headers), " ", size, SHEET_TAIL),
      declaredSize,
    }),
  );
