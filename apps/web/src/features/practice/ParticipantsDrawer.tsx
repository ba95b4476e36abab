import { UploadOutlined } from "@ant-design/icons";
import type { PracticeActivity, PracticeUserScore } from "@eos/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  App,
  Button,
  Drawer,
  Form,
  Input,
  InputNumber,
  List,
  Modal,
  Space,
  Typography,
  Upload,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/ApiError.ts";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListTable } from "../../components/ListPage.tsx";
import { addUserScore, fetchTasks, fetchUserScores, practiceKeys, uploadScores } from "./practiceApi.ts";

type Problem = { row: number; column: string; message: string };
type Props = { activity: PracticeActivity | null; onClose: () => void };

/** An activity's participants with their scores: score one, or many from an .xlsx file. */
export function ParticipantsDrawer({ activity, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const id = activity?.id ?? 0;
  const [query, setQuery] = useState({ page: 1, size: 20, keyword: undefined as string | undefined });
  const list = useQuery({
    queryKey: practiceKeys.scores(id, query),
    queryFn: () => fetchUserScores({ activityId: id, ...query }),
    enabled: activity !== null,
  });
  const tasks = useQuery({
    queryKey: practiceKeys.tasks(id),
    queryFn: () => fetchTasks(id),
    enabled: !!activity,
  });
  const [scoring, setScoring] = useState<PracticeUserScore | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [form] = Form.useForm<{ score: number; comment?: string }>();
  const refresh = () => client.invalidateQueries({ queryKey: practiceKeys.all });

  const single = useMutation({
    mutationFn: (v: { score: number; comment?: string }) =>
      addUserScore({
        activityId: id,
        studentId: scoring?.studentId ?? 0,
        score: v.score,
        comment: v.comment ?? "",
      }),
    onSuccess: async () => {
      message.success(t("practice.scores.saved"));
      setScoring(null);
      await refresh();
    },
  });
  const upload = useMutation({
    mutationFn: (file: File) => uploadScores(id, file),
    onSuccess: async (answer) => {
      setProblems([]);
      message.success(t("practice.scores.uploaded", { saved: answer.saved }));
      await refresh();
    },
    onError: (err) => {
      const data = err instanceof ApiError ? (err.data as { problems?: Problem[] } | null) : null;
      setProblems(data?.problems ?? []);
      if (!data?.problems?.length) message.error(err.message);
    },
  });

  return (
    <Drawer
      open={activity !== null}
      onClose={onClose}
      size={880}
      title={t("practice.scores.title", { name: activity?.name ?? "" })}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: "100%" }} size="middle">
        <Typography.Text type="secondary">
          {t("practice.scores.tasks")}:{" "}
          {tasks.data?.list.length
            ? tasks.data.list.map((x) => x.name).join("、")
            : t("practice.scores.noTasks")}
        </Typography.Text>
        <Space wrap>
          <KeywordSearch
            label={t("practice.scores.name")}
            onKeyword={(keyword) => setQuery((q) => ({ ...q, keyword, page: 1 }))}
          />
          <Upload
            accept=".xlsx"
            showUploadList={false}
            beforeUpload={(file) => {
              upload.mutate(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="practice-upload">
              {t("practice.scores.upload")}
            </Button>
          </Upload>
        </Space>
        <Typography.Text type="secondary">{t("practice.scores.uploadHint")}</Typography.Text>
        {problems.length > 0 ? (
          <Alert
            type="error"
            showIcon
            title={t("practice.scores.problems")}
            description={
              <List
                size="small"
                dataSource={problems}
                renderItem={(p) => (
                  <List.Item>
                    {t("practice.scores.row", { row: p.row })} {p.column}: {p.message}
                  </List.Item>
                )}
              />
            }
            data-testid="practice-upload-problems"
          />
        ) : null}
        <ListTable<PracticeUserScore>
          list={list}
          rows={list.data?.list ?? []}
          rowKey="studentId"
          failedTitle={t("practice.scores.loadFailed")}
          empty={t("practice.scores.empty")}
          testId="practice-participants"
          paging={{ page: query.page, size: query.size, total: list.data?.total ?? 0 }}
          totalText={(total) => t("practice.scores.total", { total })}
          onPage={(page, size) => setQuery((q) => ({ ...q, page: size === q.size ? page : 1, size }))}
          columns={[
            { title: t("practice.scores.name"), dataIndex: "name" },
            { title: t("practice.scores.studentNo"), dataIndex: "studentNo" },
            { title: t("practice.scores.className"), dataIndex: "className" },
            {
              title: t("practice.scores.score"),
              dataIndex: "score",
              render: (score: number | null) => (score === null ? t("practice.scores.notScored") : score),
            },
            { title: t("practice.scores.comment"), dataIndex: "comment" },
            { title: t("practice.scores.scoredBy"), dataIndex: "scoredByName" },
            {
              title: "",
              key: "actions",
              render: (_, row) => (
                <Button
                  type="link"
                  onClick={() => {
                    form.setFieldsValue({ score: row.score ?? undefined, comment: row.comment });
                    setScoring(row);
                  }}
                  data-testid={`practice-score-${row.studentId}`}
                >
                  {t("practice.scores.setScore")}
                </Button>
              ),
            },
          ]}
        />
      </Space>
      <Modal
        open={scoring !== null}
        title={`${t("practice.scores.setScore")}: ${scoring?.name ?? ""}`}
        okText={t("practice.scores.save")}
        confirmLoading={single.isPending}
        onOk={() => form.submit()}
        onCancel={() => setScoring(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(v) => single.mutate(v)}>
          <Form.Item
            name="score"
            label={t("practice.scores.score")}
            rules={[{ required: true, message: "" }]}
          >
            <InputNumber
              min={0}
              max={100}
              precision={2}
              style={{ width: "100%" }}
              data-testid="practice-score-input"
            />
          </Form.Item>
          <Form.Item name="comment" label={t("practice.scores.comment")}>
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
