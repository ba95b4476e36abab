/** Error codes of SPEC 8 and CONTRACT.md, shared by the server (which sends them) and the web client (which reacts). */
export const ErrorCode = {
  missingToken: "MISTOKEN",
  tokenInvalid9: -9,
  tokenInvalid: -107,
  loggedOut: -109,
  otherDevice: -1012,
  silent1011: -1011,
  silent1420: 1420,
  redirect: -5033,
  wrongPassword: -1002,
  locked: -1003,
  badPhoneCode: -1005,
  formInvalid: -100910,
  badRequest: -1,
  forbidden: 403,
  notFound: 404,
  busy: -901,
  http401: 401,
  /** A practice activity whose places are all taken (CONTRACT.md, HTTP 200). */
  activityFull: -2001,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes -1001..-1005 and -1007: sign-in failures that send a chat-app user back to the password page. */
export const signInFailureCodes: ReadonlyArray<number> = [-1001, -1002, -1003, -1004, -1005, -1007];

/** Codes that mean "sign in again" (SPEC 8, first row). */
export const reauthCodes: ReadonlyArray<string | number> = ["MISTOKEN", -9, -107, -109];
