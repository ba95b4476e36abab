import ExcelJS from "exceljs";

/** A multipart body with one file (and optional fields), as a browser's FormData would send it. */
export const multipart = (data: Buffer, fields: Record<string, string> = {}, fileName = "people.xlsx") => {
  const boundary = "----eos-test-boundary";
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
};

/** An .xlsx written by exceljs (the format Excel writes) from rows of cells. */
export const xlsxOf = async (rows: (string | number | null)[][], sheet = "Sheet1"): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(sheet);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** The first sheet of an .xlsx as rows of cell texts (row 1 first). */
export const sheetTexts = async (data: Buffer): Promise<string[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cell.text;
    });
    rows.push(cells);
  });
  return rows;
};
