import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dutyRoutes } from "./duty.routes.ts";
import { orgTreeRoutes } from "./org-tree.routes.ts";
import { peopleRoutes } from "./people.routes.ts";
import { studentImportRoutes } from "./student-import.routes.ts";

export type OrgModuleDeps = Parameters<typeof peopleRoutes>[0] & {
  /** Someone's duties changed: what their roles grant may change with them. */
  onDutyChange: Parameters<typeof dutyRoutes>[0]["onChange"];
};

/** The school's org tree, its people (teachers, students, parents) with their imports, and duties. */
export const orgModule =
  (deps: OrgModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    const { db, accounts, dataKey } = deps;
    await api.register(orgTreeRoutes({ db }));
    await api.register(peopleRoutes({ db, accounts, dataKey }));
    await api.register(studentImportRoutes({ db, accounts, dataKey }));
    await api.register(dutyRoutes({ db, onChange: deps.onDutyChange }));
  };
