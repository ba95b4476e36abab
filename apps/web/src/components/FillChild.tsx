import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { fetchMyChildren } from "../api/parentChildren.ts";
import "./account.css";

type Props = {
  /** The child named in the link (a child's group of the to-do); null: the session's current child. */
  childId: number | null;
};

/** Above a parent's fill of a task: whom the fill is about, by name and class. */
export function FillChild({ childId }: Props) {
  const { t } = useTranslation();
  const children = useQuery({ queryKey: ["myChildren"], queryFn: fetchMyChildren });
  const list = Array.isArray(children.data) ? children.data : [];
  const child = list.find((c) => (childId === null ? c.current : c.id === childId));
  if (!child) return null;
  return (
    <section
      className="eos-child-switcher"
      aria-label={t("account.children.fillFor")}
      data-testid="fill-child"
    >
      <div>
        <div className="eos-child-switcher__detail">{t("account.children.fillFor")}</div>
        <div className="eos-child-switcher__name" data-testid="fill-child-name">
          {child.name}
        </div>
        <div className="eos-child-switcher__detail" data-testid="fill-child-class">
          {t("account.children.detail", { className: child.className, studentNo: child.studentNo })}
        </div>
      </div>
    </section>
  );
}
