import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { sendXlsx } from "../../platform/files/xlsx.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import type { PeopleDeps } from "./account.port.ts";
import type { IdCardKeys } from "./id-card.ts";
import { parentQuery } from "./parent.schemas.ts";
import { peopleQuery } from "./people.schemas.ts";
import { EXPORT_CAP, exportParents, exportStudents, exportTeachers } from "./people-export.service.ts";

const viewer = { access: { kind: "user" as const, roles: ["tea" as const], code: "people.view" as const } };
const filters = peopleQuery.omit({ page: true, size: true });
const parentFilters = parentQuery.omit({ page: true, size: true });
const description =
  `The list's filters apply; at most ${EXPORT_CAP} rows; headers in the caller's language; ID card numbers ` +
  "masked; cells that a spreadsheet would run as formulas are written as text.";

/** The people lists as .xlsx files, with the same filters and scope as their pages. */
export const peopleExportRoutes =
  (deps: PeopleDeps & { keys: IdCardKeys }): FastifyPluginAsyncZod =>
  async (app) => {
    const exports = [
      { url: "/v3/tea/export", tag: "Teachers", file: "teachers", run: exportTeachers, query: filters },
      { url: "/v3/stu/export", tag: "Students", file: "students", run: exportStudents, query: filters },
      { url: "/v3/par/export", tag: "Parents", file: "parents", run: exportParents, query: parentFilters },
    ] as const;
    for (const e of exports) {
      app.get(
        e.url,
        {
          config: viewer,
          schema: { tags: [e.tag], summary: `${e.tag} as .xlsx`, description, querystring: e.query },
        },
        async (req, reply) => {
          const file = await e.run(deps, authOf(req), req.query, languageOf(req), deps.keys);
          return sendXlsx(reply, `${e.file}.xlsx`, file);
        },
      );
    }
  };
