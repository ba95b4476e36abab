import type { Leave } from "@eos/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Dialog, DotLoading, ErrorBlock, List, Tag, TextArea, Toast } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { errorText } from "../evaluation/index.ts";
import { decideLeave, fetchLeaveReview, leaveKeys } from "./attendanceApi.ts";
import { leaveTagColor } from "./MobileLeavePage.tsx";
import "./attendance.css";

const pendingQuery = { page: 1, size: 50, status: "pending" as const };
const recentQuery = { page: 1, size: 10 };

/** /m/leave/review: the class leader approves or refuses their class's pending leave on the phone, with a comment. */
export function MobileLeaveReviewPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const pending = useQuery({
    queryKey: leaveKeys.review(pendingQuery),
    queryFn: () => fetchLeaveReview(pendingQuery),
  });
  const recent = useQuery({
    queryKey: leaveKeys.review(recentQuery),
    queryFn: () => fetchLeaveReview(recentQuery),
  });
  const [comments, setComments] = useState<Record<number, string>>({});
  const decide = useMutation({
    mutationFn: (p: { leave: Leave; approve: boolean }) =>
      decideLeave(p.leave.id, p.approve, (comments[p.leave.id] ?? "").trim()),
    onSuccess: () => {
      Toast.show({ content: t("attendance.leave.decided") });
      void client.invalidateQueries({ queryKey: ["attendance", "leave", "review"] });
    },
    onError: (e) => {
      Toast.show({ content: errorText(e, t("attendance.failed")) });
      void client.invalidateQueries({ queryKey: ["attendance", "leave", "review"] });
    },
  });
  const onRefuse = async (leave: Leave) => {
    const sure = await Dialog.confirm({
      title: t("attendance.leave.refuseTitle"),
      content: t("attendance.leave.refuseBody", {
        child: leave.studentName,
        from: leave.fromDay,
        to: leave.toDay,
        reason: leave.reason,
      }),
      confirmText: t("attendance.leave.refuse"),
      cancelText: t("attendance.leave.back"),
    });
    if (sure) decide.mutate({ leave, approve: false });
  };

  if (pending.isLoading) return <DotLoading />;
  if (pending.isError)
    return (
      <ErrorBlock
        status="default"
        title={errorText(pending.error, t("attendance.leave.leadersOnly"))}
        description={
          <Button size="small" onClick={() => void pending.refetch()}>
            {t("attendance.retry")}
          </Button>
        }
      />
    );
  const list = pending.data?.list ?? [];
  const decided = (recent.data?.list ?? []).filter((l) => l.status !== "pending");
  return (
    <div className="eos-mobile-page" data-testid="mobile-leave-review">
      <List header={t("attendance.leave.reviewTitle")}>
        {list.length === 0 ? (
          <List.Item data-testid="leave-review-empty">{t("attendance.leave.pendingEmpty")}</List.Item>
        ) : null}
      </List>
      {list.map((l) => (
        <div key={l.id} className="eos-leave-card" data-testid={`leave-review-${l.id}`}>
          <div>
            <strong>{l.studentName}</strong> · {l.className}
          </div>
          <div>
            {t("attendance.leave.days", { from: l.fromDay, to: l.toDay })}
            {l.pointNames.length ? ` · ${l.pointNames.join("、")}` : ` · ${t("attendance.leave.allPoints")}`}
          </div>
          <div>{l.reason}</div>
          <div className="eos-mobile-hint">
            {l.parentName} · {formatTime(l.createdAt)}
            {l.file ? (
              <>
                {" · "}
                <a href={l.file.url} target="_blank" rel="noreferrer" data-testid={`leave-file-${l.id}`}>
                  {t("attendance.leave.attachment")}
                </a>
              </>
            ) : null}
          </div>
          <TextArea
            aria-label={t("attendance.leave.comment")}
            placeholder={t("attendance.leave.commentPlaceholder")}
            maxLength={200}
            rows={1}
            autoSize
            value={comments[l.id] ?? ""}
            onChange={(v) => setComments((c) => ({ ...c, [l.id]: v }))}
            data-testid={`leave-comment-${l.id}`}
          />
          <div className="eos-leave-card__actions">
            <Button
              size="small"
              color="primary"
              loading={decide.isPending && decide.variables?.leave.id === l.id && decide.variables.approve}
              onClick={() => decide.mutate({ leave: l, approve: true })}
              data-testid={`leave-approve-${l.id}`}
            >
              {t("attendance.leave.approve")}
            </Button>
            <Button
              size="small"
              color="danger"
              fill="outline"
              onClick={() => void onRefuse(l)}
              data-testid={`leave-refuse-${l.id}`}
            >
              {t("attendance.leave.refuse")}
            </Button>
          </div>
        </div>
      ))}
      {decided.length ? (
        <List header={t("attendance.leave.recent")} data-testid="leave-review-recent">
          {decided.map((l) => (
            <List.Item
              key={l.id}
              description={l.comment || l.reason}
              extra={<Tag color={leaveTagColor[l.status]}>{t(`attendance.leave.statuses.${l.status}`)}</Tag>}
            >
              {l.studentName} · {t("attendance.leave.days", { from: l.fromDay, to: l.toDay })}
            </List.Item>
          ))}
        </List>
      ) : null}
    </div>
  );
}
