/** Zones offered when the browser cannot list its own (Intl.supportedValuesOf is missing in old engines). */
const FALLBACK = [
  "Asia/Shanghai",
  "Asia/Urumqi",
  "Asia/Hong_Kong",
  "Asia/Macau",
  "Asia/Taipei",
  "Asia/Singapore",
  "Asia/Tokyo",
  "Europe/London",
  "America/New_York",
  "UTC",
];

/** The IANA time zones the browser knows, Asia/Shanghai (the default) first. */
export function timeZoneNames(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const known = intl.supportedValuesOf ? intl.supportedValuesOf("timeZone") : FALLBACK;
  const all = new Set(["Asia/Shanghai", ...known, "UTC"]);
  return [...all];
}

/** A host name as the server checks it (lowercase labels of letters, digits and inner hyphens). */
export const DOMAIN_PATTERN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
export const ACCOUNT_PATTERN = /^[A-Za-z0-9]{3,12}$/;
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
