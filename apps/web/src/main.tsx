import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { i18nReady } from "./i18n/i18n.ts";
import "./app/global.css";

const container = document.getElementById("root");
// The first paint waits for the language's texts (a few KB): rendering earlier would flash keys.
if (container) {
  void i18nReady.then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
