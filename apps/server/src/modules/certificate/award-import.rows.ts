import type { ImportColumns, RowReader } from "../org/index.ts";

/** The award import's columns: [zh-CN, en-US] headers (the template's), then aliases. */
export type AwardColumn = "studentNo" | "studentName" | "certificate" | "reason";
export const awardColumns: ImportColumns<AwardColumn> = {
  studentNo: ["学号", "Student No.", "student no", "studentno", "学籍号"],
  studentName: ["姓名", "Name", "学生姓名", "student name", "student"],
  certificate: ["证书", "Certificate", "证书名称", "certificate name"],
  reason: ["颁发说明", "Note", "说明", "备注", "reason"],
};
export const requiredAwardColumns: readonly AwardColumn[] = ["studentNo", "certificate"];

export type AwardImportRow = {
  row: number;
  studentNo: string;
  /** Optional: when given it must be the numbered student's name, which catches a mistyped number. */
  studentName: string;
  certificate: string;
  reason: string;
};

export const readAwardRow: RowReader<AwardColumn, AwardImportRow> = (cell, row, fail) => {
  const r = {
    row,
    studentNo: cell("studentNo"),
    studentName: cell("studentName"),
    certificate: cell("certificate"),
    reason: cell("reason"),
  };
  if (!r.studentNo) fail("studentNo", "required");
  if (!r.certificate) fail("certificate", "required");
  if (r.reason.length > 200) fail("reason", "tooLong");
  return r;
};
