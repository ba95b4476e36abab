import { envelopeOf, ok, pageOf } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { PeopleDeps } from "./account.port.ts";
import { idCardRoutes } from "./id-card.routes.ts";
import { idCardKeysOf } from "./id-card.ts";
import { parentRoutes } from "./parent.routes.ts";
import { parentImportRoutes } from "./parent-import.routes.ts";
import {
  idsBody,
  peopleQuery,
  studentItemSchema,
  studentSaveBody,
  teacherItemSchema,
  teacherSaveBody,
} from "./people.schemas.ts";
import {
  deleteStudents,
  deleteTeachers,
  listStudents,
  listTeachers,
  saveStudent,
  saveTeacher,
} from "./people.service.ts";
import { peopleExportRoutes } from "./people-export.routes.ts";
import { teacherImportRoutes } from "./teacher-import.routes.ts";

const staff = { access: { kind: "user" as const, roles: ["tea" as const] } };
/** Administrators, and teachers whose role grants the code. */
const admin = { access: { kind: "user" as const, roles: ["tea" as const], code: "people.edit" as const } };
const idResult = envelopeOf(z.object({ id: z.number() }));

/** Teachers, students and parents of the caller's school, and their .xlsx exports. */
export const peopleRoutes =
  (deps: PeopleDeps & { dataKey: Buffer }): FastifyPluginAsyncZod =>
  async (app) => {
    const keys = idCardKeysOf(deps.dataKey);
    await app.register(parentRoutes(deps));
    await app.register(peopleExportRoutes({ ...deps, keys }));
    await app.register(idCardRoutes({ db: deps.db, keys }));
    await app.register(teacherImportRoutes({ ...deps, keys }));
    await app.register(parentImportRoutes(deps));
    app.get(
      "/v3/tea/page",
      {
        config: staff,
        schema: {
          tags: ["Teachers"],
          summary: "Teachers, paged and searchable (a whole ID card number finds its holder)",
          querystring: peopleQuery,
          response: { 200: envelopeOf(pageOf(teacherItemSchema)) },
        },
      },
      async (req) => ok(await listTeachers(deps, authOf(req), req.query, keys)),
    );
    app.post(
      "/v3/tea/save",
      {
        config: admin,
        schema: {
          tags: ["Teachers"],
          summary: "Add or edit a teacher and their account",
          body: teacherSaveBody,
          response: { 200: idResult },
        },
      },
      async (req) => ok(await saveTeacher(deps, authOf(req), req.body, keys)),
    );
    app.post(
      "/v3/tea/del",
      {
        config: admin,
        schema: {
          tags: ["Teachers"],
          summary: "Delete teachers and their accounts",
          body: idsBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await deleteTeachers(deps, authOf(req), req.body.ids);
        return ok(null);
      },
    );
    app.get(
      "/v3/stu/page",
      {
        config: staff,
        schema: {
          tags: ["Students"],
          summary:
            "Students the caller may see, paged and searchable (a whole ID card number finds its holder)",
          querystring: peopleQuery,
          response: { 200: envelopeOf(pageOf(studentItemSchema)) },
        },
      },
      async (req) => ok(await listStudents(deps, authOf(req), req.query, keys)),
    );
    app.post(
      "/v3/stu/save",
      {
        config: admin,
        schema: {
          tags: ["Students"],
          summary: "Add or edit a student and their account",
          body: studentSaveBody,
          response: { 200: idResult },
        },
      },
      async (req) => ok(await saveStudent(deps, authOf(req), req.body, keys)),
    );
    app.post(
      "/v3/stu/del",
      {
        config: admin,
        schema: {
          tags: ["Students"],
          summary: "Delete students, their accounts and parent links",
          body: idsBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await deleteStudents(deps, authOf(req), req.body.ids);
        return ok(null);
      },
    );
  };
