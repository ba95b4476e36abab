import type { AttendanceAbsentRow, AttendanceCountRow } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Alert, Card, DatePicker, Empty, Segmented, Select, Space, Statistic, Table } from "antd";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { errorText } from "../evaluation/index.ts";
import { attendanceKeys, fetchAbsent, fetchClassify, fetchDayCount, fetchPoints } from "./attendanceApi.ts";
import "./attendance.css";

type By = "class" | "grade" | "school";

const rateOf = (r: AttendanceCountRow) =>
  r.total === 0 ? "—" : `${Math.round(((r.present + r.late) / r.total) * 1000) / 10}%`;

/** A day's attendance by class, grade or school at a point, the last week by category, and who is absent. */
export function CountsPage() {
  const { t } = useTranslation();
  // Until a day is picked, the server's today at the school.
  const [date, setDate] = useState<string>();
  const [pointId, setPointId] = useState<number>();
  const [by, setBy] = useState<By>("class");
  const points = useQuery({ queryKey: attendanceKeys.points, queryFn: fetchPoints });
  useEffect(() => {
    if (pointId === undefined && points.data?.points.length) setPointId(points.data.points[0].id);
  }, [points.data, pointId]);
  const counts = useQuery({
    queryKey: ["attendance", "count", date, pointId, by],
    queryFn: () => fetchDayCount({ date, pointId: pointId as number, by }),
    enabled: pointId !== undefined,
  });
  const absent = useQuery({
    queryKey: ["attendance", "absent", date, pointId],
    queryFn: () => fetchAbsent({ date, pointId }),
  });
  const shown = date ?? counts.data?.date ?? absent.data?.date;
  const from = shown ? dayjs(shown).subtract(6, "day").format("YYYY-MM-DD") : "";
  const classify = useQuery({
    queryKey: ["attendance", "classify", from, shown],
    queryFn: () => fetchClassify({ from, to: shown as string }),
    enabled: shown !== undefined,
  });
  const failure = counts.error ?? classify.error ?? absent.error ?? points.error;
  const number = (key: keyof AttendanceCountRow, title: string) => ({
    title,
    dataIndex: key,
    align: "right" as const,
  });
  return (
    <div className="eos-page">
      <ConsolePageHeader
        title={t("attendance.counts.title")}
        area="console.menu.schoolLife"
        testId="attendance-counts-title"
      />
      <Space orientation="vertical" size="large" style={{ width: "100%" }}>
        <div className="eos-att-controls">
          <DatePicker
            aria-label={t("attendance.counts.date")}
            value={shown ? dayjs(shown) : null}
            allowClear={false}
            disabledDate={(d) => d.isAfter(dayjs(), "day")}
            onChange={(d) => d && setDate(d.format("YYYY-MM-DD"))}
          />
          <Select
            aria-label={t("attendance.counts.point")}
            value={pointId}
            onChange={setPointId}
            options={(points.data?.points ?? []).map((p) => ({ value: p.id, label: p.name }))}
            notFoundContent={t("attendance.counts.noPoints")}
            data-testid="counts-point"
          />
          <Segmented<By>
            value={by}
            onChange={setBy}
            options={[
              { value: "class", label: t("attendance.counts.byClass") },
              { value: "grade", label: t("attendance.counts.byGrade") },
              { value: "school", label: t("attendance.counts.bySchool") },
            ]}
          />
        </div>
        {failure ? (
          <Alert type="error" showIcon title={errorText(failure, t("attendance.loadFailed"))} />
        ) : null}
        <Card>
          <Table<AttendanceCountRow>
            rowKey={(r) => String(r.orgId ?? "school")}
            loading={counts.isLoading && pointId !== undefined}
            dataSource={counts.data?.rows ?? []}
            pagination={false}
            size="small"
            scroll={{ x: "max-content" }}
            data-testid="counts-table"
            locale={{ emptyText: <Empty description={t("attendance.counts.noPoints")} /> }}
            columns={[
              {
                title: t("attendance.counts.org"),
                render: (_, r) => (r.orgId === null ? t("attendance.counts.school") : r.name),
              },
              number("total", t("attendance.counts.total")),
              number("present", t("attendance.statuses.present")),
              number("late", t("attendance.statuses.late")),
              number("leave", t("attendance.statuses.leave")),
              number("absent", t("attendance.statuses.absent")),
              number("earlyLeave", t("attendance.statuses.earlyLeave")),
              number("unmarked", t("attendance.counts.unmarked")),
              { title: t("attendance.counts.rate"), align: "right", render: (_, r) => rateOf(r) },
            ]}
          />
        </Card>
        <Card title={t("attendance.counts.classify")} data-testid="counts-classify">
          <Space wrap size="large">
            {(classify.data?.categories ?? []).map((c) => (
              <Statistic key={c.status} title={t(`attendance.statuses.${c.status}`)} value={c.count} />
            ))}
          </Space>
        </Card>
        <Card title={t("attendance.counts.absent")}>
          <Table<AttendanceAbsentRow>
            rowKey={(r) => `${r.studentId}-${r.pointId}`}
            loading={absent.isLoading}
            dataSource={absent.data?.list ?? []}
            pagination={false}
            size="small"
            data-testid="counts-absent"
            locale={{ emptyText: <Empty description={t("attendance.counts.absentEmpty")} /> }}
            columns={[
              { title: t("attendance.counts.student"), dataIndex: "name" },
              { title: t("attendance.counts.className"), render: (_, r) => r.className },
              { title: t("attendance.counts.point"), dataIndex: "pointName" },
              { title: t("attendance.counts.reason"), dataIndex: "reason" },
            ]}
          />
        </Card>
      </Space>
    </div>
  );
}
