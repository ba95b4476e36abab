import type { TaskItem } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, Checkbox, Empty, Flex, Select, Tag, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { request } from "../../../api/request.ts";
import { MemberPicker } from "../../../components/MemberPicker.tsx";
import type { Member, MemberType } from "../../../components/memberApi.ts";
import { OrgTreePicker } from "../../../components/OrgTreePicker.tsx";
import type { OrgKind } from "../../../components/orgTree.ts";

/** A filler rule as the editor holds it: what it names, with a name to show. */
export type FillerItem = TaskItem["fillers"][number];
type Kind = FillerItem["kind"];

type Props = {
  value?: FillerItem[];
  onChange?: (value: FillerItem[]) => void;
  /** 0 teachers, 1 students, 2 parents: whom the rules name. */
  fillerType: number;
  /** The task names its classes in its own class picker (a task about students): no second one here. */
  withClasses?: boolean;
};

const memberTypes: Record<number, MemberType> = { 0: "teacher", 1: "student", 2: "parent" };
const teacherKinds: ReadonlyArray<OrgKind> = ["school", "dept", "grade", "class"];
/** Beside the task's own class picker, teachers are narrowed by department or grade only. */
const teacherKindsBesideClasses: ReadonlyArray<OrgKind> = ["school", "dept", "grade"];
const studentKinds: ReadonlyArray<OrgKind> = ["school", "grade", "class"];
const duties = [1, 2, 3] as const;

const fetchRoleNames = () =>
  request<{ id: number; name: string }[]>({ url: "/v3/teaRole/list", noCache: true, noToast: true });

/** The rules of one kind replaced by `next`; the others kept in their order. */
const replaceKind = (all: FillerItem[], kind: Kind, next: FillerItem[]) => [
  ...all.filter((r) => r.kind !== kind),
  ...next,
];

/**
 * The task editor's "who fills": duties and teacher roles (teacher tasks), org units (departments, grades,
 * classes) and named people picked in the member picker. No rule: everyone the task reaches fills it.
 * Changing the filler type clears the rules, since they name people of the old type.
 */
export function TaskFillersField({ value = [], onChange, fillerType, withClasses = false }: Props) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const teachers = fillerType === 0;
  const roles = useQuery({ queryKey: ["taskFillerRoles"], queryFn: fetchRoleNames, enabled: teachers });
  const typeSeen = useRef(fillerType);
  useEffect(() => {
    if (typeSeen.current === fillerType) return;
    typeSeen.current = fillerType;
    if (value.length > 0) onChange?.([]);
  }, [fillerType, value.length, onChange]);

  const of = (kind: Kind) => value.filter((r) => r.kind === kind);
  const set = (kind: Kind, next: FillerItem[]) => onChange?.(replaceKind(value, kind, next));
  const type = memberTypes[fillerType] ?? "teacher";
  const people = of("user");
  const members: Member[] = people.map((r) => ({ id: r.id, name: r.name, type }));
  // Students and parents are those of the task's classes, chosen once in the task's class picker; a unit rule
  // saved earlier stays visible so that it can be removed.
  const showUnits = teachers || !withClasses || of("org").length > 0;
  const unitKinds = teachers ? (withClasses ? teacherKindsBesideClasses : teacherKinds) : studentKinds;

  return (
    <Flex vertical gap={12} data-testid="task-fillers">
      {of("all").length > 0 ? (
        <Tag closable onClose={() => set("all", [])}>
          {t("taskFillers.everyone")}
        </Tag>
      ) : null}
      {teachers ? (
        <div>
          <Typography.Text type="secondary">{t("taskFillers.duties")}</Typography.Text>
          <Checkbox.Group
            value={of("duty").map((r) => r.id)}
            onChange={(ids) =>
              set(
                "duty",
                ids.map((id) => ({ kind: "duty", id: Number(id), name: "" })),
              )
            }
            options={duties.map((d) => ({ value: d, label: t(`taskFillers.duty.${d}`) }))}
          />
        </div>
      ) : null}
      {teachers ? (
        <div>
          <Typography.Text type="secondary">{t("taskFillers.roles")}</Typography.Text>
          <Select<number[]>
            mode="multiple"
            allowClear
            style={{ width: "100%" }}
            loading={roles.isPending}
            status={roles.isError ? "error" : undefined}
            placeholder={roles.isError ? t("taskFillers.rolesFailed") : t("taskFillers.rolesPlaceholder")}
            aria-label={t("taskFillers.roles")}
            value={of("role").map((r) => r.id)}
            onChange={(ids) => {
              const names = new Map((roles.data ?? []).map((r) => [r.id, r.name]));
              const known = new Map(of("role").map((r) => [r.id, r.name]));
              set(
                "role",
                ids.map((id) => ({ kind: "role", id, name: names.get(id) ?? known.get(id) ?? "" })),
              );
            }}
            options={[
              ...(roles.data ?? []).map((r) => ({ value: r.id, label: r.name })),
              ...of("role")
                .filter((r) => !(roles.data ?? []).some((x) => x.id === r.id))
                .map((r) => ({ value: r.id, label: r.name || `#${r.id}` })),
            ]}
            optionFilterProp="label"
            data-testid="task-filler-roles"
          />
        </div>
      ) : null}
      {showUnits ? (
        <div>
          <Typography.Text type="secondary">{t("taskFillers.units")}</Typography.Text>
          <OrgTreePicker
            multiple
            kinds={unitKinds}
            placeholder={
              teachers
                ? withClasses
                  ? t("taskFillers.unitsPlaceholderTeacherBesideClasses")
                  : t("taskFillers.unitsPlaceholderTeacher")
                : t("taskFillers.unitsPlaceholderStudent")
            }
            aria-label={t("taskFillers.units")}
            value={of("org").map((r) => r.id)}
            onChange={(ids) => {
              const known = new Map(of("org").map((r) => [r.id, r.name]));
              set(
                "org",
                ids.map((id) => ({ kind: "org", id, name: known.get(id) ?? "" })),
              );
            }}
            data-testid="task-filler-units"
          />
        </div>
      ) : null}
      <div>
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t("taskFillers.people")}</Typography.Text>
          <Button size="small" onClick={() => setPicking(true)} data-testid="task-filler-pick">
            {t("taskFillers.pick")}
          </Button>
        </Flex>
        {people.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("taskFillers.nobody")} />
        ) : (
          <Flex wrap gap={4} data-testid="task-filler-people">
            {people.map((r) => (
              <Tag
                key={r.id}
                closable
                onClose={() =>
                  set(
                    "user",
                    people.filter((x) => x.id !== r.id),
                  )
                }
              >
                {r.name || `#${r.id}`}
              </Tag>
            ))}
          </Flex>
        )}
      </div>
      <MemberPicker
        open={picking}
        types={[type]}
        value={members}
        title={t(`taskFillers.pickTitle.${fillerType === 1 || fillerType === 2 ? fillerType : 0}`)}
        onCancel={() => setPicking(false)}
        onOk={(picked) => {
          setPicking(false);
          set(
            "user",
            picked.map((m) => ({ kind: "user", id: m.id, name: m.name })),
          );
        }}
      />
    </Flex>
  );
}
