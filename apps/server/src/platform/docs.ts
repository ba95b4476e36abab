import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI generated from the same zod schemas that validate requests; the page at /api/docs. */
export const registerDocs = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "EOS API",
        description:
          "Every response is the envelope { success, errorCode, errorDesc, data }. Send `Authorization: Bearer <token>` " +
          "and `Accept-Language: zh-CN | en-US`. POST bodies may be JSON or form-urlencoded.",
        version: "0.1.0",
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", uiConfig: { docExpansion: "list" } });
};
