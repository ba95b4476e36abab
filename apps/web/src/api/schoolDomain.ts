import { getSchoolDomain, setSchoolDomain } from "./session.ts";

/**
 * The school domain to ask the server about: `?domain=` on the page's own URL (remembered for the rest of the
 * session, so testers can pick a school), else the remembered one, else none (the server uses the Host header).
 */
export function resolveSchoolDomain(search: string): string | null {
  const fromUrl = new URLSearchParams(search).get("domain")?.trim();
  if (fromUrl) {
    setSchoolDomain(fromUrl);
    return fromUrl;
  }
  return getSchoolDomain();
}
