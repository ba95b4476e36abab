import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { attendanceRoutes } from "./attendance.routes.ts";
import { leaveRoutes } from "./leave.routes.ts";

export type AttendanceModuleDeps = Parameters<typeof attendanceRoutes>[0];

/** Attendance: points, teachers' marks, the rotating QR check-in, the counts, leave and chronic absence. */
export const attendanceModule =
  (deps: AttendanceModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(attendanceRoutes(deps));
    await api.register(leaveRoutes(deps));
  };
