import { ArrowLeftOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Button, Result, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { centerKeys, fetchTemplate } from "./centerApi.ts";
import "./center.css";

const hostsOf = (url: string) => {
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:"
      ? [u.host.toLowerCase(), u.hostname.toLowerCase()]
      : [];
  } catch {
    return [];
  }
};

/** /TMS/iframeView?url=: an external app inside this site, only for hosts on the school's allow-list. */
export function IframeViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const url = params.get("url") ?? "";
  const template = useQuery({ queryKey: centerKeys.template, queryFn: fetchTemplate });
  if (template.isPending) return <Spin style={{ display: "block", margin: 48 }} />;
  const allowed = hostsOf(url).some((h) => template.data?.iframeHosts.includes(h));
  if (!allowed)
    return (
      <Result
        status="warning"
        title={t("center.iframe.notAllowed")}
        extra={
          hostsOf(url).length > 0 ? (
            <Button href={url} target="_blank" rel="noopener noreferrer">
              {t("center.dispatch.openAgain")}
            </Button>
          ) : undefined
        }
        data-testid="iframe-view-refused"
      />
    );
  return (
    <div className="eos-iframe-view" data-testid="iframe-view">
      <div className="eos-iframe-view__bar">
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => void navigate(-1)}
          aria-label={t("center.dispatch.back")}
        />
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t("center.iframe.openOutside")}
        </a>
      </div>
      <iframe
        className="eos-iframe-view__frame"
        src={url}
        title={url}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
