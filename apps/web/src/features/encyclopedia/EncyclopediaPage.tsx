import { ArrowUpOutlined, PlusOutlined } from "@ant-design/icons";
import type { EncyclopediaArticleItem, EncyclopediaType } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import {
  Alert,
  App,
  Button,
  Card,
  Drawer,
  Empty,
  Input,
  Menu,
  Modal,
  Popconfirm,
  Space,
  Spin,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getUserInfo } from "../../api/session.ts";
import { usePermissions } from "../../api/usePermissions.ts";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListCard } from "../../components/ListPage.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { errorText } from "../evaluation/index.ts";
import { ArticleBody } from "./ArticleBody.tsx";
import { ArticleEditor } from "./ArticleEditor.tsx";
import {
  deleteArticle,
  deleteType,
  fetchArticle,
  fetchArticles,
  fetchTypes,
  saveType,
  sortTypes,
} from "./encyclopediaApi.ts";
import "./encyclopedia.css";

/** The school encyclopedia: types and their articles, search, the reader; administrators edit. */
export function EncyclopediaPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { isAdmin } = usePermissions();
  const schoolId = getUserInfo()?.schoolId ?? 0;
  const types = useQuery({
    queryKey: ["encyclopedia", "types", schoolId],
    queryFn: () => fetchTypes(schoolId),
  });
  const [typeId, setTypeId] = useState<number | undefined>(undefined);
  const activeType = typeId ?? types.data?.[0]?.id;
  const articles = useListQuery(
    { page: 1, size: 20 } as { page: number; size: number; keyword?: string },
    (q) => ["encyclopedia", "articles", schoolId, activeType, q],
    (q) =>
      fetchArticles(schoolId, {
        typeId: q.keyword ? undefined : activeType,
        q: q.keyword,
        page: q.page,
        size: q.size,
      }),
  );
  const [reading, setReading] = useState<number | null>(null);
  const article = useQuery({
    queryKey: ["encyclopedia", "article", reading],
    queryFn: () => fetchArticle(schoolId, reading ?? 0),
    enabled: reading !== null,
  });
  const [editing, setEditing] = useState<{ id?: number; typeId: number; title: string; body: string } | null>(
    null,
  );
  const [typeName, setTypeName] = useState<{ id?: number; name: string } | null>(null);
  const act = async (run: () => Promise<unknown>, done = t("encyclopedia.saved")) => {
    try {
      await run();
      message.success(done);
      await Promise.all([types.refetch(), articles.list.refetch()]);
    } catch (e) {
      message.error(errorText(e, t("encyclopedia.failed")));
    }
  };
  const moveUp = (x: EncyclopediaType) => {
    const ids = (types.data ?? []).map((y) => y.id);
    const i = ids.indexOf(x.id);
    if (i <= 0) return;
    [ids[i - 1], ids[i]] = [ids[i], ids[i - 1]];
    void act(() => sortTypes(ids));
  };
  const current = types.data?.find((x) => x.id === activeType);
  return (
    <div className="eos-page">
      <ConsolePageHeader
        title={t("encyclopedia.title")}
        area="console.menu.system"
        testId="encyclopedia-title"
        extra={
          isAdmin ? (
            <Space wrap>
              <Button
                icon={<PlusOutlined />}
                onClick={() => setTypeName({ name: "" })}
                data-testid="encyclopedia-add-type"
              >
                {t("encyclopedia.addType")}
              </Button>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                disabled={!types.data?.length}
                onClick={() => setEditing({ typeId: activeType ?? 0, title: "", body: "" })}
                data-testid="encyclopedia-add-article"
              >
                {t("encyclopedia.addArticle")}
              </Button>
            </Space>
          ) : null
        }
      />
      {types.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorText(types.error, t("encyclopedia.loadFailed"))}
          action={<Button onClick={() => types.refetch()}>{t("encyclopedia.retry")}</Button>}
        />
      ) : null}
      <div className="eos-encyclopedia">
        <Card size="small" title={t("encyclopedia.types")} className="eos-encyclopedia__types">
          <Spin spinning={types.isLoading}>
            {types.data?.length === 0 ? <Empty description={t("encyclopedia.noTypes")} /> : null}
            <Menu
              mode="inline"
              selectedKeys={activeType ? [String(activeType)] : []}
              onClick={({ key }) => {
                setTypeId(Number(key));
                articles.setQuery((q) => ({ ...q, page: 1, keyword: undefined }));
              }}
              items={(types.data ?? []).map((x) => ({
                key: String(x.id),
                label: <span data-testid={`encyclopedia-type-${x.id}`}>{`${x.name} (${x.articles})`}</span>,
              }))}
            />
            {isAdmin && current ? (
              <Space wrap style={{ marginTop: 8 }}>
                <Button size="small" onClick={() => setTypeName({ id: current.id, name: current.name })}>
                  {t("encyclopedia.renameType")}
                </Button>
                <Button size="small" icon={<ArrowUpOutlined />} onClick={() => moveUp(current)}>
                  {t("encyclopedia.moveUp")}
                </Button>
                <Popconfirm
                  title={t("encyclopedia.deleteTypeConfirm", { name: current.name })}
                  onConfirm={() =>
                    act(() => deleteType(current.id), t("encyclopedia.deleted")).then(() =>
                      setTypeId(undefined),
                    )
                  }
                >
                  <Button size="small" danger>
                    {t("encyclopedia.deleteType")}
                  </Button>
                </Popconfirm>
              </Space>
            ) : null}
          </Spin>
        </Card>
        <div className="eos-encyclopedia__list">
          <ListCard<EncyclopediaArticleItem>
            filters={
              <KeywordSearch
                label={t("encyclopedia.search")}
                onKeyword={articles.search}
                testId="encyclopedia-search"
              />
            }
            table={{
              rowKey: "id",
              list: articles.list,
              rows: articles.rows,
              failedTitle: t("encyclopedia.loadFailed"),
              testId: "encyclopedia-articles",
              empty: articles.query.keyword ? t("encyclopedia.noMatch") : t("encyclopedia.empty"),
              paging: { page: articles.query.page, size: articles.query.size, total: articles.total },
              totalText: (total) => t("encyclopedia.total", { total }),
              onPage: articles.turn,
              columns: [
                {
                  title: t("encyclopedia.articleTitle"),
                  dataIndex: "title",
                  render: (title: string, r) => (
                    <div>
                      <Typography.Link
                        onClick={() => setReading(r.id)}
                        data-testid={`encyclopedia-article-${r.id}`}
                      >
                        {title}
                      </Typography.Link>
                      <div className="eos-encyclopedia__summary">{r.summary}</div>
                    </div>
                  ),
                },
                {
                  title: "",
                  width: 160,
                  render: (_: unknown, r) =>
                    isAdmin ? (
                      <Space>
                        <Button
                          size="small"
                          onClick={async () => {
                            const full = await fetchArticle(schoolId, r.id);
                            setEditing({ id: r.id, typeId: full.typeId, title: full.title, body: full.body });
                          }}
                        >
                          {t("encyclopedia.editArticle")}
                        </Button>
                        <Popconfirm
                          title={t("encyclopedia.deleteArticleConfirm", { title: r.title })}
                          onConfirm={() =>
                            act(() => deleteArticle(r.id), t("encyclopedia.deleted")).then(
                              articles.afterDelete,
                            )
                          }
                        >
                          <Button size="small" danger>
                            {t("encyclopedia.deleteArticle")}
                          </Button>
                        </Popconfirm>
                      </Space>
                    ) : null,
                },
              ],
            }}
          />
        </div>
      </div>
      <Drawer
        open={reading !== null}
        onClose={() => setReading(null)}
        size="large"
        title={article.data?.title}
        destroyOnHidden
      >
        {article.isLoading ? <Spin /> : null}
        {article.isError ? (
          <Alert type="error" showIcon title={errorText(article.error, t("encyclopedia.loadFailed"))} />
        ) : null}
        {article.data ? (
          <>
            <Typography.Text type="secondary">
              {article.data.typeName} ·{" "}
              {t("encyclopedia.updatedAt", { time: article.data.updatedAt.slice(0, 10) })}
            </Typography.Text>
            <ArticleBody html={article.data.body} />
          </>
        ) : null}
      </Drawer>
      {editing && types.data ? (
        <ArticleEditor
          types={types.data}
          article={editing}
          onClose={(changed) => {
            setEditing(null);
            if (changed) void Promise.all([types.refetch(), articles.list.refetch()]);
          }}
        />
      ) : null}
      <Modal
        open={typeName !== null}
        title={typeName?.id ? t("encyclopedia.renameType") : t("encyclopedia.addType")}
        onCancel={() => setTypeName(null)}
        okButtonProps={{ disabled: !typeName?.name.trim(), "data-testid": "encyclopedia-type-save" } as never}
        onOk={() =>
          typeName &&
          act(() => saveType({ id: typeName.id, name: typeName.name.trim() })).then(() => setTypeName(null))
        }
      >
        <Input
          aria-label={t("encyclopedia.typeName")}
          placeholder={t("encyclopedia.typeName")}
          value={typeName?.name ?? ""}
          maxLength={40}
          onChange={(e) => setTypeName((v) => (v ? { ...v, name: e.target.value } : v))}
          data-testid="encyclopedia-type-name"
        />
      </Modal>
    </div>
  );
}
