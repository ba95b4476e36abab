import type { FormItem } from "@eos/forms-core";
import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useFillEnv } from "./fillContext.ts";
import type { Scope } from "./fillKeys.ts";
import { ItemList, ItemView } from "./ItemView.tsx";

const columnsOf = (item: FormItem): number => {
  const n = (item.typeJson as { columns?: number }).columns ?? 2;
  return Math.max(1, Math.min(6, n));
};

/** Layout controls: 38 columns, 39 container, 42 pagination, 43 table with 44 cells, 45 tabs. */
export function LayoutView({ item, scope }: { item: FormItem; scope: Scope }) {
  const { device } = useFillEnv();
  const { t } = useTranslation();
  const phone = device === "phone";
  switch (item.type) {
    case 38:
    case 43: {
      const columns = phone ? 1 : columnsOf(item);
      return (
        <div
          className={item.type === 43 ? "eos-fill-columns eos-fill-table" : "eos-fill-columns"}
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {item.childItem.map((child) => (
            <div key={String(child.id)} className="eos-fill-cell">
              <ItemView item={child} scope={scope} />
            </div>
          ))}
        </div>
      );
    }
    case 45:
      return (
        <Tabs
          className="eos-fill-tabs"
          items={item.childItem.map((child) => ({
            key: String(child.id),
            label: child.name,
            forceRender: true,
            children:
              child.childItem.length > 0 ? (
                <ItemList items={child.childItem} scope={scope} />
              ) : (
                <ItemView item={child} scope={scope} />
              ),
          }))}
        />
      );
    case 42:
      return (
        <section className="eos-fill-page">
          {item.name ? <h3 className="eos-fill-section-title">{item.name}</h3> : null}
          <ItemList items={item.childItem} scope={scope} />
        </section>
      );
    case 46:
      return <div className="eos-fill-notice">{t("formsFiller.notSupported", { name: item.name })}</div>;
    default:
      return (
        <div className="eos-fill-container">
          <ItemList items={item.childItem} scope={scope} />
        </div>
      );
  }
}
