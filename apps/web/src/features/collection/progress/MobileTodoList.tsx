import type { ChildTodo } from "@eos/contracts";
import { Button, DotLoading, ErrorBlock, List } from "antd-mobile";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MobileTodoRow } from "./MobileTodoRow.tsx";
import { useChildrenTodo, useNow, useTodo } from "./useTodo.ts";
import "./progress.css";

type Loading = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
};

/** Loading, failed, or nothing waiting. */
function TodoState({ todo }: { todo: Loading }) {
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
        <ErrorBlock status="default" title={t("progress.todo.loadFailed")} description={todo.error?.message}>
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

/** One child's group on a parent's home: the child's name and class, then their tasks (or a quiet line). */
function ChildGroup({ group, now }: { group: ChildTodo; now: number }) {
  const { t } = useTranslation();
  const { child, items } = group;
  const heading = (
    <h3 className="eos-todo-m__child" data-testid={`todo-child-${child.id}`}>
      {t("progress.todo.childHeading", { name: child.name, className: child.className })}
    </h3>
  );
  return (
    <List header={heading} data-testid={`todo-group-${child.id}`}>
      {items.length > 0 ? (
        items.map((item) => <MobileTodoRow key={item.taskId} item={item} now={now} childId={child.id} />)
      ) : (
        <List.Item className="eos-todo-m__none">{t("progress.todo.childEmpty")}</List.Item>
      )}
    </List>
  );
}

/** A parent's to-do: every child's open tasks, grouped by child, so nothing waits behind the child switcher. */
function ChildrenTodo({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation();
  const todo = useChildrenTodo();
  const now = useNow();
  const groups = todo.data ?? [];
  const waiting = groups.some((g) => g.items.length > 0);
  return (
    <section className="eos-todo-m" data-testid="todo-list">
      <h2 className="eos-todo-m__title">
        {t("progress.todo.title")}
        {extra}
      </h2>
      {waiting ? (
        groups.map((g) => <ChildGroup key={g.child.id} group={g} now={now} />)
      ) : (
        <TodoState todo={todo} />
      )}
    </section>
  );
}

/** A student's or teacher's to-do. */
function OwnTodo({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation();
  const todo = useTodo();
  const now = useNow();
  const list = todo.data ?? [];
  return (
    <section className="eos-todo-m" data-testid="todo-list">
      {list.length > 0 ? (
        <List
          header={
            <span className="eos-todo-m__header">
              {t("progress.todo.title")}
              {extra}
            </span>
          }
        >
          {list.map((item) => (
            <MobileTodoRow key={item.taskId} item={item} now={now} />
          ))}
        </List>
      ) : (
        <>
          <h2 className="eos-todo-m__title">
            {t("progress.todo.title")}
            {extra}
          </h2>
          <TodoState todo={todo} />
        </>
      )}
    </section>
  );
}

/**
 * The phone home's to-do list: large rows, tapping opens the phone filler with the task. `extra` sits beside the
 * list's title (the home's count of what waits).
 */
export function MobileTodoList({ parent = false, extra }: { parent?: boolean; extra?: ReactNode }) {
  return parent ? <ChildrenTodo extra={extra} /> : <OwnTodo extra={extra} />;
}
