import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { attendanceRoutes } from "./attendance.routes.ts";

export type AttendanceModuleDeps = Parameters<typeof attendanceRoutes>[0];

/** Attendance: points, teachers' marks, the rotating QR check-in and the counts. */
export const attendanceModule =
  (deps: AttendanceModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(attendanceRoutes(deps));
  };
