import { type AttendanceStatus, attendanceStatuses } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Alert, App, Button, DatePicker, Empty, Input, Radio, Select, Spin, Tag } from "antd";
import dayjs from "dayjs";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../evaluation/index.ts";
import { attendanceKeys, fetchClasses, fetchPoints, fetchRoster, saveMarks } from "./attendanceApi.ts";
import { HistoryButton } from "./HistoryButton.tsx";
import { QrPanel } from "./QrPanel.tsx";
import { useRosterMarks } from "./useRosterMarks.ts";
import "./attendance.css";

const needsReason = (s: AttendanceStatus | null) => s === "leave" || s === "absent" || s === "earlyLeave";

/**
 * A teacher marks a class at a point on a day (today by default): the roster with each student's status, "all
 * present" in one tap, then the exceptions (late, leave with a reason, absent, early leave), saved in one request.
 * The same sheet serves the console and the phone.
 */
export function MarkSheet() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const classes = useQuery({ queryKey: attendanceKeys.classes, queryFn: fetchClasses });
  const points = useQuery({ queryKey: attendanceKeys.points, queryFn: fetchPoints });
  const [classId, setClassId] = useState<number>();
  const [pointId, setPointId] = useState<number>();
  const [day, setDay] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  const klass = classes.data?.find((c) => c.classId === classId);
  const usable = useMemo(
    () =>
      (points.data?.points ?? []).filter(
        (p) => p.enabled && klass?.gradeId !== null && p.gradeIds.includes(klass?.gradeId ?? -1),
      ),
    [points.data, klass],
  );
  useEffect(() => {
    if (classId === undefined && classes.data?.length) setClassId(classes.data[0].classId);
  }, [classes.data, classId]);
  useEffect(() => {
    if (!usable.some((p) => p.id === pointId)) setPointId(usable[0]?.id);
  }, [usable, pointId]);
  const roster = useQuery({
    queryKey: attendanceKeys.roster(classId ?? 0, pointId ?? 0, day ?? "today"),
    queryFn: () => fetchRoster(classId as number, pointId as number, day),
    enabled: classId !== undefined && pointId !== undefined,
  });
  const sheet = useRosterMarks(roster.data);
  const today = roster.data?.today;

  const save = async () => {
    if (!roster.data || classId === undefined || pointId === undefined) return;
    setSaving(true);
    try {
      const marks = sheet.marks();
      await saveMarks({ classId, pointId, day: roster.data.day, marks });
      message.success(t("attendance.mark.saved", { n: marks.length }));
      await roster.refetch();
    } catch (e) {
      message.error(errorText(e, t("attendance.failed")));
    } finally {
      setSaving(false);
    }
  };

  if (classes.error || points.error)
    return (
      <Alert
        type="error"
        showIcon
        title={errorText(classes.error ?? points.error, t("attendance.loadFailed"))}
      />
    );
  if (classes.isLoading || points.isLoading) return <Spin />;
  if (!classes.data?.length) return <Empty description={t("attendance.mark.noClasses")} />;
  return (
    <div data-testid="attendance-sheet">
      <div className="eos-att-controls">
        <Select
          aria-label={t("attendance.mark.class")}
          value={classId}
          onChange={setClassId}
          options={classes.data.map((c) => ({ value: c.classId, label: c.className }))}
          data-testid="mark-class"
        />
        <Select
          aria-label={t("attendance.mark.point")}
          value={pointId}
          onChange={setPointId}
          options={usable.map((p) => ({ value: p.id, label: `${p.name} ${p.startTime}–${p.endTime}` }))}
          notFoundContent={t("attendance.mark.noPoints")}
          data-testid="mark-point"
        />
        <DatePicker
          aria-label={t("attendance.mark.day")}
          value={dayjs(roster.data?.day ?? day ?? undefined)}
          allowClear={false}
          disabledDate={(d) => (today ? d.format("YYYY-MM-DD") > today : false)}
          onChange={(d) => setDay(d ? d.format("YYYY-MM-DD") : undefined)}
        />
      </div>
      {usable.length === 0 ? <Alert type="info" showIcon title={t("attendance.mark.noPoints")} /> : null}
      {roster.error ? (
        <Alert type="error" showIcon title={errorText(roster.error, t("attendance.loadFailed"))} />
      ) : null}
      {roster.data ? (
        <>
          <div className="eos-att-actions">
            <Button onClick={sheet.allPresent} data-testid="mark-all-present">
              {t("attendance.mark.allPresent")}
            </Button>
            <Button
              type="primary"
              onClick={save}
              loading={saving}
              disabled={sheet.marks().length === 0}
              data-testid="mark-save"
            >
              {t("attendance.mark.save")}
            </Button>
            {roster.data.day === today ? (
              <Button onClick={() => setQrOpen(true)} data-testid="mark-qr">
                {t("attendance.mark.showQr")}
              </Button>
            ) : null}
            {sheet.dirty ? <Tag color="orange">{t("attendance.mark.unsaved")}</Tag> : null}
          </div>
          <div className="eos-att-summary" data-testid="mark-summary">
            {t("attendance.mark.summary", sheet.counts)}
          </div>
          <ul className="eos-att-list" aria-label={t("attendance.mark.title")}>
            {roster.data.students.map((s) => {
              const d = sheet.drafts.get(s.studentId) ?? { status: null, reason: "" };
              return (
                <li
                  key={s.studentId}
                  className={
                    s.source === "leave" && s.status === "leave"
                      ? "eos-att-row eos-att-row--leave"
                      : "eos-att-row"
                  }
                  data-testid={`mark-row-${s.studentId}`}
                >
                  <div className="eos-att-row__who">
                    <span>{s.name}</span>
                    <span className="eos-att-row__no">{s.studentNo}</span>
                    {s.source === "leave" && s.status === "leave" ? (
                      <Tag
                        color="orange"
                        style={{ marginLeft: 6 }}
                        data-testid={`mark-on-leave-${s.studentId}`}
                      >
                        {t("attendance.leave.onLeave")}
                      </Tag>
                    ) : s.source && s.source !== "teacher" ? (
                      <Tag style={{ marginLeft: 6 }}>{t(`attendance.sources.${s.source}`)}</Tag>
                    ) : null}
                    {klass?.leader && s.status ? (
                      <HistoryButton
                        studentId={s.studentId}
                        pointId={roster.data.point.id}
                        day={roster.data.day}
                      />
                    ) : null}
                  </div>
                  <Radio.Group
                    size="small"
                    optionType="button"
                    buttonStyle="solid"
                    value={d.status}
                    onChange={(e) => sheet.setStatus(s.studentId, e.target.value)}
                    options={attendanceStatuses.map((status) => ({
                      value: status,
                      label: (
                        <span title={t(`attendance.statuses.${status}`)}>
                          {t(`attendance.short.${status}`)}
                        </span>
                      ),
                    }))}
                  />
                  {needsReason(d.status) ? (
                    <Input
                      className="eos-att-row__reason"
                      size="small"
                      maxLength={200}
                      placeholder={t("attendance.mark.reasonPlaceholder")}
                      aria-label={`${s.name} ${t("attendance.mark.reason")}`}
                      value={d.reason}
                      onChange={(e) => sheet.setReason(s.studentId, e.target.value)}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
          {qrOpen && klass ? (
            <QrPanel
              classId={klass.classId}
              className={klass.className}
              point={roster.data.point}
              onClose={() => {
                setQrOpen(false);
                void roster.refetch();
              }}
            />
          ) : null}
        </>
      ) : roster.isLoading && roster.fetchStatus !== "idle" ? (
        <Spin />
      ) : null}
    </div>
  );
}
