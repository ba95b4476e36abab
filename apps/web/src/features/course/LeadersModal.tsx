import type { Leader, LeaderKind } from "@eos/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Empty, List, Modal, Popconfirm, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addLeader, courseKeys, fetchLeaders, removeLeader } from "./courseApi.ts";
import { TeacherSelect } from "./TeacherSelect.tsx";
import { useAct } from "./useAct.ts";

type Props = { target: { kind: LeaderKind; id: number; name: string } | null; onClose: () => void };

/** The teacher leaders of a club or a term's course: listed, added, removed with confirm. */
export function LeadersModal({ target, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const leaders = useQuery({
    queryKey: courseKeys.leaders(target?.kind ?? "club", target?.id ?? 0),
    queryFn: () => (target ? fetchLeaders(target.kind, target.id) : Promise.resolve([] as Leader[])),
    enabled: target !== null,
  });
  const act = useAct(() => queryClient.invalidateQueries({ queryKey: courseKeys.all }));
  const [teacherId, setTeacherId] = useState<number | undefined>();
  return (
    <Modal
      open={target !== null}
      title={t("course.leaders.title", { name: target?.name ?? "" })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Space.Compact style={{ width: "100%", marginBottom: 12 }}>
        <TeacherSelect
          multiple={false}
          value={teacherId}
          onChange={(v) => setTeacherId(v as number)}
          placeholder={t("course.leaders.pick")}
          testId="leader-pick"
        />
        <Button
          type="primary"
          disabled={!teacherId || !target}
          data-testid="leader-add"
          onClick={async () => {
            if (!target || !teacherId) return;
            if (await act(() => addLeader({ kind: target.kind, targetId: target.id, teacherId })))
              setTeacherId(undefined);
          }}
        >
          {t("course.leaders.add")}
        </Button>
      </Space.Compact>
      <List
        loading={leaders.isFetching}
        dataSource={leaders.data ?? []}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("course.leaders.empty")} />,
        }}
        renderItem={(l) => (
          <List.Item
            actions={[
              <Popconfirm
                okButtonProps={{ "data-testid": "confirm-ok" } as never}
                key="remove"
                title={t("course.leaders.removeConfirm", { name: l.teacherName })}
                onConfirm={() => act(() => removeLeader(l.id), t("course.removed"))}
              >
                <Button type="link" size="small" danger>
                  {t("course.remove")}
                </Button>
              </Popconfirm>,
            ]}
          >
            <span data-testid="leader-name">{l.teacherName}</span>
          </List.Item>
        )}
      />
    </Modal>
  );
}
