import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useClickLock } from "../../api/useClickLock.ts";
import { isPhoneDevice, landingUrl } from "./signIn.ts";
import { isDetour, type SignInFlow, type SignInOutcome, schoolFlow } from "./signInFlows.ts";

export type SignInAction = {
  run: (action: () => Promise<SignInOutcome>) => void;
  /** How this page's forms sign in (a school's domain or an area's). */
  flow: SignInFlow;
  pending: boolean;
  error: string | null;
  setError: (error: string | null) => void;
};

/** Runs a sign-in flow behind the click lock, shows its error inline and lands the user afterwards. */
export function useSignInAction(mobile: boolean, flow: SignInFlow = schoolFlow): SignInAction {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useClickLock((action: () => Promise<SignInOutcome>) => {
    setPending(true);
    setError(null);
    void action()
      .then((outcome) =>
        navigate(isDetour(outcome) ? outcome.next : landingUrl(outcome, mobile || isPhoneDevice()), {
          replace: true,
        }),
      )
      .catch((cause: unknown) =>
        setError(cause instanceof Error && cause.message ? cause.message : t("auth.failed")),
      )
      .finally(() => setPending(false));
  });
  return { run: (action) => void run(action), flow, pending, error, setError };
}
