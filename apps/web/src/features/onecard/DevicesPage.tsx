import { PlusOutlined } from "@ant-design/icons";
import { type DeviceKeyIssued, type DeviceKind, deviceKinds, type OnecardDevice } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Alert, App, Button, Form, Input, Modal, Popconfirm, Select, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { formatTime } from "../../components/format.ts";
import { ListPage } from "../../components/ListPage.tsx";
import { addDevice, fetchDevices, onecardKeys, rekeyDevice, revokeDevice } from "./onecardApi.ts";

type DeviceValues = { name: string; kind: DeviceKind; place?: string };

/**
 * /admin/onecard/devices: the school's one-card devices with their counters; register one (its key shown once, in
 * a dialog that forgets it when closed), revoke one, issue one a new key.
 */
export function DevicesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const devices = useQuery({ queryKey: onecardKeys.devices, queryFn: fetchDevices });
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const [issued, setIssued] = useState<(DeviceKeyIssued & { name: string }) | null>(null);
  const [form] = Form.useForm<DeviceValues>();

  const submit = async (v: DeviceValues) => {
    setSaving(true);
    try {
      const key = await addDevice({ name: v.name, kind: v.kind, place: v.place ?? "" });
      setAdding(false);
      setIssued({ ...key, name: v.name });
      await devices.refetch();
    } catch {
      // the request has shown why
    } finally {
      setSaving(false);
    }
  };
  const revoke = async (d: OnecardDevice) => {
    try {
      await revokeDevice(d.id);
      message.success(t("onecard.devices.revokedDone"));
      await devices.refetch();
    } catch {
      // the request has shown why
    }
  };
  const rekey = async (d: OnecardDevice) => {
    try {
      setIssued({ ...(await rekeyDevice(d.id)), name: d.name });
      await devices.refetch();
    } catch {
      // the request has shown why
    }
  };
  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.key);
      message.success(t("onecard.devices.copied"));
    } catch {
      message.error(t("onecard.devices.failed"));
    }
  };

  return (
    <ListPage<OnecardDevice>
      testId="onecard-devices-page"
      header={
        <ConsolePageHeader
          area="console.menu.schoolLife"
          title={t("onecard.devices.title")}
          testId="onecard-devices-title"
          extra={
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                form.resetFields();
                setAdding(true);
              }}
              data-testid="onecard-device-add"
            >
              {t("onecard.devices.add")}
            </Button>
          }
        />
      }
      hint={t("onecard.devices.hint")}
      table={{
        list: devices,
        rows: devices.data ?? [],
        rowKey: "id",
        failedTitle: t("onecard.devices.loadFailed"),
        empty: t("onecard.devices.empty"),
        testId: "onecard-devices-table",
        columns: [
          { key: "name", title: t("onecard.devices.name"), dataIndex: "name" },
          { key: "kind", title: t("onecard.devices.kind"), render: (_, d) => t(`onecard.kinds.${d.kind}`) },
          { key: "place", title: t("onecard.devices.place"), dataIndex: "place" },
          {
            key: "key",
            title: t("onecard.devices.key"),
            render: (_, d) => <Typography.Text code>{`${d.keyHint}…`}</Typography.Text>,
          },
          {
            key: "status",
            title: t("onecard.devices.status"),
            render: (_, d) =>
              d.revoked ? (
                <Tag color="red">{t("onecard.devices.revoked")}</Tag>
              ) : (
                <Tag color="green">{t("onecard.devices.active")}</Tag>
              ),
          },
          {
            key: "lastSeen",
            title: t("onecard.devices.lastSeen"),
            render: (_, d) => (d.lastSeenAt ? formatTime(d.lastSeenAt) : t("onecard.devices.never")),
          },
          { key: "events", title: t("onecard.devices.events"), dataIndex: "events", align: "right" },
          {
            key: "badInput",
            title: t("onecard.devices.badInput"),
            align: "right",
            render: (_, d) => (d.badInput > 0 ? <Tag color="orange">{d.badInput}</Tag> : 0),
          },
          {
            key: "actions",
            title: t("onecard.devices.actions"),
            render: (_, d) => (
              <Space>
                <Popconfirm
                  title={t("onecard.devices.rekeyConfirm", { name: d.name })}
                  onConfirm={() => rekey(d)}
                  okButtonProps={{ "data-testid": "confirm-ok" } as never}
                >
                  <Button size="small" data-testid={`onecard-rekey-${d.id}`}>
                    {t("onecard.devices.rekey")}
                  </Button>
                </Popconfirm>
                {d.revoked ? null : (
                  <Popconfirm
                    title={t("onecard.devices.revokeConfirm", { name: d.name })}
                    onConfirm={() => revoke(d)}
                    okButtonProps={{ danger: true, "data-testid": "confirm-ok" } as never}
                  >
                    <Button size="small" danger data-testid={`onecard-revoke-${d.id}`}>
                      {t("onecard.devices.revoke")}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ],
      }}
    >
      <Modal
        open={adding}
        title={t("onecard.devices.add")}
        okText={t("onecard.devices.save")}
        cancelText={t("onecard.devices.cancel")}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setAdding(false)}
        okButtonProps={{ "data-testid": "onecard-device-save" } as never}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ kind: "gate" }}>
          <Form.Item name="name" label={t("onecard.devices.name")} rules={[{ required: true, max: 60 }]}>
            <Input data-testid="onecard-device-name" maxLength={60} />
          </Form.Item>
          <Form.Item name="kind" label={t("onecard.devices.kind")} rules={[{ required: true }]}>
            <Select
              data-testid="onecard-device-kind"
              options={deviceKinds.map((k) => ({ value: k, label: t(`onecard.kinds.${k}`) }))}
            />
          </Form.Item>
          <Form.Item name="place" label={t("onecard.devices.place")} rules={[{ max: 100 }]}>
            <Input data-testid="onecard-device-place" maxLength={100} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={issued !== null}
        title={`${t("onecard.devices.keyTitle")} · ${issued?.name ?? ""}`}
        closable={false}
        maskClosable={false}
        keyboard={false}
        destroyOnHidden
        footer={
          <Button type="primary" onClick={() => setIssued(null)} data-testid="onecard-key-close">
            {t("onecard.devices.close")}
          </Button>
        }
      >
        <Alert type="warning" showIcon title={t("onecard.devices.keyOnce")} style={{ marginBottom: 12 }} />
        <Space.Compact style={{ width: "100%" }}>
          <Input
            readOnly
            value={issued?.key ?? ""}
            data-testid="onecard-key"
            aria-label={t("onecard.devices.key")}
          />
          <Button onClick={copy} data-testid="onecard-key-copy">
            {t("onecard.devices.copy")}
          </Button>
        </Space.Compact>
      </Modal>
    </ListPage>
  );
}
