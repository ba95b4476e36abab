import { useQuery } from "@tanstack/react-query";
import { Button, DotLoading, ErrorBlock, List, SearchBar, Tabs } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { getUserInfo } from "../../api/session.ts";
import { fetchArticles, fetchTypes } from "./encyclopediaApi.ts";
import "./encyclopedia.css";

/** /m/encyclopedia: the school's encyclopedia on a phone: a tab per type, search, the articles. */
export function MobileEncyclopediaPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schoolId = getUserInfo()?.schoolId ?? 0;
  const types = useQuery({
    queryKey: ["encyclopedia", "types", schoolId],
    queryFn: () => fetchTypes(schoolId),
  });
  const [typeId, setTypeId] = useState<number | undefined>(undefined);
  const [keyword, setKeyword] = useState("");
  const active = typeId ?? types.data?.[0]?.id;
  const articles = useQuery({
    queryKey: ["encyclopedia", "m-articles", schoolId, active, keyword],
    queryFn: () =>
      fetchArticles(schoolId, {
        typeId: keyword ? undefined : active,
        q: keyword || undefined,
        page: 1,
        size: 50,
      }),
    enabled: active !== undefined || keyword !== "",
  });
  if (types.isLoading) return <DotLoading />;
  if (types.isError)
    return (
      <ErrorBlock
        status="default"
        title={t("encyclopedia.loadFailed")}
        description={
          <Button size="small" onClick={() => void types.refetch()}>
            {t("encyclopedia.retry")}
          </Button>
        }
      />
    );
  return (
    <div className="eos-mency" data-testid="mobile-encyclopedia">
      <SearchBar
        placeholder={t("encyclopedia.search")}
        onSearch={setKeyword}
        onClear={() => setKeyword("")}
      />
      {types.data?.length === 0 ? (
        <ErrorBlock status="empty" title={t("encyclopedia.noTypes")} description="" />
      ) : null}
      {keyword ? null : (
        <Tabs activeKey={active ? String(active) : undefined} onChange={(k) => setTypeId(Number(k))}>
          {(types.data ?? []).map((x) => (
            <Tabs.Tab key={String(x.id)} title={x.name} />
          ))}
        </Tabs>
      )}
      {articles.isLoading ? <DotLoading /> : null}
      {articles.isError ? (
        <ErrorBlock status="default" title={t("encyclopedia.loadFailed")} description="" />
      ) : null}
      {articles.data?.list.length === 0 ? (
        <ErrorBlock
          status="empty"
          title={keyword ? t("encyclopedia.noMatch") : t("encyclopedia.empty")}
          description=""
        />
      ) : null}
      <List>
        {(articles.data?.list ?? []).map((a) => (
          <List.Item
            key={a.id}
            description={a.summary}
            onClick={() => navigate(`/m/encyclopedia/${a.id}`)}
            data-testid={`mobile-article-${a.id}`}
          >
            {a.title}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
