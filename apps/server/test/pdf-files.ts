import { inflateSync } from "node:zlib";
import yauzl from "yauzl";

/** Every entry of a zip, by name, in the archive's order. */
export const unzip = (data: Buffer): Promise<Map<string, Buffer>> =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(out));
      zip.on("error", reject);
      zip.readEntry();
    });
  });

/** A PDF's streams, inflated where they are deflated, as latin1 text (content, fonts' ToUnicode maps…). */
const pdfStreams = (pdf: Buffer): string[] => {
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf("stream", at, "latin1");
    if (start < 0) return out;
    const bodyStart = start + (pdf[start + 6] === 0x0d ? 8 : 7);
    const end = pdf.indexOf("endstream", bodyStart, "latin1");
    if (end < 0) return out;
    const body = pdf.subarray(bodyStart, end);
    try {
      out.push(inflateSync(body).toString("latin1"));
    } catch {
      out.push(body.toString("latin1"));
    }
    at = end + 9;
  }
};

/**
 * Whether the PDF's embedded fonts map a glyph to each character of `text` (their ToUnicode maps): what a PDF
 * reader needs to show, search and copy the text. Spaces are not looked for.
 */
export const pdfHasText = (pdf: Buffer, text: string): boolean => {
  const maps = pdfStreams(pdf).filter((s) => s.includes("beginbfrange") || s.includes("beginbfchar"));
  // Entries are <hex> or, for ligatures (fi, fl…), several codes in one: <0066 0069>.
  const codes = new Set(
    maps.flatMap((m) => [...m.matchAll(/<([0-9a-f ]+)>/g)].flatMap((x) => x[1].split(" "))),
  );
  return [...text.replace(/\s/g, "")].every((ch) => {
    const code = ch.codePointAt(0) as number;
    return code > 0xffff || codes.has(code.toString(16).padStart(4, "0"));
  });
};
