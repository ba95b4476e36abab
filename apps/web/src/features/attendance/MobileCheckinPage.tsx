import type { AttendanceCheckinResult } from "@eos/contracts";
import { Button, DotLoading, ErrorBlock, Result } from "antd-mobile";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { checkIn } from "./attendanceApi.ts";

type Phase =
  | { kind: "working" }
  | { kind: "done"; result: AttendanceCheckinResult }
  | { kind: "failed"; message: string };

/** `/m/attendance/checkin?c=`: the page a scanned check-in QR opens; a signed-in student is checked in at once. */
export function MobileCheckinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get("c") ?? "";
  const [phase, setPhase] = useState<Phase>({ kind: "working" });
  // One attempt per code, also when React runs the effect twice.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === code) return;
    sent.current = code;
    if (!code) {
      setPhase({ kind: "failed", message: t("attendance.checkin.noCode") });
      return;
    }
    setPhase({ kind: "working" });
    checkIn(code).then(
      (result) => setPhase({ kind: "done", result }),
      (e: unknown) =>
        setPhase({
          kind: "failed",
          message: e instanceof Error && e.message ? e.message : t("attendance.failed"),
        }),
    );
  }, [code, t]);
  const home = (
    <Button block onClick={() => void navigate("/m/", { replace: true })}>
      {t("attendance.checkin.home")}
    </Button>
  );
  if (phase.kind === "working")
    return (
      <div className="eos-center" style={{ padding: 32 }} data-testid="checkin-working">
        <DotLoading /> {t("attendance.checkin.working")}
      </div>
    );
  if (phase.kind === "failed")
    return (
      <div style={{ padding: 16 }}>
        <ErrorBlock
          status="default"
          title={<span data-testid="checkin-failed">{t("attendance.checkin.failed")}</span>}
          description={<span data-testid="checkin-error">{phase.message}</span>}
        />
        {home}
      </div>
    );
  const { result } = phase;
  return (
    <div style={{ padding: 16 }}>
      <Result
        status="success"
        title={<span data-testid="checkin-done">{t("attendance.checkin.done")}</span>}
        description={t("attendance.checkin.doneDetail", {
          point: result.pointName,
          day: result.day,
          status: t(`attendance.statuses.${result.status}`),
        })}
      />
      {home}
    </div>
  );
}
