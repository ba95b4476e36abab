import type { FastifyServerOptions } from "fastify";
import { serializeError } from "./log-errors.ts";

/** Query and body fields whose values never reach a log line (`sig`: a file link's, good for an hour). */
const SECRET_PARAMS =
  /^(token|code|pwd|password|trustcode|authorizationcode|thirdtoken|secret|key|ticket|sig)$/i;

/** Paths that carry a secret themselves: a timetable's iCalendar feed, `/timetable/ical/<secret>.ics`. */
const SECRET_PATHS = /(\/timetable\/ical\/)[^/?#]+?(\.ics)?(?=[?#]|$)/;

/** The url with secret query values replaced, e.g. `/center/redirectUrl?token=***`. */
export const redactUrl = (raw: string): string => {
  const url = raw.replace(SECRET_PATHS, "$1***$2");
  const q = url.indexOf("?");
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of [...params.keys()]) if (SECRET_PARAMS.test(name)) params.set(name, "***");
  return `${url.slice(0, q)}?${params.toString()}`;
};

export const loggerOptions = (level: string): FastifyServerOptions["logger"] => ({
  level,
  redact: {
    paths: [
      "req.headers.authorization",
      "req.headers.cookie",
      'req.headers["x-temp-token"]',
      'req.headers["x-area-token"]',
      "*.pwd",
      "*.password",
      "*.token",
      "*.authorizationCode",
    ],
    censor: "***",
  },
  serializers: {
    err: serializeError,
    req: (req: { method: string; url: string; id: string; ip?: string }) => ({
      method: req.method,
      url: redactUrl(req.url),
      id: req.id,
      ip: req.ip,
    }),
  },
});
