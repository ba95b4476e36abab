import { exchangeTrustCode, storeHandoff, trustTarget } from "./codeHandoff.ts";
import { HandoffView } from "./HandoffView.tsx";
import { useCodeHandoff } from "./useCodeHandoff.ts";

/** `/center/redirectUrl?token=&url=&appid=`: the app centre's trust code becomes a session, then the app opens. */
export function TrustRedirectPage() {
  const { error } = useCodeHandoff(async (code, params) => {
    const session = await exchangeTrustCode(code, params.get("appid") ?? "");
    storeHandoff(session);
    // The address bound to the code when it was issued, not whatever the link says now.
    return trustTarget(session.url);
  });
  return <HandoffView error={error} />;
}
