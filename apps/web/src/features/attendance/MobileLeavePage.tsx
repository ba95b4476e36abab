import type { Leave, LeaveStatus } from "@eos/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Dialog, DotLoading, ErrorBlock, List, Selector, Tag, TextArea, Toast } from "antd-mobile";
import dayjs from "dayjs";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../evaluation/index.ts";
import { uploadFile } from "../forms/index.ts";
import { applyLeave, cancelLeave, fetchLeaveChildren, fetchMyLeaves, leaveKeys } from "./attendanceApi.ts";
import "./attendance.css";

export const leaveTagColor: Record<LeaveStatus, string> = {
  pending: "warning",
  approved: "success",
  refused: "danger",
  cancelled: "default",
};

/**
 * /m/leave: a guardian asks leave for a child (child, days, reason, optionally a photo of a doctor's note) and
 * sees their requests with the school's answers; a pending one can be withdrawn after confirming.
 */
export function MobileLeavePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const children = useQuery({ queryKey: leaveKeys.children, queryFn: fetchLeaveChildren });
  const mine = useQuery({ queryKey: leaveKeys.mine(1), queryFn: () => fetchMyLeaves(1, 50) });
  const today = dayjs().format("YYYY-MM-DD");
  const [studentId, setStudentId] = useState<number>();
  const [fromDay, setFromDay] = useState(today);
  const [toDay, setToDay] = useState(today);
  // Some of the child's points (a morning at the dentist); none chosen: the whole day.
  const [pointIds, setPointIds] = useState<number[]>([]);
  const [reason, setReason] = useState("");
  const [file, setFile] = useState<{ id: number; name: string }>();
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (studentId === undefined && children.data?.length) setStudentId(children.data[0].studentId);
  }, [children.data, studentId]);

  const refresh = () => client.invalidateQueries({ queryKey: ["attendance", "leave", "mine"] });
  const submit = useMutation({
    mutationFn: () =>
      applyLeave({
        studentId: studentId as number,
        fromDay,
        toDay,
        reason: reason.trim(),
        pointIds,
        fileId: file?.id,
      }),
    onSuccess: () => {
      Toast.show({ content: t("attendance.leave.submitted") });
      setReason("");
      setFile(undefined);
      void refresh();
    },
    onError: (e) => Toast.show({ content: errorText(e, t("attendance.failed")) }),
  });
  const cancel = useMutation({
    mutationFn: (id: number) => cancelLeave(id),
    onSuccess: () => {
      Toast.show({ content: t("attendance.leave.cancelled") });
      void refresh();
    },
    onError: (e) => Toast.show({ content: errorText(e, t("attendance.failed")) }),
  });

  const onPick = async (picked: File | undefined) => {
    if (!picked) return;
    setUploading(true);
    try {
      const ref = await uploadFile(picked, "image", () => undefined);
      setFile({ id: ref.id, name: ref.name });
    } catch (e) {
      Toast.show({ content: errorText(e, t("attendance.leave.uploadFailed")) });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };
  const onSubmit = () => {
    if (studentId === undefined || !reason.trim() || !fromDay || !toDay)
      Toast.show({ content: t("attendance.leave.required") });
    else if (toDay < fromDay) Toast.show({ content: t("attendance.leave.rangeInvalid") });
    else submit.mutate();
  };
  const onCancel = async (l: Leave) => {
    const sure = await Dialog.confirm({
      title: t("attendance.leave.cancelTitle"),
      content: t("attendance.leave.cancelBody", { child: l.studentName, from: l.fromDay, to: l.toDay }),
      confirmText: t("attendance.leave.confirm"),
      cancelText: t("attendance.leave.back"),
    });
    if (sure) cancel.mutate(l.id);
  };

  if (children.isLoading) return <DotLoading />;
  if (children.isError)
    return (
      <ErrorBlock
        status="default"
        title={errorText(children.error, t("attendance.loadFailed"))}
        description={
          <Button size="small" onClick={() => void children.refetch()}>
            {t("attendance.retry")}
          </Button>
        }
      />
    );
  if (!children.data?.length)
    return <ErrorBlock status="empty" title={t("attendance.leave.noChildren")} description="" />;
  const points = children.data.find((c) => c.studentId === studentId)?.points ?? [];
  return (
    <div className="eos-mobile-page eos-leave" data-testid="mobile-leave">
      <List header={t("attendance.leave.mobileTitle")}>
        <List.Item title={t("attendance.leave.child")}>
          <Selector
            columns={2}
            value={studentId === undefined ? [] : [studentId]}
            onChange={(v) => {
              if (!v.length) return;
              setStudentId(v[0]);
              setPointIds([]);
            }}
            options={children.data.map((c) => ({
              value: c.studentId,
              label: c.name,
              description: c.className,
            }))}
            data-testid="leave-child"
          />
        </List.Item>
        <List.Item title={t("attendance.leave.from")}>
          <input
            type="date"
            className="eos-leave__date"
            aria-label={t("attendance.leave.from")}
            value={fromDay}
            onChange={(e) => {
              setFromDay(e.target.value);
              if (toDay < e.target.value) setToDay(e.target.value);
            }}
            data-testid="leave-from"
          />
        </List.Item>
        <List.Item title={t("attendance.leave.to")}>
          <input
            type="date"
            className="eos-leave__date"
            aria-label={t("attendance.leave.to")}
            value={toDay}
            min={fromDay}
            onChange={(e) => setToDay(e.target.value)}
            data-testid="leave-to"
          />
        </List.Item>
        {points.length > 1 && (
          <List.Item title={t("attendance.leave.points")} description={t("attendance.leave.pointsHint")}>
            <Selector
              multiple
              columns={2}
              value={pointIds}
              onChange={setPointIds}
              options={points.map((p) => ({
                value: p.id,
                label: p.name,
                description: `${p.startTime}–${p.endTime}`,
              }))}
              data-testid="leave-points"
            />
          </List.Item>
        )}
        <List.Item title={t("attendance.leave.reason")}>
          <TextArea
            aria-label={t("attendance.leave.reason")}
            placeholder={t("attendance.leave.reasonPlaceholder")}
            value={reason}
            onChange={setReason}
            maxLength={200}
            showCount
            rows={3}
            data-testid="leave-reason"
          />
        </List.Item>
        <List.Item
          title={t("attendance.leave.attach")}
          description={
            uploading
              ? t("attendance.leave.uploading")
              : file
                ? t("attendance.leave.attached", { name: file.name })
                : null
          }
        >
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            onChange={(e) => void onPick(e.target.files?.[0])}
            data-testid="leave-file"
          />
          <Button
            size="small"
            loading={uploading}
            onClick={() => fileInput.current?.click()}
            data-testid="leave-attach"
          >
            {t("attendance.leave.attachPick")}
          </Button>
        </List.Item>
      </List>
      <div style={{ padding: "12px 16px" }}>
        <Button
          block
          color="primary"
          loading={submit.isPending}
          disabled={uploading}
          onClick={onSubmit}
          data-testid="leave-submit"
        >
          {t("attendance.leave.submit")}
        </Button>
      </div>
      <List header={t("attendance.leave.mine")} data-testid="leave-mine">
        {mine.isLoading ? (
          <List.Item>
            <DotLoading />
          </List.Item>
        ) : mine.isError ? (
          <List.Item>{errorText(mine.error, t("attendance.loadFailed"))}</List.Item>
        ) : !mine.data?.list.length ? (
          <List.Item data-testid="leave-mine-empty">{t("attendance.leave.empty")}</List.Item>
        ) : (
          mine.data.list.map((l) => (
            <List.Item
              key={l.id}
              data-testid={`leave-item-${l.id}`}
              description={
                <>
                  <div>{l.reason}</div>
                  {l.comment ? (
                    <div>
                      {t("attendance.leave.comment")}: {l.comment}
                    </div>
                  ) : null}
                </>
              }
              extra={
                l.status === "pending" ? (
                  <Button
                    size="mini"
                    fill="outline"
                    color="warning"
                    loading={cancel.isPending && cancel.variables === l.id}
                    onClick={() => void onCancel(l)}
                    data-testid={`leave-cancel-${l.id}`}
                  >
                    {t("attendance.leave.cancel")}
                  </Button>
                ) : null
              }
            >
              {l.studentName} · {t("attendance.leave.days", { from: l.fromDay, to: l.toDay })}{" "}
              <Tag color={leaveTagColor[l.status]} data-testid={`leave-status-${l.id}`}>
                {t(`attendance.leave.statuses.${l.status}`)}
              </Tag>
            </List.Item>
          ))
        )}
      </List>
    </div>
  );
}
