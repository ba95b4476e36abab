import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { exchangeOnce, stripFromAddress } from "./codeHandoff.ts";

/**
 * Reads the one-time code from `?token=`, takes it out of the address bar, runs `exchange` (which stores the
 * session and answers where to go), then goes there. Returns the error to show when the code fails.
 */
export function useCodeHandoff(exchange: (code: string, params: URLSearchParams) => Promise<string>) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const code = params.get("token");
  // The latest exchange, without making each render's new function start the effect again.
  const exchangeRef = useRef(exchange);
  exchangeRef.current = exchange;

  useEffect(() => {
    stripFromAddress("token");
    if (!code) {
      setError("");
      return;
    }
    let active = true;
    exchangeOnce(code, () => exchangeRef.current(code, params))
      .then((target) => {
        if (!active) return;
        if (target.startsWith("/")) void navigate(target, { replace: true });
        else window.location.replace(target);
      })
      .catch((cause: unknown) => {
        if (active) setError(cause instanceof Error ? cause.message : "");
      });
    return () => {
      active = false;
    };
  }, [code, navigate, params]);

  return { error };
}
