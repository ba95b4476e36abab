import { App } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { installUi } from "../api/ui.ts";

/** On PC pages the API client's messages and dialogs are antd's (under /m/ they are antd-mobile's). */
export function UiBridge() {
  const { message, modal } = App.useApp();
  const { t } = useTranslation();
  useEffect(
    () =>
      installUi({
        toast: (text) => void message.error(text),
        confirm: (text) =>
          new Promise<void>((resolve) => {
            modal.warning({ content: text, okText: t("common.signIn"), afterClose: resolve });
          }),
        listDialog: (title, items) => {
          modal.error({
            title,
            content: (
              <ul className="eos-error-list">
                {items.map((item, index) => (
                  <li key={index}>{item.name ? `${item.name}: ${item.msg}` : item.msg}</li>
                ))}
              </ul>
            ),
          });
        },
      }),
    [message, modal, t],
  );
  return null;
}
