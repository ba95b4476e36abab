import { Dialog, Toast, unstableSetRender } from "antd-mobile";
import { createRoot, type Root } from "react-dom/client";
import { installUi } from "../../api/ui.ts";
import { i18n } from "../../i18n/i18n.ts";

type Container = (Element | DocumentFragment) & { __eosRoot?: Root };

let renderReady = false;

/** antd-mobile's Toast and Dialog mount with ReactDOM.render, which React 19 removed: give them createRoot. */
function enableReact19Render(): void {
  if (renderReady) return;
  renderReady = true;
  unstableSetRender((node, container: Container) => {
    container.__eosRoot ??= createRoot(container);
    const root = container.__eosRoot;
    root.render(node);
    return async () => {
      await Promise.resolve();
      root.unmount();
      delete container.__eosRoot;
    };
  });
}

/** Under /m/ the API client's messages use antd-mobile; returns the function that removes the overlay. */
export function installMobileUi(): () => void {
  enableReact19Render();
  return installUi({
    toast: (text) => {
      Toast.show({ content: text, position: "center" });
    },
    confirm: (text) => Dialog.alert({ content: text, confirmText: i18n.t("common.signIn") }),
    listDialog: (title, items) => {
      void Dialog.alert({
        title,
        confirmText: i18n.t("common.back"),
        content: (
          <ul className="eos-error-list">
            {items.map((item, index) => (
              <li key={index}>{item.name ? `${item.name}: ${item.msg}` : item.msg}</li>
            ))}
          </ul>
        ),
      });
    },
  });
}
