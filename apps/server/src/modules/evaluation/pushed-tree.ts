import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { listSitesOfArea } from "../school/index.ts";
import { evaluationError } from "./evaluation.messages.ts";

/**
 * The model engine's one way of pushing an area's tree to its schools, shared by indicator (target) models
 * and cultivate models: they are the same thing (a three-level tree an area pushes, locked, into each
 * school's copy) with a different node. What differs stays with each: how a node is copied, and when a node
 * the area removed must stay as the school's own.
 */
export type TreeNode = { id: number; pid: number | null; level: number; sourceId: number | null };

/** How a kind of tree reads and writes one copy's nodes. */
export type TreeStore<N extends TreeNode, W> = {
  list(tx: Tx, schoolId: number, copyId: number): Promise<N[]>;
  insert(tx: Tx, schoolId: number, copyId: number, row: W): Promise<number>;
  update(tx: Tx, schoolId: number, id: number, row: W): Promise<unknown>;
  /** Makes a node the school's own: unlocked, no source (the area removed it, but the school still needs it). */
  release(tx: Tx, schoolId: number, node: N): Promise<unknown>;
  remove(tx: Tx, schoolId: number, ids: number[]): Promise<void>;
};

export type TreeSync<N extends TreeNode, W> = {
  store: TreeStore<N, W>;
  /** The school's row for an area node, under the copy's parent (null at the top), locked, with its source. */
  copy(area: N, pid: number | null): W;
  /**
   * Whether the school keeps a node the area removed, as its own; the rest are deleted. Asked once for all
   * of them (`gone`, and `current`: the copy after the area's nodes were written), it answers per node,
   * deepest first, knowing which ones have gone so far.
   */
  keeps(
    tx: Tx,
    schoolId: number,
    gone: N[],
    current: N[],
  ): Promise<(node: N, deleted: ReadonlySet<number>) => boolean>;
};

/**
 * Brings a school's copy in line with the area's tree: pushed nodes inserted or updated (parents first, so a
 * child finds its parent's copy), removed ones deleted unless the school keeps them. The school's own nodes
 * stay where they are.
 */
export const syncPushedTree = async <N extends TreeNode, W>(
  tx: Tx,
  schoolId: number,
  copyId: number,
  source: N[],
  sync: TreeSync<N, W>,
): Promise<void> => {
  const mine = await sync.store.list(tx, schoolId, copyId);
  const bySource = new Map(mine.filter((r) => r.sourceId !== null).map((r) => [r.sourceId as number, r]));
  const ids = new Map<number, number>();
  for (const area of [...source].sort((a, b) => a.level - b.level)) {
    const row = sync.copy(area, area.pid === null ? null : (ids.get(area.pid) ?? null));
    const existing = bySource.get(area.id);
    if (existing) {
      await sync.store.update(tx, schoolId, existing.id, row);
      ids.set(area.id, existing.id);
    } else {
      ids.set(area.id, await sync.store.insert(tx, schoolId, copyId, row));
    }
  }
  const sourceIds = new Set(source.map((r) => r.id));
  const goneIds = new Set(
    mine.filter((r) => r.sourceId !== null && !sourceIds.has(r.sourceId)).map((r) => r.id),
  );
  if (goneIds.size === 0) return;
  const current = await sync.store.list(tx, schoolId, copyId);
  const gone = current.filter((r) => goneIds.has(r.id)).sort((a, b) => b.level - a.level);
  const keeps = await sync.keeps(tx, schoolId, gone, current);
  const deleted = new Set<number>();
  for (const node of gone) {
    if (keeps(node, deleted)) await sync.store.release(tx, schoolId, node);
    else deleted.add(node.id);
  }
  await sync.store.remove(tx, schoolId, [...deleted]);
};

/** Only an area's own site pushes; answers its area. */
export const requireAreaSite = (auth: AuthContext): number => {
  if (auth.schoolType !== 1 || auth.areaId === null) throw evaluationError(403, "areaOnly");
  return auth.areaId;
};

/** The schools an area pushes to: those named (each must be one of the area's), else all of them. */
export const pushTargets = async (
  db: Db,
  areaId: number,
  schoolIds: number[],
): Promise<{ targets: number[]; names: Map<number, string> }> => {
  const schools = (await listSitesOfArea(db, areaId)).filter((s) => s.type === 0);
  const names = new Map(schools.map((s) => [s.id, s.name]));
  if (schoolIds.some((id) => !names.has(id))) throw evaluationError(400, "notAreaSchool");
  return { targets: schoolIds.length > 0 ? schoolIds : [...names.keys()], names };
};
