import type { AppOpen } from "@eos/contracts";
import { Button, Result, Spin } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { ApiError } from "../../api/ApiError.ts";
import { requestTrustCode } from "../identity/index.ts";
import { fetchAppToOpen } from "./centerApi.ts";
import "./center.css";

type State =
  | { kind: "opening" }
  | { kind: "tab"; app: AppOpen }
  | { kind: "failed"; status: number; message: string };

/** Where an app goes once the dispatcher knows it: a path in this app, or an address to leave for. */
const destinationOf = async (app: AppOpen): Promise<{ path?: string; href?: string; tab?: true }> => {
  if (app.opensIn === "route") return { path: app.target };
  if (app.opensIn === "iframe") return { path: `/TMS/iframeView?url=${encodeURIComponent(app.target)}` };
  if (app.opensIn === "tab") return { tab: true };
  const issued = await requestTrustCode(app.code ?? String(app.id), app.target);
  return { path: issued.redirectUrl };
};

/**
 * /app/:id, the one dispatcher of the app centre (id or code): a built-in feature opens in this app, an
 * allow-listed link in the iframe view, another link in a new tab, a trust app through a trust code.
 */
export function AppDispatchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const [state, setState] = useState<State>({ kind: "opening" });

  useEffect(() => {
    let live = true;
    const ref = /^\d+$/.test(id) ? { id: Number(id) } : { code: id };
    fetchAppToOpen(ref)
      .then(async (app) => {
        const to = await destinationOf(app);
        if (!live) return;
        if (to.path) void navigate(to.path, { replace: true });
        else {
          window.open(app.target, "_blank", "noopener,noreferrer");
          setState({ kind: "tab", app });
        }
      })
      .catch((e: unknown) => {
        if (!live) return;
        const status = e instanceof ApiError ? (e.status ?? 500) : 500;
        setState({ kind: "failed", status, message: e instanceof Error ? e.message : String(e) });
      });
    return () => {
      live = false;
    };
  }, [id, navigate]);

  if (state.kind === "opening")
    return (
      <div className="eos-app-dispatch" data-testid="app-dispatch">
        <Spin />
        <p>{t("center.dispatch.opening")}</p>
      </div>
    );
  if (state.kind === "tab")
    return (
      <Result
        status="info"
        title={t("center.dispatch.newTab")}
        extra={
          <Button type="primary" href={state.app.target} target="_blank" rel="noopener noreferrer">
            {t("center.dispatch.openAgain")}
          </Button>
        }
        data-testid="app-dispatch-tab"
      />
    );
  return (
    <Result
      status={state.status === 403 ? "403" : state.status === 404 ? "404" : "error"}
      title={state.status === 403 ? t("center.dispatch.refused") : t("center.dispatch.failed")}
      subTitle={state.message}
      extra={<Button onClick={() => void navigate(-1)}>{t("center.dispatch.back")}</Button>}
      data-testid="app-dispatch-failed"
    />
  );
}
