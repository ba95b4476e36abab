import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Input, List, Select, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../../components/format.ts";
import { useEvalWrite } from "../useEvalWrite.ts";
import {
  fetchPassport,
  fetchStudentNotice,
  type PassportQuery,
  passportKeys,
  raiseObjection,
} from "./passportApi.ts";

type Props = {
  query: PassportQuery;
  /** Whose passport an empty studentId means (a parent's current child), so that each is cached apart. */
  scope?: number;
};

const WHOLE = 0;
const STATE_COLOR = { open: "orange", accepted: "green", rejected: "default" } as const;

/**
 * Under a passport on the phone: the class's public-notice window (gongshi) when there is one, the objections
 * about the student, and while the window is open a form to object to a record or the whole passport.
 */
export function PassportNoticeCard({ query, scope }: Props) {
  const { t } = useTranslation();
  const run = useEvalWrite();
  const [record, setRecord] = useState<number>(WHOLE);
  const [text, setText] = useState("");
  const notice = useQuery({
    queryKey: passportKeys.studentNotice(query, scope),
    queryFn: () => fetchStudentNotice(query),
  });
  // The same query as the passport above it: served from the cache.
  const passport = useQuery({
    queryKey: passportKeys.data(query, scope),
    queryFn: () => fetchPassport(query),
  });
  const current = notice.data?.notice;
  if (!notice.data || !current) return null;
  const objections = notice.data.objections;
  const records = (passport.data?.units ?? []).flatMap((u) => u.records);
  const submit = async () => {
    const sent = await run(
      () =>
        raiseObjection({
          ...query,
          formValueId: record === WHOLE ? null : record,
          text: text.trim(),
        }),
      t("passport.objectionRaised"),
    );
    if (sent) {
      setText("");
      setRecord(WHOLE);
    }
  };
  return (
    <Card className="eos-page__card" title={t("passport.noticeTitle")} data-testid="passport-notice">
      <Alert
        type={current.state === "open" ? "warning" : "success"}
        title={t(`passport.noticeBanner_${current.state === "open" ? "open" : "archived"}`, {
          end: formatTime(current.endsAt),
        })}
        data-testid="passport-notice-banner"
      />
      {objections.length > 0 ? (
        <List
          header={t("passport.myObjections")}
          dataSource={objections}
          renderItem={(o) => (
            <List.Item data-testid={`passport-objection-${o.id}`}>
              <List.Item.Meta
                title={
                  <>
                    <Tag color={STATE_COLOR[o.state]}>{t(`passport.objectionState_${o.state}`)}</Tag>
                    {o.text}
                  </>
                }
                description={o.resolution}
              />
            </List.Item>
          )}
        />
      ) : null}
      {current.state === "open" ? (
        <div className="eos-passport-editor">
          <Select<number>
            value={record}
            onChange={setRecord}
            aria-label={t("passport.objectionRecord")}
            options={[
              { value: WHOLE, label: t("passport.objectionWhole") },
              ...records.map((r) => ({
                value: r.formValueId,
                label: `${r.taskName} · ${formatTime(r.filledAt)}`,
              })),
            ]}
            data-testid="objection-record"
          />
          <Input.TextArea
            value={text}
            maxLength={500}
            onChange={(e) => setText(e.target.value)}
            aria-label={t("passport.objectionText")}
            placeholder={t("passport.objectionRaisePlaceholder")}
            data-testid="objection-text"
          />
          <Button
            type="primary"
            block
            disabled={text.trim() === ""}
            onClick={() => void submit()}
            data-testid="objection-raise"
          >
            {t("passport.objectionRaise")}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
