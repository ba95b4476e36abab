import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { SessionUser } from "../../api/session.ts";
import { useClickLock } from "../../api/useClickLock.ts";
import { isPhoneDevice, landingUrl } from "./signIn.ts";

export type SignInAction = {
  run: (action: () => Promise<SessionUser>) => void;
  pending: boolean;
  error: string | null;
  setError: (error: string | null) => void;
};

/** Runs a sign-in flow behind the click lock, shows its error inline and lands the user afterwards. */
export function useSignInAction(mobile: boolean): SignInAction {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useClickLock((action: () => Promise<SessionUser>) => {
    setPending(true);
    setError(null);
    void action()
      .then((user) => navigate(landingUrl(user, mobile || isPhoneDevice()), { replace: true }))
      .catch((cause: unknown) =>
        setError(cause instanceof Error && cause.message ? cause.message : t("auth.failed")),
      )
      .finally(() => setPending(false));
  });
  return { run: (action) => void run(action), pending, error, setError };
}
