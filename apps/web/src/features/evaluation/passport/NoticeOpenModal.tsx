import { DatePicker, Form, Modal } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { OrgTreePicker } from "../../../components/OrgTreePicker.tsx";
import { useEvalWrite } from "../useEvalWrite.ts";
import { saveNotice } from "./passportApi.ts";

type Props = { open: boolean; schoolYearId: number | undefined; onClose: () => void };

/** Opens a class's public-notice window for the school year: the class and when the window starts and ends. */
export function NoticeOpenModal({ open, schoolYearId, onClose }: Props) {
  const { t } = useTranslation();
  const run = useEvalWrite();
  const [classId, setClassId] = useState<number>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [start, end] = range ?? [null, null];
  const ready = classId !== undefined && schoolYearId !== undefined && start !== null && end !== null;

  const submit = async () => {
    if (!ready) return;
    const saved = await run(
      () =>
        saveNotice({
          classId,
          schoolYearId,
          startsAt: start.toISOString(),
          endsAt: end.toISOString(),
        }),
      t("passport.noticeSaved"),
    );
    if (saved) {
      setClassId(undefined);
      setRange(null);
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      title={t("passport.noticeOpen")}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ disabled: !ready, "data-testid": "notice-open-ok" }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t("passport.noticeClass")} htmlFor="notice-class">
          <OrgTreePicker
            id="notice-class"
            kinds={["class"]}
            value={classId}
            onChange={setClassId}
            placeholder={t("passport.noticeClass")}
            aria-label={t("passport.noticeClass")}
            data-testid="notice-class"
          />
        </Form.Item>
        <Form.Item label={t("passport.noticeWindow")} htmlFor="notice-window">
          <DatePicker.RangePicker
            id={{ start: "notice-window" }}
            showTime={{ format: "HH:mm" }}
            format="YYYY-MM-DD HH:mm"
            value={range}
            onChange={(next) => setRange(next)}
            placeholder={[t("passport.noticeStart"), t("passport.noticeEnd")]}
            data-testid="notice-window"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
