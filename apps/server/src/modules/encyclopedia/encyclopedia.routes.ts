import {
  encyclopediaArticleInputSchema,
  encyclopediaArticleItemSchema,
  encyclopediaArticleSchema,
  encyclopediaTypeInputSchema,
  encyclopediaTypeSchema,
  envelopeOf,
  ok,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { idParam } from "../../platform/http/params.ts";
import {
  articleOf,
  articlesOf,
  type EncyclopediaDeps,
  removeArticle,
  removeType,
  reorderTypes,
  saveArticle,
  saveType,
  typesOf,
} from "./encyclopedia.service.ts";

const tags = ["Encyclopedia"];
const signedIn = { access: { kind: "user" as const } };
const admin = { access: { kind: "admin" as const } };
/** {id} of the read routes is the school's id (CONTRACT: /encyclopedia/{id}/...): it must be the caller's. */
const schoolParams = z.object({ id: idParam });
const idBody = z.object({ id: idParam });
const done = envelopeOf(z.null());
const pageOf = z.object({
  list: z.array(encyclopediaArticleItemSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
const paging = {
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

/** A school's encyclopedia: types and articles read by everyone of the school, edited by administrators. */
export const encyclopediaRoutes =
  (deps: EncyclopediaDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/encyclopedia/:id/queryTypes",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "The school's encyclopedia types in order, with their article counts; id is the school",
          params: schoolParams,
          response: { 200: envelopeOf(z.array(encyclopediaTypeSchema)) },
        },
      },
      async (req) => ok(await typesOf(deps, authOf(req), req.params.id)),
    );
    app.get(
      "/encyclopedia/:id/queryArtsByTypeid",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "One page of a type's articles (no body), newest first; id is the school",
          params: schoolParams,
          querystring: z.object({ typeId: idParam, ...paging }),
          response: { 200: envelopeOf(pageOf) },
        },
      },
      async (req) => ok(await articlesOf(deps, authOf(req), req.params.id, req.query)),
    );
    app.get(
      "/encyclopedia/:id/search",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "Articles whose title or text holds the words, of one type or all; id is the school",
          params: schoolParams,
          querystring: z.object({
            q: z.string().trim().min(1).max(100),
            typeId: idParam.optional(),
            ...paging,
          }),
          response: { 200: envelopeOf(pageOf) },
        },
      },
      async (req) => ok(await articlesOf(deps, authOf(req), req.params.id, req.query)),
    );
    app.get(
      "/encyclopedia/:id/article/:articleId",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "One article with its (sanitised HTML) body; id is the school",
          params: z.object({ id: idParam, articleId: idParam }),
          response: { 200: envelopeOf(encyclopediaArticleSchema) },
        },
      },
      async (req) => ok(await articleOf(deps, authOf(req), req.params.id, req.params.articleId)),
    );
    app.post(
      "/encyclopedia/type/save",
      {
        config: admin,
        schema: {
          tags,
          summary: "Add or rename a type",
          body: encyclopediaTypeInputSchema,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await saveType(deps, authOf(req), req.body)),
    );
    app.post(
      "/encyclopedia/type/delete",
      {
        config: admin,
        schema: { tags, summary: "Delete an empty type", body: idBody, response: { 200: done } },
      },
      async (req) => {
        await removeType(deps, authOf(req), req.body.id);
        return ok(null);
      },
    );
    app.post(
      "/encyclopedia/type/sort",
      {
        config: admin,
        schema: {
          tags,
          summary: "Order the types: every id, first shown first",
          body: z.object({ ids: z.array(idParam).min(1).max(500) }),
          response: { 200: done },
        },
      },
      async (req) => {
        await reorderTypes(deps, authOf(req), req.body.ids);
        return ok(null);
      },
    );
    app.post(
      "/encyclopedia/article/save",
      {
        config: admin,
        schema: {
          tags,
          summary: "Add or edit an article; its body is sanitised HTML, its images the school's stored files",
          body: encyclopediaArticleInputSchema,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await saveArticle(deps, authOf(req), req.body)),
    );
    app.post(
      "/encyclopedia/article/delete",
      {
        config: admin,
        schema: { tags, summary: "Delete an article", body: idBody, response: { 200: done } },
      },
      async (req) => {
        await removeArticle(deps, authOf(req), req.body.id);
        return ok(null);
      },
    );
  };
