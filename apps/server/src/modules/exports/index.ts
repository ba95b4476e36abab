// What other modules may use of exports: the registry areas add their background export kinds to (composed in
// app.ts), and starting one.
export {
  createExports,
  type ExportKind,
  type Exports,
  KEEP_DAYS,
  LINK_SECONDS,
} from "./exports.service.ts";
