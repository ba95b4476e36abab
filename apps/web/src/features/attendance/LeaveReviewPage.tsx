import type { Leave, LeaveStatus } from "@eos/contracts";
import { leaveStatuses } from "@eos/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Input, Modal, Select, Space, type TableProps, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { formatTime } from "../../components/format.ts";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListPage } from "../../components/ListPage.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { errorText } from "../evaluation/index.ts";
import {
  attendanceKeys,
  decideLeave,
  fetchClasses,
  fetchLeaveReview,
  type LeaveReviewQuery,
  leaveKeys,
} from "./attendanceApi.ts";

const tagColor: Record<LeaveStatus, string> = {
  pending: "gold",
  approved: "green",
  refused: "red",
  cancelled: "default",
};

/**
 * /admin/attendance/leave: leave requests of the classes the caller leads (every class for administrators),
 * filtered by status and class, searched and paged; pending ones approved or refused with a comment.
 */
export function LeaveReviewPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const classes = useQuery({ queryKey: attendanceKeys.classes, queryFn: fetchClasses });
  const { query, setQuery, list, rows, total, search } = useListQuery<LeaveReviewQuery, Leave>(
    { page: 1, size: 20 },
    (q) => leaveKeys.review(q),
    fetchLeaveReview,
  );
  const [deciding, setDeciding] = useState<{ leave: Leave; approve: boolean } | null>(null);
  const [comment, setComment] = useState("");
  const [saving, setSaving] = useState(false);

  const confirm = async () => {
    if (!deciding) return;
    setSaving(true);
    try {
      await decideLeave(deciding.leave.id, deciding.approve, comment.trim());
      message.success(t("attendance.leave.decided"));
      setDeciding(null);
    } catch (e) {
      message.error(errorText(e, t("attendance.failed")));
    } finally {
      setSaving(false);
      await client.invalidateQueries({ queryKey: ["attendance", "leave", "review"] });
    }
  };

  const columns: NonNullable<TableProps<Leave>["columns"]> = [
    {
      key: "student",
      title: t("attendance.leave.table.student"),
      render: (_, r) => <Typography.Text strong>{r.studentName}</Typography.Text>,
    },
    { key: "className", title: t("attendance.leave.table.className"), width: 130, dataIndex: "className" },
    {
      key: "days",
      title: t("attendance.leave.table.days"),
      width: 210,
      render: (_, r) => (
        <>
          {t("attendance.leave.days", { from: r.fromDay, to: r.toDay })}
          <div>
            <Typography.Text type="secondary">
              {r.pointNames.length ? r.pointNames.join("、") : t("attendance.leave.allPoints")}
            </Typography.Text>
          </div>
        </>
      ),
    },
    {
      key: "reason",
      title: t("attendance.leave.table.reason"),
      render: (_, r) => (
        <>
          {r.reason}
          {r.file ? (
            <>
              {" "}
              <a href={r.file.url} target="_blank" rel="noreferrer">
                {t("attendance.leave.attachment")}
              </a>
            </>
          ) : null}
          {r.comment ? (
            <div>
              <Typography.Text type="secondary">
                {t("attendance.leave.comment")}: {r.comment}
              </Typography.Text>
            </div>
          ) : null}
        </>
      ),
    },
    {
      key: "status",
      title: t("attendance.leave.table.status"),
      width: 100,
      render: (_, r) => (
        <Tag color={tagColor[r.status]} data-testid={`leave-row-status-${r.id}`}>
          {t(`attendance.leave.statuses.${r.status}`)}
        </Tag>
      ),
    },
    {
      key: "parent",
      title: t("attendance.leave.table.parent"),
      width: 150,
      responsive: ["lg"],
      render: (_, r) => (
        <>
          {r.parentName}
          <div>
            <Typography.Text type="secondary">{formatTime(r.createdAt)}</Typography.Text>
          </div>
        </>
      ),
    },
    {
      key: "actions",
      title: t("attendance.leave.table.actions"),
      width: 170,
      render: (_, r) =>
        r.status === "pending" ? (
          <Space>
            <Button
              size="small"
              type="primary"
              onClick={() => {
                setComment("");
                setDeciding({ leave: r, approve: true });
              }}
              data-testid={`leave-row-approve-${r.id}`}
            >
              {t("attendance.leave.approve")}
            </Button>
            <Button
              size="small"
              danger
              onClick={() => {
                setComment("");
                setDeciding({ leave: r, approve: false });
              }}
              data-testid={`leave-row-refuse-${r.id}`}
            >
              {t("attendance.leave.refuse")}
            </Button>
          </Space>
        ) : r.decidedAt ? (
          <Typography.Text type="secondary">
            {t("attendance.leave.decidedBy", { name: r.decidedByName || "—", at: formatTime(r.decidedAt) })}
          </Typography.Text>
        ) : null,
    },
  ];

  return (
    <>
      <ListPage<Leave>
        testId="leave-review-page"
        header={
          <ConsolePageHeader
            title={t("attendance.menu.leave")}
            area="console.menu.schoolLife"
            testId="leave-review-title"
          />
        }
        toolbar={
          <Space wrap style={{ marginBottom: 16 }}>
            <Select<LeaveStatus | "">
              aria-label={t("attendance.leave.table.status")}
              style={{ width: 130 }}
              value={query.status ?? ""}
              options={[
                { value: "", label: t("attendance.leave.table.allStatuses") },
                ...leaveStatuses.map((s) => ({ value: s, label: t(`attendance.leave.statuses.${s}`) })),
              ]}
              onChange={(status) => setQuery((q) => ({ ...q, status: status || undefined, page: 1 }))}
              data-testid="leave-status-filter"
            />
            <Select<number | 0>
              aria-label={t("attendance.leave.table.className")}
              style={{ width: 160 }}
              value={query.classId ?? 0}
              options={[
                { value: 0, label: t("attendance.leave.table.allClasses") },
                ...(classes.data ?? []).map((c) => ({ value: c.classId, label: c.className })),
              ]}
              onChange={(classId) => setQuery((q) => ({ ...q, classId: classId || undefined, page: 1 }))}
              data-testid="leave-class-filter"
            />
            <KeywordSearch
              label={t("attendance.leave.table.search")}
              onKeyword={search}
              testId="leave-search"
            />
          </Space>
        }
        table={{
          list,
          rows,
          rowKey: "id",
          size: "middle",
          columns,
          failedTitle: t("attendance.leave.leadersOnly"),
          retryTestId: "leave-retry",
          failOverRows: true,
          testId: "leave-table",
          empty: t("attendance.leave.pendingEmpty"),
          paging: { page: query.page, size: query.size, total },
          totalText: (count) => t("attendance.counts.records", { n: count }),
          onChange: (pagination) =>
            setQuery((q) => ({ ...q, page: pagination.current ?? 1, size: pagination.pageSize ?? q.size })),
        }}
      />
      <Modal
        open={deciding !== null}
        title={
          deciding
            ? `${deciding.approve ? t("attendance.leave.approve") : t("attendance.leave.refuse")} · ${deciding.leave.studentName}`
            : ""
        }
        okText={deciding?.approve ? t("attendance.leave.approve") : t("attendance.leave.refuse")}
        okButtonProps={{ danger: deciding?.approve === false, id: "leave-decide-ok" }}
        cancelText={t("attendance.leave.back")}
        confirmLoading={saving}
        onOk={() => void confirm()}
        onCancel={() => setDeciding(null)}
      >
        {deciding ? (
          <Typography.Paragraph>
            {t("attendance.leave.refuseBody", {
              child: deciding.leave.studentName,
              from: deciding.leave.fromDay,
              to: deciding.leave.toDay,
              reason: deciding.leave.reason,
            })}
          </Typography.Paragraph>
        ) : null}
        <Input.TextArea
          aria-label={t("attendance.leave.comment")}
          placeholder={t("attendance.leave.commentPlaceholder")}
          maxLength={200}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          data-testid="leave-decide-comment"
        />
      </Modal>
    </>
  );
}
