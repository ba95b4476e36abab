import { DeleteOutlined } from "@ant-design/icons";
import { useDraggable } from "@dnd-kit/core";
import type { TeacherItem } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Empty, Form, Input, Select, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchTeacherPage } from "../../components/memberApi.ts";

/** A lesson waiting to be dragged onto a cell: subject, teacher, room. */
export type LessonCard = {
  key: string;
  subject: string;
  teacherId: number | null;
  teacherName: string;
  room: string;
};

function PaletteCard({ card, onRemove }: { card: LessonCard; onRemove: () => void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `card:${card.key}`,
    data: { kind: "card", card },
  });
  return (
    <div
      ref={setNodeRef}
      className={`eos-timetable-card${isDragging ? " is-dragging" : ""}`}
      data-testid={`timetable-card-${card.subject}`}
      {...listeners}
      {...attributes}
    >
      <strong>{card.subject}</strong>
      <span>{card.teacherName}</span>
      {card.room ? <span>{card.room}</span> : null}
      <Button
        size="small"
        type="text"
        icon={<DeleteOutlined />}
        aria-label={t("timetable.editor.removeCard")}
        onPointerDown={(e) => e.stopPropagation()}
        onClick={onRemove}
      />
    </div>
  );
}

type Values = { subject: string; teacherId?: number; room?: string };

/** The palette: a small form that makes lesson cards, and the cards to drag onto the grid. */
export function LessonPalette({
  cards,
  onChange,
}: {
  cards: LessonCard[];
  onChange: (cards: LessonCard[]) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState<string>();
  const teachers = useQuery({
    queryKey: ["timetable", "teachers", keyword ?? ""],
    queryFn: () => fetchTeacherPage({ page: 1, size: 50, keyword }),
  });
  const list: TeacherItem[] = teachers.data?.list ?? [];
  const add = (v: Values) => {
    const teacher = list.find((x) => x.id === v.teacherId);
    onChange([
      ...cards,
      {
        key: `${Date.now()}-${cards.length}`,
        subject: v.subject.trim(),
        teacherId: teacher?.id ?? null,
        teacherName: teacher?.name ?? "",
        room: (v.room ?? "").trim(),
      },
    ]);
    form.resetFields();
  };
  return (
    <Card
      title={t("timetable.editor.palette")}
      className="eos-timetable-palette"
      data-testid="timetable-palette"
    >
      <Typography.Paragraph type="secondary">{t("timetable.editor.paletteHint")}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onFinish={add}>
        <Form.Item
          name="subject"
          label={t("timetable.editor.subject")}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={30} data-testid="timetable-card-subject" />
        </Form.Item>
        <Form.Item name="teacherId" label={t("timetable.editor.teacher")}>
          <Select<number>
            showSearch
            allowClear
            filterOption={false}
            onSearch={(v) => setKeyword(v || undefined)}
            loading={teachers.isFetching}
            options={list.map((x) => ({ value: x.id, label: x.name }))}
            data-testid="timetable-card-teacher"
          />
        </Form.Item>
        <Form.Item name="room" label={t("timetable.editor.room")}>
          <Input maxLength={30} data-testid="timetable-card-room" />
        </Form.Item>
        <Button htmlType="submit" block data-testid="timetable-card-add">
          {t("timetable.editor.addCard")}
        </Button>
      </Form>
      <Space direction="vertical" className="eos-timetable-palette__cards">
        {cards.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("timetable.editor.noCards")} />
        ) : (
          cards.map((c) => (
            <PaletteCard
              key={c.key}
              card={c}
              onRemove={() => onChange(cards.filter((x) => x.key !== c.key))}
            />
          ))
        )}
      </Space>
    </Card>
  );
}
