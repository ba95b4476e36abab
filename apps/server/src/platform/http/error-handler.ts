import { fail } from "@eos/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./errors.ts";
import { fillParams, type Lang, languageOf, translate } from "./i18n.ts";

type Answer = { status: number; code: string | number; desc: string; data?: unknown };

const validationDetail = (error: FastifyError): string => {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation
      .map((v) => {
        const where = `${error.validationContext ?? ""}${v.instancePath.replaceAll("/", ".")}`;
        return `${where}: ${v.message}`;
      })
      .join("; ");
  }
  return error.message;
};

/**
 * The multipart parser's (busboy's) own errors for a body that ends before its last part does, or names no
 * boundary: plain Errors known only by their text, which @fastify/multipart passes on unchanged.
 */
const MULTIPART_CUT_SHORT = /unexpected end of multipart data|^Multipart: Boundary not found$/i;
const isCutShortMultipart = (error: unknown) =>
  error instanceof Error && !("statusCode" in error) && MULTIPART_CUT_SHORT.test(error.message);

/** Maps any thrown thing to the envelope answer of CONTRACT.md; never exposes internals. */
const answerFor = (error: unknown, lang: Lang, bodyLimit: number): Answer => {
  if (error instanceof AppError) {
    const desc = error.key
      ? translate(lang, error.key, error.params)
      : error.texts
        ? fillParams(error.texts[lang], error.params)
        : error.message;
    return { status: error.httpStatus, code: error.code, desc, data: error.data };
  }
  if (isCutShortMultipart(error))
    return { status: 400, code: -1, desc: translate(lang, "multipartCutShort") };
  const e = error as Partial<FastifyError> & { status?: number };
  const status = e.statusCode ?? e.status ?? 500;
  if (e.validation || hasZodFastifySchemaValidationErrors(error)) {
    return {
      status: 400,
      code: -1,
      desc: translate(lang, "badRequest", { detail: validationDetail(e as FastifyError) }),
    };
  }
  if (status === 413)
    return { status, code: -1, desc: translate(lang, "bodyTooLarge", { limit: bodyLimit }) };
  if (status === 415) return { status, code: -1, desc: translate(lang, "unsupportedMediaType") };
  if (status === 429) return { status, code: -901, desc: translate(lang, "tooManyRequests") };
  if (status === 404) return { status, code: 404, desc: translate(lang, "notFound") };
  if (status === 400) {
    const isJson = e.code === "FST_ERR_CTP_INVALID_JSON_BODY" || e.name === "SyntaxError";
    const desc = isJson
      ? translate(lang, "badJson")
      : translate(lang, "badRequest", { detail: e.message ?? "" });
    return { status, code: -1, desc };
  }
  if (status >= 400 && status < 500) {
    return { status, code: -1, desc: translate(lang, "badRequest", { detail: e.message ?? "" }) };
  }
  return { status: 500, code: -901, desc: translate(lang, "systemBusy") };
};

export const registerErrorHandling = (app: FastifyInstance, bodyLimit: number): void => {
  app.setErrorHandler((error: unknown, req: FastifyRequest, reply: FastifyReply) => {
    const answer = answerFor(error, languageOf(req), bodyLimit);
    if (answer.status >= 500) req.log.error({ err: error }, "request failed");
    else req.log.info({ code: answer.code, status: answer.status }, "request refused");
    // The route's response schema describes success; errors bypass it with a plain serializer.
    return reply
      .status(answer.status)
      .serializer((payload: unknown) => JSON.stringify(payload))
      .send({ ...fail(answer.code, answer.desc), data: answer.data ?? null });
  });
};

/** The envelope for an unknown API route. */
export const sendApiNotFound = (req: FastifyRequest, reply: FastifyReply) =>
  reply
    .status(404)
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send(fail(404, translate(languageOf(req), "notFound")));
