import { request } from "../../api/request.ts";

/** QR sign-in calls and the computer's polling loop, free of any UI kit. */

export type QrState = "waiting" | "scanned" | "confirmed" | "expired";
export type QrTicket = { ticket: string; qrContent: string; expiresIn: number };
export type QrCheck = { state: QrState; expiresIn: number; authorizationCode?: string };
export type QrDevice = { browser: string | null; os: string | null; ip: string | null };
export type QrVerify = { state: QrState; expiresIn: number; device: QrDevice };
export type QrAction = "scan" | "confirm" | "cancel";

export const qrPollMs = 2000;

export const fetchQrTicket = (schoolId: number) =>
  request<QrTicket>({
    url: "/auth/getQrCode",
    params: { schoolId },
    noSchoolId: true,
    noToast: true,
    noCache: true,
  });

export const checkQrTicket = (ticket: string) =>
  request<QrCheck>({
    url: "/auth/checkQrCode",
    params: { ticket },
    noSchoolId: true,
    noToast: true,
    noCache: true,
    background: true,
  });

export const verifyQrTicket = (ticket: string, action: QrAction) =>
  request<QrVerify>({ method: "POST", url: "/auth/verifyQrCode", data: { ticket, action }, noToast: true });

/** The QR code must hold a full address: a phone's camera app knows nothing of this site. */
export const absoluteUrl = (path: string, origin: string): string => new URL(path, origin).toString();

export type QrPoller = { stop: () => void };

/**
 * Asks for the ticket's state every `intervalMs` until the phone confirms, the ticket expires or `stop()`.
 * A failed call (network, busy server) is retried on the next tick: only the deadline ends the wait.
 */
export function pollQrTicket(options: {
  ticket: string;
  deadline: number;
  onUpdate: (check: QrCheck) => void;
  check?: (ticket: string) => Promise<QrCheck>;
  intervalMs?: number;
  now?: () => number;
}): QrPoller {
  const {
    ticket,
    deadline,
    onUpdate,
    check = checkQrTicket,
    intervalMs = qrPollMs,
    now = Date.now,
  } = options;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    if (stopped) return;
    if (now() >= deadline) {
      stopped = true;
      onUpdate({ state: "expired", expiresIn: 0 });
      return;
    }
    const result = await check(ticket).catch(() => null);
    if (stopped) return;
    if (result) onUpdate(result);
    if (result && (result.state === "confirmed" || result.state === "expired")) stopped = true;
    else timer = setTimeout(() => void tick(), intervalMs);
  };
  timer = setTimeout(() => void tick(), intervalMs);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** "Chrome 131 · Windows 10/11": what the phone shows of the computer asking; null when nothing is known. */
export const deviceLabel = (device: Pick<QrDevice, "browser" | "os">): string | null => {
  const parts = [device.browser, device.os].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(" · ") : null;
};
