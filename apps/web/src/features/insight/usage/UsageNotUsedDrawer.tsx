import type { NotUsedSchool } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Drawer, Empty, Grid, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { UsageExportButton } from "./UsageExportButton.tsx";
import { downloadNotUsed, fetchNotUsed, usageKeys } from "./usageApi.ts";

function NotUsedView() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const schools = useQuery({
    queryKey: usageKeys.notUsed(paging),
    queryFn: () => fetchNotUsed(paging),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Typography.Paragraph type="secondary">{t("usage.notUsed.hint")}</Typography.Paragraph>
      <div className="eos-people-filters eos-usage-toolbar">
        <UsageExportButton
          run={() => downloadNotUsed(undefined, `${t("usage.notUsed.exportFile")}.xlsx`)}
          testId="usage-not-used-export"
        />
      </div>
      {schools.isError && !schools.data ? (
        <LoadFailed
          title={t("usage.notUsed.loadFailed")}
          error={schools.error}
          onRetry={() => void schools.refetch()}
        />
      ) : (
        <div data-testid="usage-not-used-table">
          <Table<NotUsedSchool>
            rowKey="schoolId"
            size="small"
            columns={[
              { key: "school", dataIndex: "schoolName", title: t("usage.schools.school") },
              { key: "copies", dataIndex: "copies", title: t("usage.notUsed.copies"), align: "right" },
            ]}
            dataSource={schools.data?.list ?? []}
            loading={schools.isFetching}
            locale={{ emptyText: <Empty description={t("usage.notUsed.empty")} /> }}
            pagination={{
              current: paging.page,
              pageSize: paging.size,
              total: schools.data?.total ?? 0,
              showTotal: (total) => t("usage.schools.total", { total }),
              onChange: (page, size) => setPaging((p) => ({ page: size !== p.size ? 1 : page, size })),
            }}
          />
        </div>
      )}
    </>
  );
}

/** The area's schools that use none of its scenes (full width on phones). */
export function UsageNotUsedDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = Grid.useBreakpoint().md === false;
  return (
    <Drawer
      open={open}
      title={t("usage.notUsed.title")}
      onClose={onClose}
      size={isPhone ? "100%" : 560}
      destroyOnHidden
      closable={{ "aria-label": t("usage.schools.close") }}
    >
      <div data-testid="usage-not-used-drawer">{open ? <NotUsedView /> : null}</div>
    </Drawer>
  );
}
