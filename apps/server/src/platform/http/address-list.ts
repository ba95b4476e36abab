import { BlockList, isIP } from "node:net";

/** This machine: 127.0.0.0/8 and ::1 (an IPv4 client on a dual-stack socket, ::ffff:127.x, counts too). */
export const LOOPBACK: ReadonlyArray<string> = ["127.0.0.0/8", "::1/128"];

/** "::ffff:10.1.2.3" is the IPv4 client 10.1.2.3 on a dual-stack socket: judged by its IPv4 rules. */
const unmapped = (address: string) => /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1] ?? address;

/**
 * A comma-separated list of addresses and CIDR blocks, IPv4 and IPv6, as `address/prefix` (a bare address is
 * a block of one). Throws, naming the entry, on anything else.
 */
export const parseAddressList = (raw: string): string[] =>
  raw
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [given, prefixText, extra] = entry.split("/");
      const address = unmapped(given);
      const family = isIP(address);
      const bits = family === 4 ? 32 : 128;
      const prefix = prefixText === undefined ? bits : Number(prefixText);
      const prefixOk = prefixText === undefined || /^\d{1,3}$/.test(prefixText);
      if (family === 0 || extra !== undefined || !prefixOk || prefix > bits) {
        throw new Error(`"${entry}" is not an address or a CIDR block such as 10.0.0.0/8 or fd00::/8`);
      }
      return `${address}/${prefix}`;
    });

/** Whether an address falls in any of the blocks (as parseAddressList writes them). */
export const addressMatcher = (blocks: ReadonlyArray<string>): ((address: string) => boolean) => {
  const list = new BlockList();
  for (const block of blocks) {
    const [address, prefix] = block.split("/");
    list.addSubnet(address, Number(prefix), isIP(address) === 4 ? "ipv4" : "ipv6");
  }
  return (given) => {
    const address = unmapped(given);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? "ipv4" : "ipv6");
  };
};

/**
 * Whether the request names a client in X-Forwarded-For or Forwarded that the server did not believe (no
 * TRUST_PROXY for the peer): then `req.ip` is a proxy's address, which says nothing about the client.
 */
export const relayedByUnbelievedProxy = (req: {
  headers: Record<string, string | string[] | undefined>;
  ips?: string[];
}): boolean =>
  (req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined) &&
  (req.ips?.length ?? 0) < 2;
