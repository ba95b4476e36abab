import type { TodoItem } from "@eos/contracts";
import { Tag } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { MobileLinkItem } from "../../../components/MobileLinkItem.tsx";
import { type DeadlineLevel, describeDeadline, langOf } from "./deadline.ts";
import { pendingText, todoHref } from "./todoLinks.ts";

const tagColor: Record<DeadlineLevel, string> = {
  none: "default",
  ended: "default",
  within15Minutes: "danger",
  withinHour: "danger",
  withinDay: "warning",
  later: "primary",
};

type Props = {
  item: TodoItem;
  now: number;
  /** The child a parent's entry is about: named in the link, and nobody else is pending. */
  childId?: number;
};

/**
 * One phone to-do entry: a large row that opens the phone filler with the task (and the child). A real link, so
 * that Tab reaches it and Enter opens it (antd-mobile's clickable List.Item is an <a> without href).
 */
export function MobileTodoRow({ item, now, childId }: Props) {
  const { t, i18n } = useTranslation();
  const deadline = describeDeadline(t, item.deadline, now, langOf(i18n.language));
  const pending = item.fillerType === 1 || childId !== undefined ? null : pendingText(t, item.pending);
  return (
    <MobileLinkItem
      to={todoHref(item, "phone", childId)}
      className="eos-todo-m-row"
      description={
        <>
          <div>{item.sceneName}</div>
          {pending ? <div className="eos-todo-row__pending">{pending}</div> : null}
        </>
      }
      extra={
        <Tag color={tagColor[deadline.level]} fill={deadline.level === "later" ? "outline" : "solid"}>
          {deadline.text}
        </Tag>
      }
      testId={childId === undefined ? `todo-item-${item.taskId}` : `todo-item-${childId}-${item.taskId}`}
    >
      {item.taskName}
    </MobileLinkItem>
  );
}
