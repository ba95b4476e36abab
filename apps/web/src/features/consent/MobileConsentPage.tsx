import type { ChildConsent, ConsentItem } from "@eos/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Dialog, DotLoading, ErrorBlock, List, Tag, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { fetchMyConsents, giveConsent, withdrawConsent } from "./consentApi.ts";

const tagColor = { given: "success", withdrawn: "warning", none: "default" } as const;

/** /m/consent: a guardian gives or withdraws consent to each kind of each child's sensitive data. */
export function MobileConsentPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({ queryKey: ["consent-mine"], queryFn: fetchMyConsents });
  const change = useMutation({
    mutationFn: (p: { child: ChildConsent; item: ConsentItem; give: boolean }) =>
      p.give ? giveConsent(p.child.studentId, p.item.kind) : withdrawConsent(p.child.studentId, p.item.kind),
    onSuccess: (updated) => {
      client.setQueryData<ChildConsent[]>(["consent-mine"], (old) =>
        (old ?? []).map((c) => (c.studentId === updated.studentId ? updated : c)),
      );
      Toast.show({ content: t("consent.mobile.saved") });
    },
    onError: () => Toast.show({ content: t("consent.mobile.failed") }),
  });

  const onWithdraw = async (child: ChildConsent, item: ConsentItem) => {
    const sure = await Dialog.confirm({
      title: t("consent.mobile.withdrawTitle"),
      content: t("consent.mobile.withdrawBody", {
        child: child.name,
        kind: t(`consent.kinds.${item.kind}`),
      }),
      confirmText: t("consent.mobile.confirm"),
      cancelText: t("consent.mobile.cancel"),
    });
    if (sure) change.mutate({ child, item, give: false });
  };

  if (query.isLoading) return <DotLoading />;
  if (query.isError)
    return (
      <ErrorBlock
        status="default"
        title={t("consent.loadFailed")}
        description={
          <Button size="small" onClick={() => void query.refetch()}>
            {t("consent.retry")}
          </Button>
        }
      />
    );
  const children = query.data ?? [];
  return (
    <div className="eos-mobile-page" data-testid="mobile-consent">
      <p className="eos-mobile-hint" style={{ padding: "12px 16px", margin: 0 }}>
        {t("consent.mobile.intro")}
      </p>
      {children.length === 0 ? (
        <ErrorBlock status="empty" title={t("consent.mobile.noChildren")} description="" />
      ) : (
        children.map((child) => (
          <List
            key={child.studentId}
            header={[child.name, child.className].filter(Boolean).join(" · ")}
            data-testid={`consent-child-${child.studentId}`}
          >
            {child.items.map((item) => (
              <List.Item
                key={item.kind}
                data-testid={`consent-${child.studentId}-${item.kind}`}
                description={
                  <>
                    <div>{t(`consent.kindHints.${item.kind}`)}</div>
                    {item.at && item.byName ? (
                      <div>{t("consent.mobile.since", { time: formatTime(item.at), name: item.byName })}</div>
                    ) : null}
                  </>
                }
                extra={
                  item.state === "given" ? (
                    <Button
                      size="small"
                      fill="outline"
                      color="warning"
                      loading={change.isPending && change.variables?.item.kind === item.kind}
                      onClick={() => void onWithdraw(child, item)}
                      data-testid={`consent-withdraw-${child.studentId}-${item.kind}`}
                    >
                      {t("consent.mobile.withdraw")}
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      color="primary"
                      loading={change.isPending && change.variables?.item.kind === item.kind}
                      onClick={() => change.mutate({ child, item, give: true })}
                      data-testid={`consent-give-${child.studentId}-${item.kind}`}
                    >
                      {t("consent.mobile.give")}
                    </Button>
                  )
                }
              >
                {t(`consent.kinds.${item.kind}`)}{" "}
                <Tag
                  color={tagColor[item.state]}
                  data-testid={`consent-state-${child.studentId}-${item.kind}`}
                >
                  {t(`consent.states.${item.state}`)}
                </Tag>
              </List.Item>
            ))}
          </List>
        ))
      )}
    </div>
  );
}
