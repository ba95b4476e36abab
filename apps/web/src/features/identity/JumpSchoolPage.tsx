import { exchangeJumpCode, jumpTarget, storeHandoff } from "./codeHandoff.ts";
import { HandoffView } from "./HandoffView.tsx";
import { useCodeHandoff } from "./useCodeHandoff.ts";

/** `/jump-school?token=&domain=&url=`: an area administrator enters one of the area's schools. */
export function JumpSchoolPage() {
  const { error } = useCodeHandoff(async (code, params) => {
    storeHandoff(await exchangeJumpCode(code));
    return jumpTarget(params.get("url"));
  });
  return <HandoffView error={error} />;
}
