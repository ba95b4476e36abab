import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { childrenTodoKey, todoKey } from "../../../api/todoKeys.ts";
import { ui } from "../../../api/ui.ts";

/**
 * After a task's submission: the to-do list is refreshed (the entry goes away), the user is told and taken
 * back home (`/m/` on the phone, `/admin` on PC).
 */
export function useTaskFinish(home: string): () => void {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  return () => {
    void client.invalidateQueries({ queryKey: todoKey });
    void client.invalidateQueries({ queryKey: childrenTodoKey });
    ui().toast(t("progress.filler.taskDone"));
    void navigate(home, { replace: true });
  };
}
