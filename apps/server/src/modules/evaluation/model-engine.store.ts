import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  ilike,
  inArray,
  isNotNull,
  type SQL,
  sql,
} from "drizzle-orm";
import type { AnyPgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Db, Tx } from "../../platform/db/client.ts";

type Conn = Db | Tx;

/**
 * The model engine's one store, shared by indicator (target) models and cultivate models: both are a school's
 * model row with a three-level tree of nodes, that an area's site pushes, locked, into copies held by its
 * schools. Each keeps its own pair of tables (no table is shared); what differs stays with each and is named
 * where the store is made: the columns read, the subject (which models a list shows), the tables that hang
 * on a model and go with it.
 */
export type ModelTable = PgTable & {
  schoolId: AnyPgColumn;
  id: AnyPgColumn;
  name: AnyPgColumn;
  version: AnyPgColumn;
  sourceSchoolId: AnyPgColumn;
  sourceModelId: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** A table of one model's tree nodes: locked when pushed, with the area node it copies (`sourceId`). */
export type NodeTable = PgTable & {
  schoolId: AnyPgColumn;
  id: AnyPgColumn;
  modelId: AnyPgColumn;
  level: AnyPgColumn;
  sort: AnyPgColumn;
  locked: AnyPgColumn;
  sourceId: AnyPgColumn;
};

/** A table whose rows belong to one model (versions, processed data): deleted with the model. */
export type ModelPartTable = PgTable & { schoolId: AnyPgColumn; modelId: AnyPgColumn };

/** The fields a model's row is saved with: the table's insert shape, less what the store sets itself. */
type ModelWrite<M extends ModelTable> = Omit<M["$inferInsert"], "schoolId" | "id" | "version" | "updatedAt">;
type NodeWrite<N extends NodeTable> = Omit<N["$inferInsert"], "schoolId" | "id" | "modelId">;

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const modelEngineStore = <
  M extends ModelTable,
  N extends NodeTable,
  MC extends SelectedFields,
  NC extends SelectedFields,
>(spec: {
  model: M;
  node: N;
  /** What a model row reads as. */
  modelColumns: MC;
  /** What a node reads as. */
  nodeColumns: NC;
  /** Deleted with a model, before its nodes. */
  parts: ModelPartTable[];
}) => {
  const { model, node, modelColumns, nodeColumns } = spec;
  type ModelRow = SelectResultFields<MC>;
  type NodeRow = SelectResultFields<NC>;
  const ofSchool = (schoolId: number, id: number) => and(eq(model.schoolId, schoolId), eq(model.id, id));
  const copiesWhere = (sourceSchoolId: number, sourceModelId: number) =>
    and(
      eq(model.sourceSchoolId, sourceSchoolId),
      eq(model.sourceModelId, sourceModelId),
      isNotNull(model.sourceModelId),
    );

  return {
    /**
     * The outer model row, by its qualified name, for correlated sub-selects in `extras`: drizzle renders a
     * column as a bare name inside sql``.
     */
    outer: sql.raw(`"${getTableName(model)}"`),

    /** A model of the school; `where` narrows it (e.g. to one subject). */
    find: async (db: Conn, schoolId: number, id: number, where?: SQL): Promise<ModelRow | null> => {
      const [row] = await db
        .select(modelColumns)
        .from(model as PgTable)
        .where(and(ofSchool(schoolId, id), where));
      return (row as ModelRow | undefined) ?? null;
    },

    /** One model with figures of its own (`extras`: correlated on `outer`). */
    findWith: async <E extends SelectedFields>(
      db: Conn,
      schoolId: number,
      id: number,
      extras: E,
    ): Promise<(ModelRow & SelectResultFields<E>) | null> => {
      const [row] = await db
        .select({ ...modelColumns, ...extras })
        .from(model as PgTable)
        .where(ofSchool(schoolId, id));
      return (row as (ModelRow & SelectResultFields<E>) | undefined) ?? null;
    },

    /** The school's models, newest change first, by name keyword, with figures of their own. */
    page: async <E extends SelectedFields>(
      db: Db,
      schoolId: number,
      q: { page: number; size: number; keyword?: string },
      extras: E,
      where?: SQL,
    ): Promise<{ rows: (ModelRow & SelectResultFields<E>)[]; total: number }> => {
      const conditions: SQL[] = [eq(model.schoolId, schoolId)];
      if (where) conditions.push(where);
      if (q.keyword) conditions.push(ilike(model.name, like(q.keyword)));
      const all = and(...conditions);
      const [rows, [{ n }]] = await Promise.all([
        db
          .select({ ...modelColumns, ...extras })
          .from(model as PgTable)
          .where(all)
          .orderBy(desc(model.updatedAt), desc(model.id))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db
          .select({ n: count() })
          .from(model as PgTable)
          .where(all),
      ]);
      return { rows: rows as (ModelRow & SelectResultFields<E>)[], total: n };
    },

    /** The model's tree, parents before children, siblings in order. */
    listNodes: async (db: Conn, schoolId: number, modelId: number): Promise<NodeRow[]> =>
      (await db
        .select(nodeColumns)
        .from(node as PgTable)
        .where(and(eq(node.schoolId, schoolId), eq(node.modelId, modelId)))
        .orderBy(asc(node.level), asc(node.sort), asc(node.id))) as NodeRow[],

    insertModel: async (tx: Tx, schoolId: number, fields: ModelWrite<M>): Promise<number> => {
      const [row] = await tx
        .insert(model)
        .values({ schoolId, ...fields } as M["$inferInsert"])
        .returning({ id: model.id });
      return row.id as number;
    },

    /** Updates the model's fields and moves it to the next version; returns that version. */
    bumpModel: async (
      tx: Tx,
      schoolId: number,
      id: number,
      fields: Partial<ModelWrite<M>>,
      at: Date,
    ): Promise<number> => {
      const [row] = await tx
        .update(model)
        .set({ ...fields, version: sql`${model.version} + 1`, updatedAt: at } as Partial<M["$inferInsert"]>)
        .where(ofSchool(schoolId, id))
        .returning({ version: model.version });
      return row.version as number;
    },

    /** Holds the schools' model rows until the transaction ends. */
    lockModels: async (tx: Tx, copies: { schoolId: number; modelId: number }[]) => {
      for (const c of copies)
        await tx
          .select({ id: model.id })
          .from(model as PgTable)
          .where(ofSchool(c.schoolId, c.modelId))
          .for("update");
    },

    insertNode: async (tx: Tx, schoolId: number, modelId: number, row: NodeWrite<N>): Promise<number> => {
      const [created] = await tx
        .insert(node)
        .values({ schoolId, modelId, ...row } as N["$inferInsert"])
        .returning({ id: node.id });
      return created.id as number;
    },

    updateNode: async (tx: Tx, schoolId: number, id: number, row: Partial<NodeWrite<N>>) =>
      tx
        .update(node)
        .set(row as Partial<N["$inferInsert"]>)
        .where(and(eq(node.schoolId, schoolId), eq(node.id, id))),

    deleteNodes: async (tx: Tx, schoolId: number, ids: number[]) => {
      if (ids.length === 0) return;
      await tx.delete(node).where(and(eq(node.schoolId, schoolId), inArray(node.id, ids)));
    },

    /** Deletes a model with what belongs to it: its parts, then its nodes, then its row. */
    deleteModel: async (tx: Tx, schoolId: number, id: number): Promise<void> => {
      for (const part of spec.parts)
        await tx.delete(part).where(and(eq(part.schoolId, schoolId), eq(part.modelId, id)));
      await tx.delete(node).where(and(eq(node.schoolId, schoolId), eq(node.modelId, id)));
      await tx.delete(model).where(ofSchool(schoolId, id));
    },

    /** The copies of an area model held by schools, by school. */
    copiesOf: async (
      db: Conn,
      sourceSchoolId: number,
      sourceModelId: number,
    ): Promise<{ schoolId: number; id: number }[]> =>
      (await db
        .select({ schoolId: model.schoolId, id: model.id })
        .from(model as PgTable)
        .where(copiesWhere(sourceSchoolId, sourceModelId))) as { schoolId: number; id: number }[],

    /**
     * Schools' copies of a deleted area model become their own: no source, nothing locked, in two statements
     * whatever the number of schools. Without this they would point at a model that no longer exists and keep
     * its nodes locked for ever, with no push left to change them.
     */
    detachCopies: async (tx: Tx, sourceSchoolId: number, sourceModelId: number): Promise<void> => {
      const copies = tx
        .select({ schoolId: model.schoolId, id: model.id })
        .from(model as PgTable)
        .where(copiesWhere(sourceSchoolId, sourceModelId));
      await tx
        .update(node)
        .set({ locked: false, sourceId: null } as Partial<N["$inferInsert"]>)
        .where(inArray(sql`(${node.schoolId}, ${node.modelId})`, copies));
      await tx
        .update(model)
        .set({ sourceSchoolId: null, sourceModelId: null } as Partial<M["$inferInsert"]>)
        .where(copiesWhere(sourceSchoolId, sourceModelId));
    },
  };
};
