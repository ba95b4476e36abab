import type { TodoItem } from "@eos/contracts";
import { List, Tag } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
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

/** One phone to-do entry: a large row that opens the phone filler with the task (and the child). */
export function MobileTodoRow({ item, now, childId }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const deadline = describeDeadline(t, item.deadline, now, langOf(i18n.language));
  const pending = item.fillerType === 1 || childId !== undefined ? null : pendingText(t, item.pending);
  return (
    <List.Item
      className="eos-todo-m-row"
      onClick={() => void navigate(todoHref(item, "phone", childId))}
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
      data-testid={childId === undefined ? `todo-item-${item.taskId}` : `todo-item-${childId}-${item.taskId}`}
    >
      {item.taskName}
    </List.Item>
  );
}
