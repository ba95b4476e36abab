import { AppstoreOutlined, PlusOutlined } from "@ant-design/icons";
import type { SceneItem } from "@eos/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConsolePageHeader } from "../../../components/ConsolePageHeader.tsx";
import { ClassifyPanel } from "./ClassifyPanel.tsx";
import { SceneDrawer } from "./SceneDrawer.tsx";
import { ScenesTable } from "./ScenesTable.tsx";
import { type ScenesQuery, scenesKeys } from "./scenesApi.ts";
import "../../../components/consolePage.css";
import "./scenes.css";

type DrawerState = { open: boolean; scene: SceneItem | null };

/** /admin/scenes: the classification tree beside the scenes of the selected node; create and edit in a drawer. */
export function ScenesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<ScenesQuery>({ page: 1, size: 20 });
  const [drawer, setDrawer] = useState<DrawerState>({ open: false, scene: null });

  const onSaved = (id: number) => {
    const created = drawer.scene === null;
    setDrawer({ open: false, scene: null });
    void message.success(created ? t("scenes.drawer.created") : t("scenes.common.saved"));
    void queryClient.invalidateQueries({ queryKey: scenesKeys.all });
    if (created) void navigate(`/admin/scenes/${id}`);
  };

  return (
    <div className="eos-page" data-testid="scenes-page">
      <ConsolePageHeader
        area="console.menu.forms"
        title={t("scenes.list.title")}
        testId="scenes-title"
        extra={
          <>
            <Button
              icon={<AppstoreOutlined />}
              onClick={() => void navigate("/admin/scene-hall")}
              data-testid="scenes-hall-link"
            >
              {t("scenes.list.hall")}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDrawer({ open: true, scene: null })}
              data-testid="scenes-add"
            >
              {t("scenes.list.add")}
            </Button>
          </>
        }
      />
      <div className="eos-scenes-layout">
        <ClassifyPanel
          selectedId={query.classifyId}
          onSelect={(classifyId) => setQuery((q) => ({ ...q, classifyId, page: 1 }))}
        />
        <ScenesTable query={query} onQuery={setQuery} onEdit={(scene) => setDrawer({ open: true, scene })} />
      </div>
      <SceneDrawer
        open={drawer.open}
        scene={drawer.scene}
        classifyId={query.classifyId}
        onClose={() => setDrawer({ open: false, scene: null })}
        onSaved={onSaved}
      />
    </div>
  );
}
