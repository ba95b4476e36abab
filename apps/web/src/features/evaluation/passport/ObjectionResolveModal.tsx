import type { PassportObjection } from "@eos/contracts";
import { Input, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEvalWrite } from "../useEvalWrite.ts";
import { resolveObjection } from "./passportApi.ts";

type Props = { objection: PassportObjection | null; accept: boolean; onClose: () => void };

/** Staff settle an objection: accepted with a note of the change made, or rejected with a reason. */
export function ObjectionResolveModal({ objection, accept, onClose }: Props) {
  const { t } = useTranslation();
  const run = useEvalWrite();
  const [note, setNote] = useState("");
  const label = accept ? t("passport.objectionAcceptNote") : t("passport.objectionRejectNote");
  const submit = async () => {
    if (!objection || note.trim() === "") return;
    const done = await run(
      () => resolveObjection({ id: objection.id, accept, note: note.trim() }),
      t("passport.objectionResolved"),
    );
    if (done !== undefined) {
      setNote("");
      onClose();
    }
  };
  return (
    <Modal
      open={objection !== null}
      title={accept ? t("passport.objectionAccept") : t("passport.objectionReject")}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ disabled: note.trim() === "", "data-testid": "objection-resolve-ok" }}
      destroyOnHidden
    >
      <Typography.Paragraph>{objection?.text}</Typography.Paragraph>
      <Input.TextArea
        aria-label={label}
        placeholder={label}
        value={note}
        maxLength={500}
        onChange={(e) => setNote(e.target.value)}
        data-testid="objection-note"
      />
    </Modal>
  );
}
