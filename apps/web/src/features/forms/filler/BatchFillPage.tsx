import { TeamOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Card, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { ui } from "../../../api/ui.ts";
import { MemberPicker } from "../../../components/MemberPicker.tsx";
import type { Member } from "../../../components/memberApi.ts";
import { FillLoader } from "./FillLoader.tsx";
import { FillSession } from "./FillSession.tsx";
import { submitBatch } from "./fillerApi.ts";
import { readTaskId } from "./fillParams.ts";
import { cachedPending } from "./taskPending.ts";
import { useTaskFinish } from "./useTaskFinish.ts";

function StudentsCard({ students, onChange }: { students: Member[]; onChange: (list: Member[]) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card size="small" title={t("formsFiller.batch.students")} style={{ marginTop: 24 }}>
      <Space wrap style={{ marginBottom: 12 }} data-testid="batch-students">
        {students.length === 0 ? (
          <span className="eos-fill-muted">{t("formsFiller.batch.noStudents")}</span>
        ) : null}
        {students.map((s) => (
          <Tag key={s.id} closable onClose={() => onChange(students.filter((x) => x.id !== s.id))}>
            {s.name}
          </Tag>
        ))}
      </Space>
      <div>
        <Button icon={<TeamOutlined />} onClick={() => setOpen(true)}>
          {t("formsFiller.batch.pickStudents")}
        </Button>
      </div>
      <MemberPicker
        open={open}
        types={["student"]}
        title={t("formsFiller.batch.pickStudents")}
        value={students}
        onOk={(list) => {
          setOpen(false);
          onChange(list);
        }}
        onCancel={() => setOpen(false)}
      />
    </Card>
  );
}

/**
 * /admin/forms/:id/batch: a teacher fills one form for several students at once (wx/addBatch). With ?taskId=
 * (a to-do) the students still waiting are picked already, and the submission goes back home.
 */
export function BatchFillPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const taskId = readTaskId(search);
  const finishTask = useTaskFinish("/admin");
  const client = useQueryClient();
  const [students, setStudents] = useState<Member[]>(() =>
    cachedPending(client, taskId).map((p) => ({ id: p.id, name: p.name, type: "student" })),
  );
  return (
    <div className="eos-page eos-fill-pc-page" style={{ maxWidth: 880, margin: "0 auto", width: "100%" }}>
      <FillLoader formId={Number(id)} formValId={null} taskId={taskId}>
        {({ data, again, round }) => (
          <FillSession
            key={round}
            data={data}
            device="pc"
            mode="fill"
            drafts={false}
            title={t("formsFiller.batch.title", { name: data.name })}
            extra={<StudentsCard students={students} onChange={setStudents} />}
            submitLabel={t("formsFiller.batch.submitFor", { count: students.length })}
            blockSubmit={() => (students.length === 0 ? t("formsFiller.batch.noStudents") : null)}
            submit={async (items) => {
              const answer = await submitBatch(
                data.id,
                items,
                students.map((s) => s.id),
                taskId,
              );
              if (taskId !== null) return answer;
              ui().toast(t("formsFiller.batch.done", { count: students.length }));
              setStudents([]);
              return answer;
            }}
            onSubmitted={taskId === null ? undefined : finishTask}
            onAgain={again}
            onBack={() => navigate(-1)}
          />
        )}
      </FillLoader>
    </div>
  );
}
