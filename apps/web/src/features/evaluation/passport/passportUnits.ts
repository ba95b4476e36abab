import { type RevealUnit, type RevealUnitKind, revealUnitKinds } from "@eos/contracts";

/** The units editor's pure parts: new units, their keys, and the defaults a kind brings. */

export type UnitDraft = {
  key: string;
  kind: RevealUnitKind;
  title: string;
  sceneId?: number | null;
  modelId?: number | null;
};

/** A key not yet used in the model ("u1", "u2", …): keys only need to be unique within it. */
export const freeKey = (units: ReadonlyArray<{ key: string }>): string => {
  const used = new Set(units.map((u) => u.key));
  let n = units.length + 1;
  while (used.has(`u${n}`)) n += 1;
  return `u${n}`;
};

/** The kind a new unit starts with: the first one the model does not show yet (scene records may repeat). */
export const nextKind = (units: ReadonlyArray<{ kind: RevealUnitKind }>): RevealUnitKind =>
  revealUnitKinds.find((kind) => !units.some((u) => u.kind === kind)) ?? "sceneRecords";

export const usesScene = (kind: RevealUnitKind) => kind === "sceneRecords";
export const usesModel = (kind: RevealUnitKind) => kind === "radar" || kind === "termScores";

/** What is sent: a scene only for scene records, a model only for the radar and the term scores. */
export const toRevealUnit = (draft: UnitDraft): RevealUnit => ({
  key: draft.key,
  kind: draft.kind,
  title: draft.title.trim(),
  sceneId: usesScene(draft.kind) ? (draft.sceneId ?? null) : null,
  modelId: usesModel(draft.kind) ? (draft.modelId ?? null) : null,
});
