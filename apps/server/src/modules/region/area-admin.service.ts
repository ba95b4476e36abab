import type { Page } from "@eos/contracts";
import type { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { areaNameTaken, insertArea, pageAreas, updateArea } from "../school/index.ts";
import { regionError } from "./region.messages.ts";
import type { areaBody, areaItemSchema, areaPageQuery } from "./region.schemas.ts";

type AreaItem = z.infer<typeof areaItemSchema>;
type AreaInput = z.infer<typeof areaBody>;

/** GET v3/area/page: areas with how many schools each holds (and how many are enabled), counted in SQL. */
export const listAreas = async (db: Db, q: z.infer<typeof areaPageQuery>): Promise<Page<AreaItem>> => {
  const { rows, total } = await pageAreas(db, q);
  return {
    list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
    page: q.page,
    size: q.size,
  };
};

/** POST v3/area/add: a new area; its site (where its administrators sign in) is added like a school. */
export const addArea = async (db: Db, input: AreaInput): Promise<{ id: number }> => {
  if (await areaNameTaken(db, input.name)) throw regionError(400, "areaNameTaken", { name: input.name });
  const id = await insertArea(db, input);
  if (id === undefined) throw regionError(400, "areaNameTaken", { name: input.name });
  return { id };
};

/** POST v3/area/update: its name and code. */
export const editArea = async (db: Db, input: AreaInput & { id: number }): Promise<{ id: number }> => {
  if (await areaNameTaken(db, input.name, input.id))
    throw regionError(400, "areaNameTaken", { name: input.name });
  const done = await updateArea(db, input.id, { name: input.name, code: input.code });
  if (done === "missing") throw regionError(404, "areaNotFound");
  if (done === "taken") throw regionError(400, "areaNameTaken", { name: input.name });
  return { id: input.id };
};
