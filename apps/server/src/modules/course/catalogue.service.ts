import type { CatalogueItem, CatalogueItemInput, Page, PageQuery } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import {
  type CatalogueKind,
  catalogueNameTaken,
  catalogueUseCount,
  deleteCatalogue,
  findCatalogue,
  insertCatalogue,
  listCatalogue,
  lockCatalogue,
  renameCatalogue,
  sortCatalogue,
} from "./catalogue.store.ts";
import { courseError } from "./course.messages.ts";

export type CourseDeps = { db: Db };
export type { CatalogueKind };

const notFound = (kind: CatalogueKind) =>
  courseError(404, kind === "subject" ? "subjectNotFound" : "typeNotFound");

/** Every subject (or course type) of the school, in its order. */
export const listCatalogueItems = (
  deps: CourseDeps,
  schoolId: number,
  kind: CatalogueKind,
): Promise<CatalogueItem[]> => listCatalogue(deps.db, schoolId, kind);

/** One page of them, in order, narrowed by name. */
export const pageCatalogueItems = async (
  deps: CourseDeps,
  schoolId: number,
  kind: CatalogueKind,
  q: PageQuery,
): Promise<Page<CatalogueItem>> => {
  const all = await listCatalogue(deps.db, schoolId, kind, q.keyword);
  return {
    list: all.slice((q.page - 1) * q.size, q.page * q.size),
    total: all.length,
    page: q.page,
    size: q.size,
  };
};

/** Adds one (last in order) or renames it; names are unique in the school. */
export const saveCatalogueItem = (
  deps: CourseDeps,
  auth: AuthContext,
  kind: CatalogueKind,
  input: CatalogueItemInput,
): Promise<{ id: number }> =>
  deps.db.transaction(async (tx) => {
    if (input.id && !(await findCatalogue(tx, auth.schoolId, kind, input.id))) throw notFound(kind);
    if (await catalogueNameTaken(tx, auth.schoolId, kind, input.name, input.id))
      throw courseError(400, "nameTaken", { name: input.name });
    if (input.id) {
      await renameCatalogue(tx, auth.schoolId, kind, input.id, input.name);
      return { id: input.id };
    }
    return { id: await insertCatalogue(tx, auth.schoolId, kind, input.name) };
  });

/** Removes one, refused with the reason while any course main uses it. */
export const removeCatalogueItem = (deps: CourseDeps, auth: AuthContext, kind: CatalogueKind, id: number) =>
  deps.db.transaction(async (tx) => {
    const [row] = await lockCatalogue(tx, auth.schoolId, kind, [id]);
    if (!row) throw notFound(kind);
    const used = await catalogueUseCount(tx, auth.schoolId, kind, id);
    if (used > 0)
      throw courseError(400, kind === "subject" ? "subjectInUse" : "typeInUse", {
        name: row.name,
        count: used,
      });
    await deleteCatalogue(tx, auth.schoolId, kind, id);
  });

/** Orders them: every id once, first first. */
export const orderCatalogue = (deps: CourseDeps, auth: AuthContext, kind: CatalogueKind, ids: number[]) =>
  deps.db.transaction(async (tx) => {
    const all = (await listCatalogue(tx, auth.schoolId, kind)).map((r) => r.id);
    if (ids.length !== all.length || new Set(ids).size !== ids.length || !all.every((x) => ids.includes(x)))
      throw courseError(400, "sortIncomplete");
    await sortCatalogue(tx, auth.schoolId, kind, ids);
  });
