import { PlusOutlined } from "@ant-design/icons";
import type { PassportNotice } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, type TableProps, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../../components/format.ts";
import { ListPage } from "../../../components/ListPage.tsx";
import { EvaluationHeader } from "../EvaluationHeader.tsx";
import { NoticeObjections } from "./NoticeObjections.tsx";
import { NoticeOpenModal } from "./NoticeOpenModal.tsx";
import { fetchNotices, passportKeys } from "./passportApi.ts";
import { YearSelect } from "./YearSelect.tsx";

const STATE_COLOR = { scheduled: "default", open: "blue", archived: "green" } as const;

/** /admin/passports/notice: the year's public-notice windows (gongshi) by class, and each one's objections. */
export function PassportNoticePage() {
  const { t } = useTranslation();
  const [schoolYearId, setSchoolYearId] = useState<number>();
  const [opening, setOpening] = useState(false);
  const [chosen, setChosen] = useState<number>();
  const list = useQuery({
    queryKey: passportKeys.notices(schoolYearId),
    queryFn: () => fetchNotices(schoolYearId),
    enabled: schoolYearId !== undefined,
  });
  const notice = list.data?.find((n) => n.id === chosen);

  const columns: NonNullable<TableProps<PassportNotice>["columns"]> = [
    {
      key: "class",
      title: t("passport.noticeClass"),
      render: (_, row) => (
        <Button
          type="link"
          className="eos-link-button"
          onClick={() => setChosen(row.id)}
          data-testid={`notice-${row.id}`}
        >
          {row.className}
        </Button>
      ),
    },
    { key: "start", title: t("passport.noticeStart"), render: (_, row) => formatTime(row.startsAt) },
    { key: "end", title: t("passport.noticeEnd"), render: (_, row) => formatTime(row.endsAt) },
    {
      key: "state",
      title: t("passport.noticeState"),
      render: (_, row) => <Tag color={STATE_COLOR[row.state]}>{t(`passport.noticeState_${row.state}`)}</Tag>,
    },
    {
      key: "objections",
      title: t("passport.noticeObjectionCount"),
      render: (_, row) => `${row.openObjections} / ${row.objections}`,
    },
  ];

  return (
    <ListPage<PassportNotice>
      testId="passport-notice-page"
      className="eos-eval-stack"
      header={
        <EvaluationHeader
          title={t("passport.noticeTitle")}
          testId="passport-notice-title"
          parent={{ title: t("passport.modelsTitle"), to: "/admin/passports" }}
          extra={
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={schoolYearId === undefined}
              onClick={() => setOpening(true)}
              data-testid="notice-open"
            >
              {t("passport.noticeOpen")}
            </Button>
          }
        />
      }
      hint={t("passport.noticeHint")}
      filters={<YearSelect value={schoolYearId} onChange={setSchoolYearId} testId="notice-year" />}
      filtersClassName="eos-eval-filters"
      table={{
        list,
        rows: list.data ?? [],
        rowKey: "id",
        columns,
        failedTitle: t("passport.loadFailed"),
        empty: t("passport.noticeEmpty"),
        testId: "notice-table",
      }}
    >
      {notice ? <NoticeObjections notice={notice} /> : null}
      <NoticeOpenModal open={opening} schoolYearId={schoolYearId} onClose={() => setOpening(false)} />
    </ListPage>
  );
}
