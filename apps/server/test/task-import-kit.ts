import ExcelJS from "exceljs";
import { expect } from "vitest";
import { admin, data, myClass, post, t } from "./collection-world.ts";
import { makeForm } from "./form-fixtures.ts";
import { bearer } from "./sign-in.ts";

/** Test support for imports into a task (issue 6): a task teachers fill, workbooks, multipart uploads. */

/** A published task of a one-item form (an integer 0–600, required) that teachers fill about the leader's class. */
export const openImportTask = async () => {
  const item = { name: "Minutes read", type: 19, isNull: "N", typeJson: { rangeMin: 0, rangeMax: 600 } };
  const form = await makeForm(t, admin, [item]);
  const { id: sceneId } = await data(post(admin, "/v3/saveScene", { name: `Reading ${Math.random()}` }));
  const { id: taskId } = await data(
    post(admin, "/v3/task/save", {
      sceneId,
      name: "Reading minutes",
      formId: form.formId,
      fillerType: 0,
      classIds: [myClass[0].classId],
    }),
  );
  await data(post(admin, "/v3/scene/show", { id: sceneId }));
  await data(post(admin, "/v3/task/publish", { id: taskId }));
  return { form, taskId };
};

/** A workbook as the template has it: student no., then the item, then the rows. */
export const minutesWorkbook = async (rows: (string | number)[][]): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet("Values");
  for (const r of [["学号", "Minutes read"], ...rows]) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
};

/** Posts a multipart upload (text fields and one .xlsx) as a browser's FormData would. */
export const upload = (
  token: string,
  url: string,
  fields: Record<string, string>,
  file: Buffer,
  headers: Record<string, string> = {},
) => {
  const boundary = "----eos-import-boundary";
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="minutes.xlsx"\r\ncontent-type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return t.call({
    method: "POST",
    url: `/api${url}`,
    headers: bearer(token, { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` }),
    payload: Buffer.concat(parts),
  });
};

/** Imports the rows into the task as the administrator and lets the job finish; answers the import's id. */
export const importRows = async (formId: number, taskId: number, rows: (string | number)[][]) => {
  const fields = { formId: String(formId), taskId: String(taskId) };
  const r = await upload(admin, "/v3/eos/form/import/upload", fields, await minutesWorkbook(rows));
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  await t.app.jobs.drain();
  return r.body.data.id as number;
};
