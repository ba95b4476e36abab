import { z } from "zod";
import { idParam } from "../../platform/http/params.ts";

/** Scenes and tasks: administrators, and teachers whose role grants collection.manage. */
export const manage = {
  access: { kind: "user" as const, roles: ["tea" as const], code: "collection.manage" as const },
};
/** Completion figures: any teacher; the service limits them to their classes unless they hold collection.stats. */
export const follow = { access: { kind: "user" as const, roles: ["tea" as const] } };

export const sceneTags = ["Scenes"];
export const taskTags = ["Tasks"];
export const statsTags = ["Statistics"];

export const byId = z.object({ id: idParam });
export const created = z.object({ id: z.number() });
