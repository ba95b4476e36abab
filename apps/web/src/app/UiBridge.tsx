import { App } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isSafeInternalPath } from "../api/loginPath.ts";
import { setBaseUi } from "../api/ui.ts";

/** Connects the API client's UI side effects to antd's message and modal and to the router. */
export function UiBridge() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(
    () =>
      setBaseUi({
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
        navigate: (url) => {
          if (isSafeInternalPath(url)) void navigate(url);
          else window.location.assign(url);
        },
      }),
    [message, modal, navigate, t],
  );
  return null;
}
