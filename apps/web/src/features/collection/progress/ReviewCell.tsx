import type { CompletionPerson } from "@eos/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Input, Modal, Space, Tag, Tooltip } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../../api/ApiError.ts";
import { reviewFill } from "./progressApi.ts";

type Props = { taskId: number; formId: number; row: CompletionPerson };

/** The review of a student's latest fill: its state, a read-only view, and pass or return (with a comment). */
export function ReviewCell({ taskId, formId, row }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [returning, setReturning] = useState(false);
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState(false);
  if (row.formValId === null) return null;
  const formValId = row.formValId;
  const send = async (pass: boolean) => {
    setBusy(true);
    try {
      await reviewFill({ taskId, formValId, pass, comment: pass ? "" : comment.trim() });
      void message.success(pass ? t("progress.review.passed") : t("progress.review.returnedDone"));
      setReturning(false);
      setComment("");
      await client.invalidateQueries({ queryKey: ["taskPeople"] });
      await client.invalidateQueries({ queryKey: ["taskCompletion"] });
    } catch (e) {
      void message.error(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const view = (
    <Link
      to={`/admin/forms/${formId}/fill?formValId=${formValId}&mode=query`}
      data-testid={`review-view-${row.studentId}`}
    >
      {t("progress.review.view")}
    </Link>
  );
  if (row.reviewState === 1)
    return (
      <Space size={4}>
        <Tag color="green">{t("progress.review.stateP")}</Tag>
        {view}
      </Space>
    );
  if (row.reviewState === 2)
    return (
      <Space size={4}>
        <Tooltip title={row.reviewComment || undefined}>
          <Tag color="orange">{t("progress.review.stateR")}</Tag>
        </Tooltip>
        {view}
      </Space>
    );
  return (
    <Space size={4} wrap>
      <Tag>{t("progress.review.stateWaiting")}</Tag>
      {view}
      <Button
        size="small"
        type="link"
        loading={busy}
        onClick={() => void send(true)}
        data-testid={`review-pass-${row.studentId}`}
      >
        {t("progress.review.pass")}
      </Button>
      <Button
        size="small"
        type="link"
        danger
        onClick={() => setReturning(true)}
        data-testid={`review-return-${row.studentId}`}
      >
        {t("progress.review.return")}
      </Button>
      <Modal
        open={returning}
        title={t("progress.review.returnTitle", { name: row.studentName })}
        okText={t("progress.review.return")}
        cancelText={t("progress.stats.cancel")}
        okButtonProps={{ danger: true, loading: busy, "data-testid": "review-return-ok" } as never}
        onOk={() => void send(false)}
        onCancel={() => setReturning(false)}
        destroyOnHidden
      >
        <Input.TextArea
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={200}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={t("progress.review.commentPlaceholder")}
          aria-label={t("progress.review.comment")}
          data-testid="review-comment"
        />
      </Modal>
    </Space>
  );
}
