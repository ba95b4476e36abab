import type { PermissionCode, RoleType } from "@eos/contracts";

/**
 * What a route requires. Every /api route declares one (the app refuses to start otherwise):
 * - public: anyone; a token, if sent, is still read so that handlers may use it
 * - visitor: a visitor token or a signed-in user
 * - user: a signed-in user, optionally limited to roles, or to holders of a permission code, or of any of
 *   several codes (administrators hold every code)
 * - admin: a school's (or, on an area's site, the area's) administrator; `sites` narrows it to administrators
 *   of those kinds of site (the platform's own site holds the platform administrators)
 */
export type Access =
  | { kind: "public" }
  | { kind: "visitor" }
  | { kind: "user"; roles?: ReadonlyArray<RoleType>; code?: PermissionCode | ReadonlyArray<PermissionCode> }
  | { kind: "admin"; sites?: ReadonlyArray<SiteKind> };

/** What a site (a row of `school`) is, by its type: 0 a school, 1 an area's own site, 2 the platform's site. */
export type SiteKind = "school" | "area" | "platform";
export const siteKindOf = (schoolType: number): SiteKind =>
  schoolType === 2 ? "platform" : schoolType === 1 ? "area" : "school";

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

/** The permission codes a signed-in user holds (SPEC 6), for routes that require one. */
export type CodeResolver = (auth: AuthContext) => Promise<ReadonlySet<string>>;

export type Authenticator = (token: string) => Promise<AuthContext | TokenFailure>;

/** A visitor of public pages (visitor forms, shared charts): a school, no person, no permissions. */
export type VisitorContext = { visitorId: number; schoolId: number; areaId: number | null };

/** Visitor tokens are told apart by their prefix, so that a user route can refuse one without a lookup. */
export const VISITOR_TOKEN_PREFIX = "v.";

export type VisitorAuthenticator = (token: string) => Promise<VisitorContext | TokenFailure>;

export const isPublic = (access: Access | undefined) => access?.kind === "public";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Set instead of `auth` when a visitor token called a visitor (or public) route. */
    visitor: VisitorContext | null;
  }
}
