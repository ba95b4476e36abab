import { useCallback, useEffect, useRef, useState } from "react";
import { absoluteUrl, fetchQrTicket, pollQrTicket, type QrState } from "./qrLogin.ts";

export type QrLoginStatus = "loading" | "error" | QrState;

export type QrLogin = {
  status: QrLoginStatus;
  /** The full address the QR code shows. */
  content: string | null;
  /** Seconds the code stays valid. */
  remaining: number;
  refresh: () => void;
};

type View = { status: QrLoginStatus; content: string | null; deadline: number };

const loading: View = { status: "loading", content: null, deadline: 0 };

/** Seconds until `deadline`, ticking while `active`. */
function useSecondsLeft(deadline: number, active: boolean): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    setNowMs(Date.now());
    if (!active) return;
    const timer = setInterval(() => setNowMs(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return Math.max(0, Math.ceil((deadline - nowMs) / 1000));
}

/**
 * The computer's side of QR sign-in: a ticket, its QR content, a countdown, and polling until a phone
 * confirms (then `onConfirmed` gets the one-time authorization code) or the ticket expires.
 */
export function useQrLogin(schoolId: number, onConfirmed: (authorizationCode: string) => void): QrLogin {
  const [round, setRound] = useState(0);
  const [view, setView] = useState<View>(loading);
  const confirmed = useRef(onConfirmed);
  confirmed.current = onConfirmed;

  useEffect(() => {
    let cancelled = false;
    let stop = () => {};
    setView(loading);
    fetchQrTicket(schoolId)
      .then((issued) => {
        if (cancelled) return;
        const deadline = Date.now() + issued.expiresIn * 1000;
        setView({
          status: "waiting",
          content: absoluteUrl(issued.qrContent, window.location.origin),
          deadline,
        });
        stop = pollQrTicket({
          ticket: issued.ticket,
          deadline,
          onUpdate: (check) => {
            setView((current) => ({ ...current, status: check.state }));
            if (check.state === "confirmed" && check.authorizationCode)
              confirmed.current(check.authorizationCode);
          },
        }).stop;
      })
      .catch(() => {
        if (!cancelled) setView({ ...loading, status: "error" });
      });
    return () => {
      cancelled = true;
      stop();
    };
  }, [schoolId, round]);

  const live = view.status === "waiting" || view.status === "scanned";
  const remaining = useSecondsLeft(view.deadline, live);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  // The countdown may reach zero between two polls: the code is expired from then on.
  const status = live && remaining === 0 ? "expired" : view.status;
  return { status, content: view.content, remaining, refresh };
}
