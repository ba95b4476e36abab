import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from "@ant-design/icons";
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { CenterApp } from "@eos/contracts";
import { App as AntApp, Button, Card, Empty, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AppIcon } from "./AppIcon.tsx";
import { appName } from "./appName.ts";
import { byCategory, moveWithin, placeBefore } from "./appOrder.ts";
import { sortApps } from "./centerApi.ts";

type Props = { apps: CenterApp[]; onSorted: () => Promise<unknown> };

type RowProps = { app: CenterApp; first: boolean; last: boolean; busy: boolean; move: (by: -1 | 1) => void };

function SortableApp({ app, first, last, busy, move }: RowProps) {
  const { t, i18n } = useTranslation();
  const name = appName(app, i18n.language);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: app.id, data: { category: app.category } });
  return (
    <li
      ref={setNodeRef}
      className="eos-app-order__row"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
      data-testid={`order-app-${app.id}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="eos-app-order__handle"
        aria-label={t("center.admin.dragHandle", { name })}
        data-testid={`order-handle-${app.id}`}
        {...attributes}
        {...listeners}
      >
        <HolderOutlined />
      </button>
      <AppIcon icon={app.icon} size={20} />
      <span className="eos-app-order__name" data-testid="order-app-name">
        {name}
      </span>
      <Space size={0}>
        <Button
          type="text"
          size="small"
          icon={<ArrowUpOutlined />}
          aria-label={`${t("center.admin.up")} ${name}`}
          disabled={first || busy}
          onClick={() => move(-1)}
          data-testid={`order-up-${app.id}`}
        />
        <Button
          type="text"
          size="small"
          icon={<ArrowDownOutlined />}
          aria-label={`${t("center.admin.down")} ${name}`}
          disabled={last || busy}
          onClick={() => move(1)}
          data-testid={`order-down-${app.id}`}
        />
      </Space>
    </li>
  );
}

/** Every app of the school by category: dragged (pointer or keyboard) or moved by arrows within its category. */
export function AppOrderBoard({ apps, onSorted }: Props) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [busy, setBusy] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const save = async (ids: number[] | null) => {
    if (!ids) return;
    setBusy(true);
    try {
      await sortApps(ids);
      await onSorted();
      void message.success(t("center.admin.moved"));
    } finally {
      setBusy(false);
    }
  };

  const dropped = (e: DragEndEvent) => {
    if (e.over) void save(placeBefore(apps, Number(e.active.id), Number(e.over.id)));
  };

  return (
    <Card className="eos-page__card" title={t("center.admin.arrange")} data-testid="app-order-board">
      <Typography.Paragraph type="secondary">{t("center.admin.arrangeHelp")}</Typography.Paragraph>
      {apps.length === 0 ? <Empty description={t("center.admin.empty")} /> : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
        <div className="eos-app-order">
          {byCategory(apps).map((group) => (
            <section key={group.category} className="eos-app-order__group" aria-label={group.category}>
              <h3 className="eos-app-order__category">{group.category}</h3>
              <SortableContext items={group.apps.map((a) => a.id)} strategy={verticalListSortingStrategy}>
                <ul className="eos-app-order__list" data-testid={`order-category-${group.category}`}>
                  {group.apps.map((app, i) => (
                    <SortableApp
                      key={app.id}
                      app={app}
                      first={i === 0}
                      last={i === group.apps.length - 1}
                      busy={busy}
                      move={(by) => void save(moveWithin(apps, app.id, by))}
                    />
                  ))}
                </ul>
              </SortableContext>
            </section>
          ))}
        </div>
      </DndContext>
    </Card>
  );
}
