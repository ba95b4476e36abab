/**
 * Where a redirect may send a person (DESIGN.md 'Security'): a path on this site, or an http(s) address on
 * an allow-listed host. Anything else (other hosts, `//host`, `javascript:`, credentials in the address) is
 * refused. Returns the target to use, or undefined.
 */
export const allowedRedirect = (url: string, trustedHosts: ReadonlyArray<string>): string | undefined => {
  const target = url.trim();
  if (target.startsWith("/")) {
    // `//host` and `/\host` leave the site in browsers; control characters hide such tricks.
    if (target.startsWith("//") || target.startsWith("/\\") || /[\s\\]/.test(target)) return undefined;
    return target;
  }
  let parsed: URL;
  try {
    parsed = new URL(target);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return undefined;
  if (parsed.username || parsed.password) return undefined;
  const host = parsed.host.toLowerCase();
  const hostname = parsed.hostname.toLowerCase();
  return trustedHosts.includes(host) || trustedHosts.includes(hostname) ? parsed.toString() : undefined;
};
