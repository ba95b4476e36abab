import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ActionSheet, Button, Toast } from "antd-mobile";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchMyChildren, type MyChild, switchChild } from "../api/parentChildren.ts";
import "./account.css";

const detailOf = (t: TFunction, child: MyChild) =>
  t("account.children.detail", { className: child.className, studentNo: child.studentNo });

/** A parent's current child, and (with several children) switching to another without signing in again. */
export function ChildSwitcher() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const children = useQuery({ queryKey: ["myChildren"], queryFn: fetchMyChildren });
  const list = children.data ?? [];
  const current = list.find((c) => c.current);
  if (!current) return null;

  const choose = async (child: MyChild) => {
    setOpen(false);
    if (child.current) return;
    await switchChild(child.id);
    await client.invalidateQueries({ queryKey: ["myChildren"] });
    Toast.show({ content: t("account.children.switched", { name: child.name }) });
  };

  return (
    <section
      className="eos-child-switcher"
      aria-label={t("account.children.label")}
      data-testid="child-switcher"
    >
      <div>
        <div className="eos-child-switcher__detail">{t("account.children.label")}</div>
        <div className="eos-child-switcher__name" data-testid="current-child">
          {current.name}
        </div>
        <div className="eos-child-switcher__detail">{detailOf(t, current)}</div>
      </div>
      {list.length > 1 ? (
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => setOpen(true)}
          data-testid="switch-child"
        >
          {t("account.children.switch")}
        </Button>
      ) : null}
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        cancelText={t("account.children.cancel")}
        actions={list.map((child) => ({
          key: child.id,
          text: <span data-testid={`child-option-${child.id}`}>{child.name}</span>,
          description: detailOf(t, child),
          bold: child.current,
          onClick: () => void choose(child),
        }))}
      />
    </section>
  );
}
