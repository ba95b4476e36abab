import type { DataApp, DataAppCondition, DataAppSave } from "@eos/contracts";
import dayjs, { type Dayjs } from "dayjs";

/** The drawer's form values: dates as a picker range, the sort split in two. */
export type DataAppValues = {
  name: string;
  taskId?: number;
  columns: string[];
  classIds?: number[];
  dates?: [Dayjs | null, Dayjs | null] | null;
  conditions?: Partial<DataAppCondition>[];
  sortColumn?: string;
  sortOrder?: "asc" | "desc";
};

export const fixedColumns = ["student", "class", "filler", "filledAt"] as const;

export const valuesOf = (app: DataApp | null): Partial<DataAppValues> =>
  app
    ? {
        name: app.name,
        taskId: app.taskId,
        columns: app.columns,
        classIds: app.filters.classIds,
        dates:
          app.filters.from || app.filters.to
            ? [
                app.filters.from ? dayjs(app.filters.from) : null,
                app.filters.to ? dayjs(app.filters.to) : null,
              ]
            : null,
        conditions: app.filters.items,
        sortColumn: app.sort.column,
        sortOrder: app.sort.order,
      }
    : { columns: [...fixedColumns], conditions: [], sortColumn: "filledAt", sortOrder: "desc" };

const day = (d: Dayjs | null | undefined) => (d ? d.format("YYYY-MM-DD") : undefined);

/** Only what a condition's operator uses goes out. */
const conditionOf = (c: Partial<DataAppCondition>): DataAppCondition => ({
  itemId: Number(c.itemId),
  op: c.op ?? "eq",
  ...(c.op === "range"
    ? {
        ...(c.min === undefined || c.min === null ? {} : { min: c.min }),
        ...(c.max === undefined || c.max === null ? {} : { max: c.max }),
      }
    : { value: String(c.value ?? "") }),
});

export const toDataAppInput = (v: DataAppValues, id?: number): DataAppSave => ({
  id,
  taskId: Number(v.taskId),
  name: v.name.trim(),
  columns: v.columns,
  filters: {
    classIds: v.classIds ?? [],
    from: day(v.dates?.[0]),
    to: day(v.dates?.[1]),
    items: (v.conditions ?? []).filter((c) => c.itemId !== undefined).map(conditionOf),
  },
  sort: { column: v.sortColumn ?? "filledAt", order: v.sortOrder ?? "desc" },
});
