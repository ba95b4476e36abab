import { AsyncResource } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { NO_TENANT, runInScope } from "../db/tenant-context.ts";

const resourceOf = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Each request is one unit of work with its own tenant scope, empty until the access guard reads the token (or a
 * public route resolves its school). Registered before every other hook. The body is read in the socket's
 * callbacks, outside the request's async context, so preValidation steps back into it.
 */
export const registerUnitOfWork = (app: FastifyInstance): void => {
  app.addHook("onRequest", (req, _reply, done) => {
    runInScope(NO_TENANT, () => {
      resourceOf.set(req, new AsyncResource("eos.request"));
      done();
    });
  });
  app.addHook("preValidation", (req, _reply, done) => {
    const resource = resourceOf.get(req);
    if (resource) resource.runInAsyncScope(done);
    else done();
  });
};
