import { PlusOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Spin,
  Table,
  Tag,
} from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { post } from "../../api/request.ts";
import { fetchYears, type SchoolYear, schoolYearsKey, type Term } from "../../api/schoolYears.ts";
import { usePermissions } from "../../api/usePermissions.ts";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { errorText } from "../evaluation/index.ts";

type Editing = { kind: "year" } | { kind: "term"; term?: Term; yearId?: number };
type Values = { name: string; range: [Dayjs, Dayjs]; schoolYearId?: number };

/** School years and their terms, with dates; which term is current, and what that changes. */
export function TermsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { isAdmin, can } = usePermissions();
  const canEdit = isAdmin || can("terms.edit");
  const client = useQueryClient();
  const years = useQuery({ queryKey: schoolYearsKey, queryFn: fetchYears });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [form] = Form.useForm<Values>();
  const refresh = () => client.invalidateQueries({ queryKey: schoolYearsKey });
  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
      message.success(t("calendar.saved"));
      await refresh();
      return true;
    } catch (e) {
      message.error(errorText(e, t("calendar.failed")));
      return false;
    }
  };
  const submit = async (v: Values) => {
    const [a, b] = v.range.map((d) => d.format("YYYY-MM-DD"));
    const ok =
      editing?.kind === "year"
        ? await act(() => post("/v3/schoolYear/save", { name: v.name, startDate: a, endDate: b }))
        : await act(() =>
            post("/v3/term/save", {
              id: editing?.kind === "term" ? editing.term?.id : undefined,
              schoolYearId: v.schoolYearId,
              name: v.name,
              stime: a,
              etime: b,
            }),
          );
    if (ok) setEditing(null);
  };
  const openEditor = (e: Editing) => {
    form.resetFields();
    if (e.kind === "term" && e.term)
      form.setFieldsValue({
        name: e.term.name,
        range: [dayjs(e.term.stime), dayjs(e.term.etime)],
        schoolYearId: e.yearId,
      });
    else if (e.kind === "term") form.setFieldsValue({ schoolYearId: e.yearId });
    setEditing(e);
  };
  const current = years.data?.flatMap((y) => y.terms).find((x) => x.isNow === "Y");
  return (
    <div className="eos-page">
      <ConsolePageHeader
        title={t("calendar.terms.title")}
        area="console.menu.system"
        testId="terms-title"
        extra={
          canEdit ? (
            <Space>
              <Button
                onClick={() => openEditor({ kind: "year" })}
                icon={<PlusOutlined />}
                data-testid="terms-add-year"
              >
                {t("calendar.terms.addYear")}
              </Button>
              <Button
                type="primary"
                onClick={() => openEditor({ kind: "term", yearId: years.data?.at(-1)?.id })}
                icon={<PlusOutlined />}
                data-testid="terms-add-term"
              >
                {t("calendar.terms.addTerm")}
              </Button>
            </Space>
          ) : null
        }
      />
      <Alert
        type="info"
        showIcon
        title={`${t("calendar.terms.current")}: ${current ? `${current.name} (${current.stime} – ${current.etime})` : "—"}`}
        description={
          <div>
            <strong>{t("calendar.terms.whatChanges")}</strong>
            <ul data-testid="terms-changes">
              {(t("calendar.terms.changes", { returnObjects: true }) as string[]).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        }
        style={{ marginBottom: 16 }}
      />
      {years.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorText(years.error, t("calendar.loadFailed"))}
          action={<Button onClick={() => years.refetch()}>{t("calendar.retry")}</Button>}
        />
      ) : null}
      <Spin spinning={years.isLoading}>
        {years.data?.length === 0 ? <Empty description={t("calendar.terms.empty")} /> : null}
        <Space orientation="vertical" style={{ width: "100%" }}>
          {[...(years.data ?? [])].reverse().map((y: SchoolYear) => (
            <Card
              key={y.id}
              title={`${y.name} (${y.startDate} – ${y.endDate})`}
              size="small"
              data-testid={`terms-year-${y.id}`}
            >
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={y.terms}
                scroll={{ x: true }}
                columns={[
                  {
                    title: t("calendar.terms.termName"),
                    dataIndex: "name",
                    render: (name: string, r: Term) => (
                      <Space>
                        {name}
                        {r.isNow === "Y" ? <Tag color="blue">{t("calendar.terms.isCurrent")}</Tag> : null}
                      </Space>
                    ),
                  },
                  {
                    title: t("calendar.terms.dates"),
                    render: (_: unknown, r: Term) => `${r.stime} – ${r.etime}`,
                  },
                  {
                    title: "",
                    render: (_: unknown, r: Term) =>
                      canEdit ? (
                        <Space>
                          <Button
                            size="small"
                            onClick={() => openEditor({ kind: "term", term: r, yearId: y.id })}
                          >
                            {t("calendar.terms.editTerm")}
                          </Button>
                          {r.isNow === "Y" ? null : (
                            <Popconfirm
                              title={t("calendar.terms.setCurrentConfirm", { name: r.name })}
                              description={t("calendar.terms.changes", { returnObjects: true })[0]}
                              onConfirm={() => act(() => post("/v3/term/setCurrent", { id: r.id }))}
                            >
                              <Button size="small" type="link" data-testid={`terms-set-current-${r.id}`}>
                                {t("calendar.terms.setCurrent")}
                              </Button>
                            </Popconfirm>
                          )}
                        </Space>
                      ) : null,
                  },
                ]}
              />
            </Card>
          ))}
        </Space>
      </Spin>
      <Modal
        open={editing !== null}
        title={
          editing?.kind === "year"
            ? t("calendar.terms.addYear")
            : editing?.kind === "term" && editing.term
              ? t("calendar.terms.editTerm")
              : t("calendar.terms.addTerm")
        }
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          {editing?.kind === "term" ? (
            <Form.Item
              name="schoolYearId"
              label={t("calendar.terms.yearName")}
              rules={[{ required: true, message: t("calendar.required") }]}
            >
              <Select options={(years.data ?? []).map((y) => ({ value: y.id, label: y.name }))} />
            </Form.Item>
          ) : null}
          <Form.Item
            name="name"
            label={editing?.kind === "year" ? t("calendar.terms.yearName") : t("calendar.terms.termName")}
            rules={[{ required: true, whitespace: true, message: t("calendar.required") }]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item
            name="range"
            label={t("calendar.terms.dates")}
            rules={[{ required: true, message: t("calendar.required") }]}
          >
            <DatePicker.RangePicker />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
