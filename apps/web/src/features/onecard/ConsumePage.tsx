import type { ConsumeRow, ConsumePage as Payments } from "@eos/contracts";
import { DatePicker, Space, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { formatTime } from "../../components/format.ts";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListPage } from "../../components/ListPage.tsx";
import { OrgTreePicker } from "../../components/OrgTreePicker.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { BackgroundExportNotice } from "../exports/index.ts";
import { type ConsumeFilter, fetchConsumes, onecardKeys, yuan } from "./onecardApi.ts";

const DAY = "YYYY-MM-DD";

/** /admin/onecard/consume: the canteen's payments over days (a class, a card or name), the total, the .xlsx. */
export function ConsumePage() {
  const { t } = useTranslation();
  const payments = useListQuery<ConsumeFilter, ConsumeRow>(
    { page: 1, size: 20, from: dayjs().subtract(6, "day").format(DAY), to: dayjs().format(DAY) },
    onecardKeys.consume,
    fetchConsumes,
  );
  const { query, setQuery } = payments;
  const summary = payments.list.data as Payments | undefined;
  const range: [Dayjs, Dayjs] = [dayjs(query.from), dayjs(query.to)];
  const exportParams = { from: query.from, to: query.to, classId: query.classId, keyword: query.keyword };

  return (
    <ListPage<ConsumeRow>
      testId="onecard-consume-page"
      header={
        <ConsolePageHeader
          area="console.menu.schoolLife"
          title={t("onecard.consume.title")}
          testId="onecard-consume-title"
          extra={
            <BackgroundExportNotice
              url="/onecard/admin/consume/export"
              params={exportParams}
              testId="onecard-consume-export"
            />
          }
        />
      }
      filters={
        <Space wrap>
          <DatePicker.RangePicker
            allowClear={false}
            value={range}
            onChange={(v) => {
              const [from, to] = v ?? [];
              if (from && to)
                setQuery((q) => ({ ...q, from: from.format(DAY), to: to.format(DAY), page: 1 }));
            }}
            data-testid="onecard-consume-range"
          />
          <OrgTreePicker
            kinds={["class"]}
            allowClear
            value={query.classId ?? null}
            onChange={(classId) => setQuery((q) => ({ ...q, classId, page: 1 }))}
            placeholder={t("onecard.consume.classFilter")}
            aria-label={t("onecard.consume.classFilter")}
            style={{ minWidth: 200 }}
            data-testid="onecard-consume-class"
          />
          <KeywordSearch
            label={t("onecard.consume.search")}
            onKeyword={payments.search}
            testId="onecard-consume-search"
          />
        </Space>
      }
      hint={
        summary ? (
          <Typography.Text strong data-testid="onecard-consume-sum">
            {t("onecard.consume.sum", { amount: yuan(summary.amount), total: summary.total })}
          </Typography.Text>
        ) : null
      }
      table={{
        list: payments.list,
        rows: payments.rows,
        rowKey: "id",
        failedTitle: t("onecard.consume.loadFailed"),
        empty: t("onecard.consume.empty"),
        testId: "onecard-consume-table",
        paging: { page: query.page, size: query.size, total: payments.total },
        totalText: (total) => t("onecard.consume.total", { total }),
        onPage: payments.turn,
        columns: [
          { key: "at", title: t("onecard.consume.time"), render: (_, r) => formatTime(r.at) },
          { key: "cardNo", title: t("onecard.consume.cardNo"), dataIndex: "cardNo" },
          {
            key: "student",
            title: t("onecard.consume.student"),
            render: (_, r) =>
              r.studentName ?? (
                <Typography.Text type="secondary">{t("onecard.consume.unknown")}</Typography.Text>
              ),
          },
          { key: "class", title: t("onecard.consume.className"), render: (_, r) => r.className ?? "—" },
          {
            key: "amount",
            title: t("onecard.consume.amount"),
            align: "right",
            render: (_, r) => yuan(r.amount),
          },
          {
            key: "balance",
            title: t("onecard.consume.balance"),
            align: "right",
            render: (_, r) => yuan(r.balance),
          },
          { key: "place", title: t("onecard.consume.place"), dataIndex: "place" },
          { key: "device", title: t("onecard.consume.device"), dataIndex: "deviceName" },
        ],
      }}
    />
  );
}
