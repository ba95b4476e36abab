import type { CertificateStamp } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, Form, Input, Modal, Popconfirm, Switch, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FileImage } from "../../components/FileImage.tsx";
import { ListTable } from "../../components/ListPage.tsx";
import {
  certificateKeys,
  deleteStamp,
  fetchStamps,
  saveStamp,
  setStampStatus,
  useCertificateWrite,
} from "../evaluation/index.ts";
import { ImageUploadField } from "./ImageUploadField.tsx";

/** The school's stamps: add one from an uploaded image, enable or disable it, delete one no certificate uses. */
export function StampsPanel({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const run = useCertificateWrite();
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<{ name: string; fileId: number }>();
  const stamps = useQuery({ queryKey: certificateKeys.stamps, queryFn: fetchStamps });
  const add = async (v: { name: string; fileId: number }) => {
    if (await run(() => saveStamp(v), t("certificate.saved"))) {
      setAdding(false);
      form.resetFields();
    }
  };
  return (
    <>
      {canManage && !stamps.error ? (
        <Button
          type="primary"
          onClick={() => setAdding(true)}
          data-testid="stamp-add"
          style={{ marginBottom: 12 }}
        >
          {t("certificate.stampAdd")}
        </Button>
      ) : null}
      <ListTable<CertificateStamp>
        list={stamps}
        rows={stamps.data ?? []}
        rowKey="id"
        failedTitle={t("certificate.loadFailed")}
        failOverRows
        testId="stamp-table"
        empty={t("certificate.stampsEmpty")}
        columns={[
          {
            key: "image",
            title: t("certificate.stampImage"),
            render: (_, s) => <FileImage file={s.fileId} width={40} alt="" />,
          },
          {
            key: "name",
            title: t("certificate.stampName"),
            render: (_, s) => (
              <>
                {s.name} {s.used > 0 ? <Tag>{t("certificate.stampUsed")}</Tag> : null}
              </>
            ),
          },
          {
            key: "status",
            title: t("certificate.stampEnabled"),
            render: (_, s) => (
              <Switch
                checked={s.status === 1}
                disabled={!canManage}
                aria-label={t("certificate.stampEnabled")}
                onChange={(on) => void run(() => setStampStatus(s.id, on ? 1 : 0), t("certificate.saved"))}
                data-testid={`stamp-status-${s.id}`}
              />
            ),
          },
          {
            key: "actions",
            title: t("certificate.actions"),
            render: (_, s) =>
              canManage ? (
                <Popconfirm
                  title={t("certificate.stampDeleteConfirm", { name: s.name })}
                  onConfirm={() => void run(() => deleteStamp(s.id), t("certificate.deleted"))}
                >
                  <Button type="link" danger data-testid={`stamp-delete-${s.id}`}>
                    {t("certificate.delete")}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
      <Modal
        open={adding}
        title={t("certificate.stampAdd")}
        onCancel={() => setAdding(false)}
        onOk={() => form.submit()}
        okButtonProps={{ "data-testid": "stamp-save" } as never}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void add(v)}>
          <Form.Item
            name="name"
            label={t("certificate.stampName")}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={60} data-testid="stamp-name" />
          </Form.Item>
          <Form.Item name="fileId" label={t("certificate.stampImage")} rules={[{ required: true }]}>
            <ImageUploadField testId="stamp-image" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
