import type { DataAppData, DataAppDataQuery, DataAppItem } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { writeWorkbook } from "../../platform/files/xlsx.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import { schoolTimeZone } from "../school/index.ts";
import { classLabel, localMinute } from "./collection.format.ts";
import { dataAppText } from "./dataapp.messages.ts";
import { type DataAppDeps, itemKindOf, itemsOfTask, visibleDataApp } from "./dataapp.service.ts";
import type { DataAppRow } from "./dataapp.store.ts";
import { type DataRow, dataAppRows, type ItemCondition } from "./dataapp-data.store.ts";
import { findTask } from "./task.store.ts";

type Head = DataAppData["heads"][number];

/** A fixed column's title; a teacher task's rows are about teachers and their departments. */
const fixedTitle = (column: string, lang: Lang, teachers: boolean) => {
  const t = dataAppText;
  if (column === "student") return (teachers ? t.colTeacher : t.colStudent)[lang];
  if (column === "class") return (teachers ? t.colDept : t.colClass)[lang];
  if (column === "filler") return t.colFiller[lang];
  return t.colFilledAt[lang];
};

const headsOf = (app: DataAppRow, items: Map<number, DataAppItem>, lang: Lang, teachers: boolean): Head[] =>
  app.columns.flatMap((column) => {
    if (!column.startsWith("item:")) return [{ column, title: fixedTitle(column, lang, teachers), kind: "" }];
    const item = items.get(Number(column.slice(5)));
    // An item dropped from the form since the app was saved has no values to show.
    return item ? [{ column, title: item.name, kind: item.kind }] : [];
  });

/** What a person reads in a cell: option names for option items, the stored text otherwise. */
const cellOf = (head: Head, row: DataRow, items: Map<number, DataAppItem>, zone: string): string => {
  if (head.column === "student") return row.studentName;
  if (head.column === "class") return classLabel(row.gradeName, row.className);
  if (head.column === "filler") return row.userName;
  if (head.column === "filledAt") return localMinute(row.createdAt, zone);
  const id = Number(head.column.slice(5));
  const val = row.vals.get(id) ?? "";
  const item = items.get(id);
  if (!item || itemKindOf(item.kind) !== "option" || val === "") return val;
  const names = new Map(item.options.map((o) => [o.id, o.name]));
  return val
    .split(",")
    .map((o) => names.get(o.trim()) ?? o)
    .join(", ");
};

const rowsFor = async (
  deps: DataAppDeps,
  auth: AuthContext,
  q: Omit<DataAppDataQuery, "page" | "size">,
  paging: { limit: number; offset: number },
  lang: Lang,
) => {
  const { row: app, scope } = await visibleDataApp(deps, auth, q.id);
  const [list, zone, task] = await Promise.all([
    itemsOfTask(deps, auth.schoolId, app.taskId),
    schoolTimeZone(deps.db, auth.schoolId),
    findTask(deps.db, auth.schoolId, app.taskId),
  ]);
  const teachers = task?.subjectType === 0;
  const items = new Map(list.map((i) => [i.id, i]));
  const kindOf = (itemId: number) => itemKindOf(items.get(itemId)?.kind ?? "text");
  const saved = app.filters;
  const classIds = [...(saved.classIds ?? [])];
  const narrowed =
    q.classId === undefined
      ? classIds
      : classIds.length === 0 || classIds.includes(q.classId)
        ? [q.classId]
        : [-1];
  const later = (a?: string, b?: string) => (a && b ? (a > b ? a : b) : (a ?? b));
  const earlier = (a?: string, b?: string) => (a && b ? (a < b ? a : b) : (a ?? b));
  const column = q.sortColumn ?? app.sort.column;
  const sortItem = column.startsWith("item:") ? Number(column.slice(5)) : null;
  const heads = headsOf(app, items, lang, teachers);
  const found = await dataAppRows(deps.db, {
    schoolId: auth.schoolId,
    taskId: app.taskId,
    teachers,
    zone,
    scope,
    classIds: narrowed,
    from: later(saved.from, q.from),
    to: earlier(saved.to, q.to),
    conditions: (saved.items ?? []).map((c): ItemCondition => ({ ...c, kind: kindOf(c.itemId) })),
    sort: {
      column,
      order: q.sortColumn ? (q.sortOrder ?? "asc") : app.sort.order,
      kind: sortItem === null ? "text" : kindOf(sortItem),
    },
    shown: heads.filter((h) => h.kind !== "").map((h) => Number(h.column.slice(5))),
    ...paging,
  });
  return { app, heads, items, zone, found };
};

/** A page of the app's rows in the caller's data scope, with the viewer's narrowing and sort. */
export const dataAppData = async (
  deps: DataAppDeps,
  auth: AuthContext,
  q: DataAppDataQuery,
  lang: Lang,
): Promise<DataAppData> => {
  const paging = { limit: q.size, offset: (q.page - 1) * q.size };
  const { heads, items, zone, found } = await rowsFor(deps, auth, q, paging, lang);
  return {
    heads,
    list: found.rows.map((r) => ({
      formValueId: r.formValueId,
      cells: heads.map((h) => cellOf(h, r, items, zone)),
    })),
    total: found.total,
    page: q.page,
    size: q.size,
  };
};

const EXPORT_CAP = 50_000;

/** The same rows as .xlsx (at most 50,000), cells that a spreadsheet would run neutralised by writeWorkbook. */
export const exportDataApp = async (
  deps: DataAppDeps,
  auth: AuthContext,
  q: Omit<DataAppDataQuery, "page" | "size">,
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const { app, heads, items, zone, found } = await rowsFor(
    deps,
    auth,
    q,
    { limit: EXPORT_CAP, offset: 0 },
    lang,
  );
  const file = await writeWorkbook([
    {
      name: dataAppText.dataAppSheet[lang],
      rows: [
        heads.map((h) => h.title),
        ...found.rows.map((r) => heads.map((h) => cellOf(h, r, items, zone))),
      ],
    },
  ]);
  return { file, name: app.name };
};
