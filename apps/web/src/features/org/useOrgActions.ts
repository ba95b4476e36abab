import { useQueryClient } from "@tanstack/react-query";
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { type OrgNode, orgTreeQueryKey } from "../../components/orgTree.ts";
import { reorderTree } from "./orgEdit.ts";
import { deleteOrgUnit, saveOrgSort } from "./peopleApi.ts";
import { useWriteAccess } from "./useWriteAccess.ts";

/** Deleting and reordering units; the tree is refetched (and student lists refreshed) after each change. */
export function useOrgActions() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const { noteRefusal } = useWriteAccess();

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: orgTreeQueryKey });
    await queryClient.invalidateQueries({ queryKey: ["people"] });
  };

  const confirmDelete = (node: OrgNode, onDeleted: () => void) => {
    modal.confirm({
      title: t("people.org.deleteTitle", { name: node.label }),
      content: t("people.org.deleteHint"),
      okText: t("people.common.delete"),
      cancelText: t("people.common.cancel"),
      okButtonProps: { danger: true, "data-testid": "confirm-ok" } as never,
      cancelButtonProps: { "data-testid": "confirm-cancel" } as never,
      onOk: async () => {
        try {
          await deleteOrgUnit(node.id);
          void message.success(t("people.org.deleted", { name: node.label }));
          onDeleted();
          await refresh();
        } catch (error) {
          // The client has already shown the server's reason; the unit stays.
          noteRefusal(error);
        }
      },
    });
  };

  const sort = async (pid: number, ids: number[]) => {
    const before = queryClient.getQueryData<OrgNode[]>(orgTreeQueryKey);
    if (before) queryClient.setQueryData(orgTreeQueryKey, reorderTree(before, pid, ids));
    try {
      await saveOrgSort(pid, ids);
      void message.success(t("people.org.sorted"));
    } catch (error) {
      noteRefusal(error);
      if (before) queryClient.setQueryData(orgTreeQueryKey, before);
    } finally {
      await queryClient.invalidateQueries({ queryKey: orgTreeQueryKey });
    }
  };

  return { confirmDelete, sort, refresh };
}
