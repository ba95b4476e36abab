import type { TodoItem } from "@eos/contracts";
import { Button, DotLoading, ErrorBlock, List, Tag } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { type DeadlineLevel, describeDeadline, langOf } from "./deadline.ts";
import { pendingText, todoHref } from "./todoLinks.ts";
import { useNow, useTodo } from "./useTodo.ts";
import "./progress.css";

const tagColor: Record<DeadlineLevel, string> = {
  none: "default",
  ended: "default",
  within15Minutes: "danger",
  withinHour: "danger",
  withinDay: "warning",
  later: "primary",
};

function TodoState({ todo }: { todo: ReturnType<typeof useTodo> }) {
  const { t } = useTranslation();
  if (todo.isPending)
    return (
      <div className="eos-todo-m-state">
        <DotLoading />
      </div>
    );
  if (todo.isError)
    return (
      <div className="eos-todo-m-state">
        <ErrorBlock status="default" title={t("progress.todo.loadFailed")} description={todo.error.message}>
          <Button color="primary" onClick={() => void todo.refetch()} data-testid="todo-retry">
            {t("progress.todo.retry")}
          </Button>
        </ErrorBlock>
      </div>
    );
  return (
    <div className="eos-todo-m-state" data-testid="todo-empty">
      <ErrorBlock
        status="empty"
        title={t("progress.todo.empty")}
        description={t("progress.todo.emptyHint")}
      />
    </div>
  );
}

/** The phone home's to-do list: large rows, tapping opens the phone filler with the task. */
export function MobileTodoList({ parent = false }: { parent?: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const todo = useTodo(parent);
  const now = useNow();
  const list = todo.data ?? [];
  const row = (item: TodoItem) => {
    const deadline = describeDeadline(t, item.deadline, now, langOf(i18n.language));
    const pending = item.fillerType === 1 ? null : pendingText(t, item.pending);
    return (
      <List.Item
        key={item.taskId}
        className="eos-todo-m-row"
        onClick={() => void navigate(todoHref(item, "phone"))}
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
        data-testid={`todo-item-${item.taskId}`}
      >
        {item.taskName}
      </List.Item>
    );
  };
  return (
    <section className="eos-todo-m" data-testid="todo-list">
      {list.length > 0 ? (
        <List header={t("progress.todo.title")}>{list.map(row)}</List>
      ) : (
        <>
          <h2 className="eos-todo-m__title">{t("progress.todo.title")}</h2>
          <TodoState todo={todo} />
        </>
      )}
    </section>
  );
}
