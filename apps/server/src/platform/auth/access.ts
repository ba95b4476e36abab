import type { RoleType } from "@eos/contracts";

/**
 * What a route requires. Every /api route declares one (the app refuses to start otherwise):
 * - public: anyone; a token, if sent, is still read so that handlers may use it
 * - visitor: a visitor token or a signed-in user
 * - user: a signed-in user, optionally limited to roles
 * - admin: a school's (or, on an area's site, the area's) administrator
 */
export type Access =
  | { kind: "public" }
  | { kind: "visitor" }
  | { kind: "user"; roles?: ReadonlyArray<RoleType> }
  | { kind: "admin" };

/** Who is calling, as the token says. Never built from anything the client claims. */
export type AuthContext = {
  sessionId: number;
  accountId: number;
  schoolId: number;
  /** The area of the school, or the area itself on an area's site. */
  areaId: number | null;
  schoolType: number;
  userId: number;
  userType: 0 | 1 | 2;
  roleType: RoleType;
  name: string;
  isAdmin: boolean;
  deviceKind: "pc" | "phone";
  mustChangePassword: boolean;
};

/** Why a token did not authenticate: the envelope code the client reacts to (SPEC 8). */
export type TokenFailure = -107 | -109 | -1012;

export type Authenticator = (token: string) => Promise<AuthContext | TokenFailure>;

export const isPublic = (access: Access | undefined) => access?.kind === "public";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
