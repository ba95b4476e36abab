import { PlusOutlined } from "@ant-design/icons";
import type { Banner, RecommendedTeacher } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
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
  Switch,
  Table,
} from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { FileImage } from "../../components/FileImage.tsx";
import { errorText } from "../evaluation/index.ts";
import {
  deleteBanner,
  deleteTeacher,
  fetchBanners,
  fetchTeachers,
  moved,
  saveBanner,
  saveTeacher,
  searchTeachers,
  sortBanners,
  sortTeachers,
} from "./bannersApi.ts";
import { ImageField } from "./ImageField.tsx";

type BannerValues = {
  title: string;
  fileId: number | null;
  link?: string;
  period?: [Dayjs | null, Dayjs | null];
  enabled: boolean;
};
type TeacherValues = { teacherId: number; photoFileId: number | null; words?: string };

/** Administrators' page of the home's banners (image, link, days, order, switch) and recommended teachers. */
export function BannersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const banners = useQuery({ queryKey: ["banners", "all"], queryFn: fetchBanners });
  const teachers = useQuery({ queryKey: ["banners", "teachers"], queryFn: fetchTeachers });
  const [bannerEdit, setBannerEdit] = useState<Banner | "new" | null>(null);
  const [teacherEdit, setTeacherEdit] = useState<RecommendedTeacher | "new" | null>(null);
  const [bannerForm] = Form.useForm<BannerValues>();
  const [teacherForm] = Form.useForm<TeacherValues>();
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  const act = async (run: () => Promise<unknown>, done = t("banners.saved")) => {
    try {
      await run();
      message.success(done);
      await Promise.all([banners.refetch(), teachers.refetch()]);
      return true;
    } catch (e) {
      message.error(errorText(e, t("banners.failed")));
      return false;
    }
  };
  const openBanner = (b: Banner | "new") => {
    bannerForm.resetFields();
    if (b !== "new")
      bannerForm.setFieldsValue({
        title: b.title,
        fileId: b.fileId,
        link: b.link ?? "",
        period: [b.from ? dayjs(b.from) : null, b.to ? dayjs(b.to) : null],
        enabled: b.enabled,
      });
    setBannerEdit(b);
  };
  const submitBanner = async (v: BannerValues) => {
    const id = bannerEdit !== "new" ? bannerEdit?.id : undefined;
    const ok = await act(() =>
      saveBanner({
        id,
        title: v.title,
        fileId: v.fileId ?? 0,
        link: v.link?.trim() ? v.link.trim() : null,
        from: v.period?.[0]?.format("YYYY-MM-DD") ?? null,
        to: v.period?.[1]?.format("YYYY-MM-DD") ?? null,
        enabled: v.enabled,
      }),
    );
    if (ok) setBannerEdit(null);
  };
  const openTeacher = (p: RecommendedTeacher | "new") => {
    teacherForm.resetFields();
    if (p !== "new") {
      teacherForm.setFieldsValue({ teacherId: p.teacherId, photoFileId: p.photoFileId, words: p.words });
      setOptions([{ value: p.teacherId, label: p.teacherName }]);
    }
    setTeacherEdit(p);
  };
  const submitTeacher = async (v: TeacherValues) => {
    const id = teacherEdit !== "new" ? teacherEdit?.id : undefined;
    const ok = await act(() =>
      saveTeacher({ id, teacherId: v.teacherId, photoFileId: v.photoFileId ?? null, words: v.words ?? "" }),
    );
    if (ok) setTeacherEdit(null);
  };
  const findTeachers = async (keyword: string) => {
    try {
      setOptions((await searchTeachers(keyword)).list.map((x) => ({ value: x.id, label: x.name })));
    } catch {
      setOptions([]);
    }
  };
  const bannerIds = (banners.data ?? []).map((b) => b.id);
  const teacherIds = (teachers.data ?? []).map((p) => p.id);
  const orderButtons = (ids: number[], id: number, sort: (ids: number[]) => Promise<unknown>) => (
    <Space>
      <Button
        size="small"
        disabled={ids[0] === id}
        onClick={() => act(() => sort(moved(ids, id, -1)))}
        data-testid={`order-up-${id}`}
      >
        {t("banners.up")}
      </Button>
      <Button size="small" disabled={ids.at(-1) === id} onClick={() => act(() => sort(moved(ids, id, 1)))}>
        {t("banners.down")}
      </Button>
    </Space>
  );
  const failed = (q: { error: Error | null; refetch: () => unknown }) =>
    q.error ? (
      <Alert
        type="error"
        showIcon
        title={errorText(q.error, t("banners.loadFailed"))}
        action={<Button onClick={() => q.refetch()}>↻</Button>}
      />
    ) : null;
  return (
    <div className="eos-page">
      <ConsolePageHeader title={t("banners.title")} area="console.menu.system" testId="banners-title" />
      <Space orientation="vertical" style={{ width: "100%" }} size="large">
        <Card
          title={t("banners.banners")}
          extra={
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => openBanner("new")}
              data-testid="banners-add"
            >
              {t("banners.addBanner")}
            </Button>
          }
        >
          <Alert type="info" showIcon title={t("banners.activeHint")} style={{ marginBottom: 12 }} />
          {failed(banners)}
          <Table<Banner>
            rowKey="id"
            loading={banners.isLoading}
            dataSource={banners.data ?? []}
            pagination={false}
            scroll={{ x: "max-content" }}
            locale={{ emptyText: <Empty description={t("banners.emptyBanners")} /> }}
            data-testid="banners-table"
            columns={[
              {
                title: t("banners.image"),
                render: (_, b) => <FileImage file={b.fileId} width={120} alt={b.title} />,
              },
              { title: t("banners.bannerTitle"), dataIndex: "title" },
              { title: t("banners.link"), dataIndex: "link", render: (l: string | null) => l ?? "—" },
              {
                title: t("banners.period"),
                render: (_, b) =>
                  b.from || b.to ? `${b.from ?? "…"} – ${b.to ?? "…"}` : t("banners.always"),
              },
              {
                title: t("banners.enabled"),
                render: (_, b) => (
                  <Switch
                    checked={b.enabled}
                    onChange={(on) =>
                      act(() =>
                        saveBanner({
                          id: b.id,
                          title: b.title,
                          fileId: b.fileId,
                          link: b.link,
                          from: b.from,
                          to: b.to,
                          enabled: on,
                        }),
                      )
                    }
                  />
                ),
              },
              { title: t("banners.order"), render: (_, b) => orderButtons(bannerIds, b.id, sortBanners) },
              {
                title: "",
                render: (_, b) => (
                  <Space>
                    <Button size="small" onClick={() => openBanner(b)}>
                      {t("banners.edit")}
                    </Button>
                    <Popconfirm
                      title={t("banners.deleteConfirm", { name: b.title })}
                      onConfirm={() => act(() => deleteBanner(b.id), t("banners.deleted"))}
                    >
                      <Button size="small" danger>
                        {t("banners.delete")}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </Card>
        <Card
          title={t("banners.teachers")}
          extra={
            <Button icon={<PlusOutlined />} onClick={() => openTeacher("new")} data-testid="teachers-add">
              {t("banners.addTeacher")}
            </Button>
          }
        >
          {failed(teachers)}
          <Table<RecommendedTeacher>
            rowKey="id"
            loading={teachers.isLoading}
            dataSource={teachers.data ?? []}
            pagination={false}
            scroll={{ x: "max-content" }}
            locale={{ emptyText: <Empty description={t("banners.emptyTeachers")} /> }}
            columns={[
              {
                title: t("banners.photo"),
                render: (_, p) =>
                  p.photoFileId ? (
                    <FileImage file={p.photoFileId} width={48} height={48} alt={p.teacherName} />
                  ) : (
                    "—"
                  ),
              },
              { title: t("banners.teacher"), dataIndex: "teacherName" },
              { title: t("banners.words"), dataIndex: "words" },
              { title: t("banners.order"), render: (_, p) => orderButtons(teacherIds, p.id, sortTeachers) },
              {
                title: "",
                render: (_, p) => (
                  <Space>
                    <Button size="small" onClick={() => openTeacher(p)}>
                      {t("banners.edit")}
                    </Button>
                    <Popconfirm
                      title={t("banners.deleteConfirm", { name: p.teacherName })}
                      onConfirm={() => act(() => deleteTeacher(p.id), t("banners.deleted"))}
                    >
                      <Button size="small" danger>
                        {t("banners.delete")}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      </Space>
      <Modal
        open={bannerEdit !== null}
        title={bannerEdit === "new" ? t("banners.addBanner") : t("banners.editBanner")}
        onCancel={() => setBannerEdit(null)}
        onOk={() => bannerForm.submit()}
        okButtonProps={{ "data-testid": "banner-save" } as never}
      >
        <Form
          form={bannerForm}
          layout="vertical"
          initialValues={{ enabled: true, fileId: null }}
          onFinish={submitBanner}
        >
          <Form.Item
            name="title"
            label={t("banners.bannerTitle")}
            rules={[{ required: true, whitespace: true, message: t("banners.required") }]}
          >
            <Input maxLength={60} data-testid="banner-title" />
          </Form.Item>
          <Form.Item
            name="fileId"
            label={t("banners.image")}
            rules={[{ required: true, message: t("banners.required") }]}
          >
            <ImageField testId="banner-image" />
          </Form.Item>
          <Form.Item
            name="link"
            label={t("banners.link")}
            extra={t("banners.linkHint")}
            rules={[{ pattern: /^(https?:\/\/|\/)/, message: t("banners.linkHint") }]}
          >
            <Input maxLength={500} data-testid="banner-link" />
          </Form.Item>
          <Form.Item name="period" label={t("banners.period")}>
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          </Form.Item>
          <Form.Item name="enabled" label={t("banners.enabled")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={teacherEdit !== null}
        title={teacherEdit === "new" ? t("banners.addTeacher") : t("banners.editTeacher")}
        onCancel={() => setTeacherEdit(null)}
        onOk={() => teacherForm.submit()}
      >
        <Form
          form={teacherForm}
          layout="vertical"
          initialValues={{ photoFileId: null }}
          onFinish={submitTeacher}
        >
          <Form.Item
            name="teacherId"
            label={t("banners.teacher")}
            rules={[{ required: true, message: t("banners.required") }]}
          >
            <Select
              showSearch={{ filterOption: false, onSearch: findTeachers }}
              options={options}
              placeholder={t("banners.searchTeacher")}
              onFocus={() => options.length === 0 && findTeachers("")}
            />
          </Form.Item>
          <Form.Item name="photoFileId" label={t("banners.photo")}>
            <ImageField testId="teacher-photo" />
          </Form.Item>
          <Form.Item name="words" label={t("banners.words")}>
            <Input.TextArea maxLength={300} rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
