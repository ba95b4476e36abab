import { useQuery } from "@tanstack/react-query";
import { Button, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useClickLock } from "../../api/useClickLock.ts";
import { ListCard } from "../../components/ListPage.tsx";
import { jumpSchoolPath } from "../identity/index.ts";
import { type AreaSchoolItem, fetchAreaSchools, regionKeys } from "./regionApi.ts";
import "../../components/account.css";

const PAGE_SIZE = 10;

/** The area's own view on its console home: the area's schools, searchable and paged, each one to manage. */
export function AreaSchoolsCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState("");
  const schools = useQuery({
    queryKey: regionKeys.areaSchools(page, keyword),
    queryFn: () => fetchAreaSchools({ page, size: PAGE_SIZE, keyword }),
    placeholderData: (previous) => previous,
  });
  const enter = useClickLock(async (school: AreaSchoolItem) => {
    void navigate(await jumpSchoolPath(school.id));
  });

  return (
    <ListCard<AreaSchoolItem>
      title={t("account.areaHome.title")}
      titleTestId="area-schools-title"
      filters={
        <Input.Search
          allowClear
          placeholder={t("account.areaHome.search")}
          aria-label={t("account.areaHome.search")}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          className="eos-area-search"
          data-testid="area-schools-search"
        />
      }
      table={{
        list: schools,
        rows: schools.data?.list ?? [],
        rowKey: "id",
        scroll: { x: 640 },
        failedTitle: t("account.areaHome.loadFailed"),
        retryTestId: "area-schools-retry",
        paging: { page, size: PAGE_SIZE, total: schools.data?.total ?? 0 },
        sizeChanger: false,
        onPage: setPage,
        totalText: (total) => t("account.areaHome.total", { total }),
        testId: "area-schools-table",
        columns: [
          { key: "name", dataIndex: "name", title: t("account.areaHome.name") },
          { key: "domain", dataIndex: "domain", title: t("account.areaHome.domain") },
          {
            key: "teachers",
            dataIndex: "teacherCount",
            title: t("account.areaHome.teachers"),
            align: "right",
          },
          {
            key: "students",
            dataIndex: "studentCount",
            title: t("account.areaHome.students"),
            align: "right",
          },
          {
            key: "actions",
            title: t("account.areaHome.actions"),
            render: (_, school) => (
              <Button
                type="link"
                onClick={() => void enter(school)}
                data-testid={`area-school-enter-${school.id}`}
              >
                {t("account.areaHome.enter")}
              </Button>
            ),
          },
        ],
      }}
    />
  );
}
