import type { ParseKeys } from "i18next";

const byType: Record<string, ParseKeys> = {
  "0": "role.teacher",
  "1": "role.student",
  "2": "role.parent",
  tea: "role.teacher",
  stu: "role.student",
  p: "role.parent",
};

/** Catalogue key naming a user type (0, 1, 2) or a stored role type (tea, stu, p). */
export const roleLabelKey = (type: number | string | null | undefined): ParseKeys =>
  byType[String(type)] ?? "role.teacher";

export const roleKeys: ReadonlyArray<ParseKeys> = ["role.teacher", "role.student", "role.parent"];
