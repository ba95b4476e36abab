import { sql } from "drizzle-orm";
import type { Tx } from "../../platform/db/client.ts";

/**
 * A school that leaves an area keeps what that area pushed to it as its own: its copies of the area's
 * indicator and cultivate models lose their source and nothing in them stays locked (the old area can no
 * longer push to it, so locked rows would be frozen for ever). Four statements, whatever the size.
 */
export const detachSchoolFromArea = async (tx: Tx, schoolId: number, areaSiteId: number): Promise<void> => {
  await tx.execute(sql`update target_indicator i set locked = false, source_id = null
    from target_model m
    where m.school_id = i.school_id and m.id = i.model_id
      and m.school_id = ${schoolId} and m.source_school_id = ${areaSiteId}`);
  await tx.execute(sql`update target_model set source_school_id = null, source_model_id = null
    where school_id = ${schoolId} and source_school_id = ${areaSiteId}`);
  await tx.execute(sql`update cultivate_goal g set locked = false, source_id = null
    from cultivate_model m
    where m.school_id = g.school_id and m.id = g.model_id
      and m.school_id = ${schoolId} and m.source_school_id = ${areaSiteId}`);
  await tx.execute(sql`update cultivate_model set source_school_id = null, source_model_id = null
    where school_id = ${schoolId} and source_school_id = ${areaSiteId}`);
};
