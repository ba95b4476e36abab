import {
  envelopeOf,
  ok,
  pageOf,
  type SceneAction,
  sceneClassifyAddSchema,
  sceneClassifyNodeSchema,
  sceneClassifySortSchema,
  sceneClassifyUpdateSchema,
  sceneHallCopySchema,
  sceneHallItemSchema,
  sceneItemSchema,
  scenePageQuerySchema,
  sceneSaveSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { byId, created, manage, sceneTags as tags } from "./collection-routes.shared.ts";
import {
  addClassify,
  type CollectionDeps,
  changeSceneState,
  classifyTree,
  copySceneInSchool,
  getScene,
  pageSceneItems,
  removeClassify,
  removeScene,
  renameClassify,
  saveScene,
  sortClassify,
} from "./scene.service.ts";
import { copyFromHall, pageHall } from "./scene-hall.service.ts";

const done = { 200: envelopeOf(z.null()) };
const actions: { action: SceneAction; summary: string }[] = [
  { action: "show", summary: "Show a scene to users (hidden → shown)" },
  { action: "hide", summary: "Hide a scene from users (shown → hidden; refused while shelved)" },
  { action: "shelve", summary: "Publish a shown scene with tasks in the area's scene hall" },
  { action: "unshelve", summary: "Take a scene out of the scene hall" },
];

/** Scene classification tree, scenes and their states, and the area's scene hall (SPEC 7 'Scenes'). */
export const sceneRoutes =
  (deps: CollectionDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const route = { config: manage };
    app.get(
      "/v3/sceneClassify/list",
      {
        ...route,
        schema: {
          tags,
          summary: "The scene classification tree",
          response: { 200: envelopeOf(z.array(sceneClassifyNodeSchema)) },
        },
      },
      async (req) => ok(await classifyTree(deps, authOf(req))),
    );
    app.post(
      "/v3/sceneClassify/add",
      {
        ...route,
        schema: {
          tags,
          summary: "Add a classification node",
          body: sceneClassifyAddSchema,
          response: { 200: envelopeOf(created) },
        },
      },
      async (req) => ok(await addClassify(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/sceneClassify/update",
      {
        ...route,
        schema: {
          tags,
          summary: "Rename or move a classification node",
          body: sceneClassifyUpdateSchema,
          response: done,
        },
      },
      async (req) => ok(await renameClassify(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/sceneClassify/delete",
      {
        ...route,
        schema: { tags, summary: "Delete an empty classification node", body: byId, response: done },
      },
      async (req) => ok(await removeClassify(deps, authOf(req), req.body.id)),
    );
    app.post(
      "/v3/sceneClassify/sort",
      {
        ...route,
        schema: {
          tags,
          summary: "Order sibling classification nodes",
          body: sceneClassifySortSchema,
          response: done,
        },
      },
      async (req) => ok(await sortClassify(deps, authOf(req), req.body.ids)),
    );
    app.get(
      "/v3/scene/page",
      {
        ...route,
        schema: {
          tags,
          summary: "Scenes, paged, searchable, by classification branch",
          querystring: scenePageQuerySchema,
          response: { 200: envelopeOf(pageOf(sceneItemSchema)) },
        },
      },
      async (req) => ok(await pageSceneItems(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/scene/byid",
      {
        ...route,
        schema: {
          tags,
          summary: "One scene",
          querystring: byId,
          response: { 200: envelopeOf(sceneItemSchema) },
        },
      },
      async (req) => ok(await getScene(deps, authOf(req), req.query.id)),
    );
    app.post(
      "/v3/saveScene",
      {
        ...route,
        schema: {
          tags,
          summary: "Create (no id) or update a scene",
          body: sceneSaveSchema,
          response: { 200: envelopeOf(created) },
        },
      },
      async (req) => ok(await saveScene(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/copyScene",
      {
        ...route,
        schema: {
          tags,
          summary: "Copy a scene and its tasks (as drafts) in the school",
          body: byId,
          response: { 200: envelopeOf(created) },
        },
      },
      async (req) => ok(await copySceneInSchool(deps, authOf(req), req.body.id)),
    );
    for (const { action, summary } of actions)
      app.post(
        `/v3/scene/${action}`,
        { ...route, schema: { tags, summary, body: byId, response: { 200: envelopeOf(sceneItemSchema) } } },
        async (req) => ok(await changeSceneState(deps, authOf(req), req.body.id, action, languageOf(req))),
      );
    app.post(
      "/v3/scene/del",
      {
        ...route,
        schema: { tags, summary: "Delete a scene and its tasks (values stay)", body: byId, response: done },
      },
      async (req) => ok(await removeScene(deps, authOf(req), req.body.id)),
    );
    app.get(
      "/v3/sceneHall/page",
      {
        ...route,
        schema: {
          tags,
          summary: "The scene hall: scenes shelved by the other schools of the area and the area itself",
          querystring: scenePageQuerySchema.pick({ page: true, size: true, keyword: true }),
          response: { 200: envelopeOf(pageOf(sceneHallItemSchema)) },
        },
      },
      async (req) => ok(await pageHall(deps, authOf(req), req.query)),
    );
    app.post(
      "/v3/sceneHall/copy",
      {
        ...route,
        schema: {
          tags,
          summary: "Copy a hall scene (its forms released, its tasks as drafts) into the school",
          body: sceneHallCopySchema,
          response: { 200: envelopeOf(created) },
        },
      },
      async (req) => ok(await copyFromHall(deps, authOf(req), req.body, languageOf(req))),
    );
  };
