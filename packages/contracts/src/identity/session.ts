/** Keys of the session data kept in the browser (SPEC 3 'Session data kept in the browser'). */
export const SessionKey = {
  token: "eos.token",
  schoolId: "eos.schoolId",
  schoolDomain: "eos.schoolDomain",
  schoolInfo: "eos.schoolInfo",
  roleType: "eos.roleType",
  userInfo: "eos.userInfo",
  lastUrl: "eos.lastUrl",
  visitorToken: "eos.visitorToken",
  visitorUserInfo: "eos.visitorUserInfo",
  tempToken: "eos.tempToken",
  areaToken: "eos.areaToken",
  menuList: "eos.menuList",
  portalRoles: "eos.portalRoles",
  language: "eos.language",
} as const;

/** SPEC 9 constants that both sides use. */
export const Limits = {
  clickLockMs: 2000,
  getCacheMs: 60000,
  loadingDelayMs: 100,
  loadingForceClearMs: 120000,
  orgDepthCap: 10,
} as const;
