import { useQuery } from "@tanstack/react-query";
import { DotLoading, ErrorBlock } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { getUserInfo } from "../../api/session.ts";
import { ArticleBody } from "./ArticleBody.tsx";
import { fetchArticle } from "./encyclopediaApi.ts";
import "./encyclopedia.css";

/** /m/encyclopedia/:id: one article, to read on a phone. */
export function MobileArticlePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const schoolId = getUserInfo()?.schoolId ?? 0;
  const article = useQuery({
    queryKey: ["encyclopedia", "article", id],
    queryFn: () => fetchArticle(schoolId, id),
    enabled: id > 0,
  });
  if (article.isLoading) return <DotLoading />;
  if (article.isError || !article.data)
    return <ErrorBlock status="default" title={t("encyclopedia.loadFailed")} description="" />;
  return (
    <div className="eos-mency">
      <article className="eos-mency__article">
        <h1 data-testid="mobile-article-title">{article.data.title}</h1>
        <ArticleBody html={article.data.body} />
      </article>
    </div>
  );
}
