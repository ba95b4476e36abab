import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { stripFromAddress } from "./codeHandoff.ts";
import { HandoffView } from "./HandoffView.tsx";
import { saveRoleChoices } from "./roleChoices.ts";
import { completeSignIn, isPhoneDevice, landingUrl } from "./signIn.ts";
import { loginWithProviderCode } from "./thirdParty.ts";

const pending = new Map<string, Promise<string>>();

/** The provider's code works once: a second effect run (StrictMode) waits for the first exchange. */
function exchangeOnce(code: string, state: string): Promise<string> {
  const running = pending.get(state);
  if (running) return running;
  const started = (async () => {
    const accounts = await loginWithProviderCode(code, state);
    const [only] = accounts;
    if (accounts.length === 1 && only) {
      return landingUrl(await completeSignIn(only.authorizationCode), isPhoneDevice());
    }
    saveRoleChoices("", accounts);
    return "/user/select?authType=";
  })();
  pending.set(state, started);
  return started;
}

/** `/oauth/callback?code=&state=`: the provider's code becomes a sign-in, then role selection or the landing page. */
export function OAuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useState(() => new URLSearchParams(window.location.search));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    stripFromAddress("code");
    stripFromAddress("state");
    const code = params.get("code");
    const state = params.get("state");
    if (!code || !state) {
      setError(params.get("error_description") ?? params.get("error") ?? "");
      return;
    }
    let active = true;
    exchangeOnce(code, state)
      .then((target) => {
        if (active) void navigate(target, { replace: true });
      })
      .catch((cause: unknown) => {
        if (active)
          setError(cause instanceof Error && cause.message ? cause.message : t("thirdParty.failed"));
      });
    return () => {
      active = false;
    };
  }, [navigate, params, t]);

  return <HandoffView error={error} />;
}
