import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { catalogueRoutes } from "./catalogue.routes.ts";
import type { CourseDeps } from "./catalogue.service.ts";
import { clubRoutes } from "./club/club.routes.ts";
import { courseRoutes } from "./course.routes.ts";
import { leaderRoutes } from "./leader.routes.ts";

export type CourseModuleDeps = CourseDeps;

/** Subjects, course types, course mains, the term's courses, leaders, clubs and the people pickers. */
export const courseModule =
  (deps: CourseModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(catalogueRoutes(deps));
    await api.register(courseRoutes(deps));
    await api.register(leaderRoutes(deps));
    await api.register(clubRoutes(deps));
  };
