import type { PassportUnitData } from "@eos/contracts";
import { Button, Input, Popconfirm, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEvalWrite } from "../useEvalWrite.ts";
import { type PassportTextKind, savePassportText } from "./passportApi.ts";

type Props = {
  unit: PassportUnitData;
  kind: PassportTextKind;
  schoolYearId: number;
  /** Whose passport; none for the signed-in student's own or a parent's current child. */
  studentId?: number;
};

/** The teacher's comment or the self-statement: the text, and for those who may write it an editor. */
export function PassportTextUnit({ unit, kind, schoolYearId, studentId }: Props) {
  const { t } = useTranslation();
  const run = useEvalWrite();
  const [draft, setDraft] = useState<string | null>(null);
  const save = async (text: string, done: string) => {
    const out = await run(() => savePassportText({ studentId, schoolYearId, kind, text }), done);
    if (out !== undefined) setDraft(null);
  };

  if (draft !== null) {
    return (
      <div className="eos-passport-editor">
        <Input.TextArea
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          autoSize={{ minRows: 4, maxRows: 12 }}
          maxLength={2000}
          showCount
          placeholder={t("passport.textPlaceholder")}
          aria-label={unit.title}
          data-testid="passport-text-input"
        />
        <Space wrap>
          <Button
            type="primary"
            onClick={() => void save(draft.trim(), t("passport.textSaved"))}
            data-testid="passport-text-save"
          >
            {t("passport.save")}
          </Button>
          {unit.text ? (
            <Popconfirm
              title={t("passport.resetTitle")}
              description={t("passport.resetHint")}
              okText={t("passport.reset")}
              cancelText={t("passport.cancel")}
              okButtonProps={{ danger: true, "data-testid": "confirm-ok" } as never}
              onConfirm={() => save("", t("passport.textReset"))}
            >
              <Button danger data-testid={`passport-reset-${kind}`}>
                {t("passport.reset")}
              </Button>
            </Popconfirm>
          ) : null}
          <Button onClick={() => setDraft(null)}>{t("passport.cancel")}</Button>
        </Space>
      </div>
    );
  }
  return (
    <div className="eos-passport-text">
      <Typography.Paragraph
        className="eos-passport-text__body"
        type={unit.text ? undefined : "secondary"}
        data-testid={`passport-text-${unit.key}`}
      >
        {unit.text || t("passport.noText")}
      </Typography.Paragraph>
      {unit.editable ? (
        <Button onClick={() => setDraft(unit.text)} data-testid={`passport-edit-${kind}`}>
          {t("passport.editText")}
        </Button>
      ) : null}
    </div>
  );
}
