import type { TodoItem } from "@eos/contracts";
import { Card, Empty, Skeleton, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { describeDeadline, langOf, levelColor } from "./deadline.ts";
import { pendingText, todoHref } from "./todoLinks.ts";
import { useNow, useTodo } from "./useTodo.ts";
import "./progress.css";

function TodoRow({ item, now }: { item: TodoItem; now: number }) {
  const { t, i18n } = useTranslation();
  const deadline = describeDeadline(t, item.deadline, now, langOf(i18n.language));
  const pending = item.fillerType === 1 ? null : pendingText(t, item.pending);
  return (
    <li className="eos-todo-row">
      <Link to={todoHref(item, "pc")} className="eos-todo-row__link" data-testid={`todo-item-${item.taskId}`}>
        <span className="eos-todo-row__main">
          <span className="eos-todo-row__name">{item.taskName}</span>
          <span className="eos-todo-row__scene">{item.sceneName}</span>
          {pending ? <span className="eos-todo-row__pending">{pending}</span> : null}
        </span>
        <Tag
          color={levelColor[deadline.level]}
          className={`eos-todo-deadline eos-todo-deadline--${deadline.level}`}
        >
          {deadline.text}
        </Tag>
      </Link>
    </li>
  );
}

/** The console home's to-do card: tasks waiting for the signed-in user, each opening its filler. */
export function TodoCard() {
  const { t } = useTranslation();
  const todo = useTodo();
  const now = useNow();
  const list = todo.data ?? [];
  const body = () => {
    if (todo.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
    if (todo.isError)
      return (
        <LoadFailed
          title={t("progress.todo.loadFailed")}
          error={todo.error}
          onRetry={() => void todo.refetch()}
          retryTestId="todo-retry"
        />
      );
    if (list.length === 0)
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <div data-testid="todo-empty">{t("progress.todo.empty")}</div>
              <Typography.Text type="secondary">{t("progress.todo.emptyHint")}</Typography.Text>
            </>
          }
        />
      );
    return (
      <ul className="eos-todo-list">
        {list.map((item) => (
          <TodoRow key={item.taskId} item={item} now={now} />
        ))}
      </ul>
    );
  };
  return (
    <Card
      className="eos-page__card"
      title={
        <Typography.Title level={2} className="eos-card-title">
          {t("progress.todo.title")}
        </Typography.Title>
      }
      extra={list.length > 0 ? <Tag>{t("progress.todo.count", { count: list.length })}</Tag> : null}
    >
      <div data-testid="todo-list">{body()}</div>
    </Card>
  );
}
