import type { Member, MemberType } from "./memberApi.ts";

type MemberRef = { id: number; type: MemberType };

export const memberKey = (member: MemberRef): string => `${member.type}:${member.id}`;

/** Adds members not selected yet, keeping the order of selection; one member only when not `multiple`. */
export function selectMembers(
  selected: ReadonlyArray<Member>,
  add: ReadonlyArray<Member>,
  multiple = true,
): Member[] {
  if (!multiple) return add.length > 0 ? [add[add.length - 1]] : [...selected];
  const seen = new Set(selected.map(memberKey));
  const out = [...selected];
  for (const member of add) {
    const key = memberKey(member);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(member);
  }
  return out;
}

export function deselectMembers(selected: ReadonlyArray<Member>, remove: ReadonlyArray<MemberRef>): Member[] {
  const gone = new Set(remove.map(memberKey));
  return selected.filter((member) => !gone.has(memberKey(member)));
}

/** The ids of this page's rows that are selected, as antd's rowSelection wants them. */
export function selectedIdsOf(
  selected: ReadonlyArray<Member>,
  type: MemberType,
  rows: ReadonlyArray<{ id: number }>,
): number[] {
  const keys = new Set(selected.map(memberKey));
  return rows.filter((row) => keys.has(memberKey({ id: row.id, type }))).map((row) => row.id);
}
