import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { getToken, setLastUrl } from "../../api/session.ts";
import { type QrVerify, stripFromAddress, verifyQrTicket } from "../identity/index.ts";

export type QrConfirmPhase =
  | { kind: "loading" }
  | { kind: "ready"; info: QrVerify; busy: boolean }
  | { kind: "done"; action: "confirm" | "cancel" }
  | { kind: "failed"; message: string };

const messageOf = (cause: unknown) => (cause instanceof Error ? cause.message : "");

/**
 * The phone's side of QR sign-in: scan on arrival (which tells the phone which computer asks), then confirm
 * or cancel. Without a session the phone signs in first and comes back here. The ticket leaves the address
 * bar as soon as it is read.
 */
export function useQrConfirm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ticket = useRef(params.get("ticket") ?? "");
  const [phase, setPhase] = useState<QrConfirmPhase>({ kind: "loading" });

  useEffect(() => {
    const domain = params.get("domain");
    if (!getToken()) {
      const back = new URLSearchParams({ ticket: ticket.current, ...(domain ? { domain } : {}) });
      setLastUrl(`/m/qr-confirm?${back.toString()}`);
      void navigate(`/m/login${domain ? `?domain=${encodeURIComponent(domain)}` : ""}`, { replace: true });
      return;
    }
    stripFromAddress("ticket");
    if (!ticket.current) {
      setPhase({ kind: "failed", message: "" });
      return;
    }
    let active = true;
    verifyQrTicket(ticket.current, "scan")
      .then((info) => active && setPhase({ kind: "ready", info, busy: false }))
      .catch((cause: unknown) => active && setPhase({ kind: "failed", message: messageOf(cause) }));
    return () => {
      active = false;
    };
  }, [navigate, params]);

  const act = (action: "confirm" | "cancel") => {
    setPhase((current) => (current.kind === "ready" ? { ...current, busy: true } : current));
    verifyQrTicket(ticket.current, action)
      .then(() => setPhase({ kind: "done", action }))
      .catch((cause: unknown) => setPhase({ kind: "failed", message: messageOf(cause) }));
  };

  return { phase, confirm: () => act("confirm"), cancel: () => act("cancel") };
}
