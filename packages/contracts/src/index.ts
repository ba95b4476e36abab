export * from "./envelope.ts";
export * from "./error-codes.ts";
export * from "./paging.ts";
export * from "./passwords.ts";
export * from "./permissions.ts";
export * from "./roles.ts";
export * from "./school.ts";
export * from "./session.ts";
