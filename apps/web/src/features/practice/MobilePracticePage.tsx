import type { PracticeStudentActivity } from "@eos/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Dialog, DotLoading, ErrorBlock, Space, Tabs, Tag, Toast } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchMine, practiceKeys, quitActivity, signUp } from "./practiceApi.ts";

/** /m/practice: a student's activities they may join and those they joined; sign up, quit with a confirm. */
export function MobilePracticePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<"canJoin" | "joined">("canJoin");
  const joined = tab === "joined";
  const list = useQuery({ queryKey: practiceKeys.mine(joined), queryFn: () => fetchMine(joined) });
  const client = useQueryClient();
  const failed = (err: unknown) =>
    Toast.show({ content: err instanceof Error && err.message ? err.message : t("practice.mobile.failed") });
  const refresh = () => client.invalidateQueries({ queryKey: practiceKeys.all });
  const join = useMutation({
    mutationFn: (a: PracticeStudentActivity) => signUp(a.id),
    onSuccess: async () => {
      Toast.show({ icon: "success", content: t("practice.mobile.signedUp") });
      await refresh();
    },
    // A full activity answers -2001 with the server's words ("the activity is full").
    onError: async (err) => {
      failed(err);
      await refresh();
    },
  });
  const quit = useMutation({
    mutationFn: (a: PracticeStudentActivity) => quitActivity(a.id),
    onSuccess: async () => {
      Toast.show({ content: t("practice.mobile.quitDone") });
      await refresh();
    },
    onError: failed,
  });
  const confirmQuit = async (a: PracticeStudentActivity) => {
    const sure = await Dialog.confirm({
      content: t("practice.mobile.quitConfirm", { name: a.name }),
      confirmText: t("practice.mobile.quit"),
      cancelText: t("practice.mobile.back"),
    });
    if (sure) quit.mutate(a);
  };

  const body = list.isPending ? (
    <DotLoading />
  ) : list.error ? (
    <ErrorBlock status="default" title={t("practice.mobile.loadFailed")} description={list.error.message} />
  ) : list.data.list.length === 0 ? (
    <ErrorBlock status="empty" title={t("practice.mobile.empty")} description="" />
  ) : (
    <Space direction="vertical" block>
      {list.data.list.map((a) => (
        <Card key={a.id} title={a.name} data-testid={`practice-card-${a.id}`}>
          {a.description ? <p style={{ margin: "0 0 8px" }}>{a.description}</p> : null}
          <p style={{ margin: "0 0 8px", color: "var(--adm-color-weak)" }}>
            {a.maxNum === 0
              ? t("practice.mobile.placesUnlimited", { joined: a.joinedNum })
              : t("practice.mobile.places", { joined: a.joinedNum, max: a.maxNum })}
            {a.joinStart && a.joinEnd ? (
              <>
                <br />
                {t("practice.mobile.window", { start: a.joinStart, end: a.joinEnd })}
              </>
            ) : null}
          </p>
          {a.joined ? (
            <Space align="center" wrap>
              <Tag color={a.score === null ? "default" : "success"}>
                {a.score === null
                  ? t("practice.mobile.notScored")
                  : t("practice.mobile.score", { score: a.score })}
              </Tag>
              {a.score === null ? (
                <Button
                  size="small"
                  color="danger"
                  fill="outline"
                  onClick={() => confirmQuit(a)}
                  data-testid={`practice-quit-${a.id}`}
                >
                  {t("practice.mobile.quit")}
                </Button>
              ) : null}
            </Space>
          ) : (
            <Space align="center" wrap>
              {a.refusal ? <Tag color="warning">{t(`practice.mobile.refusal.${a.refusal}`)}</Tag> : null}
              <Button
                color="primary"
                size="middle"
                disabled={a.refusal !== null && a.refusal !== "full"}
                loading={join.isPending && join.variables?.id === a.id}
                onClick={() => join.mutate(a)}
                data-testid={`practice-signup-${a.id}`}
              >
                {t("practice.mobile.signUp")}
              </Button>
            </Space>
          )}
        </Card>
      ))}
    </Space>
  );

  return (
    <div className="eos-mobile-page" data-testid="mobile-practice-page">
      <Tabs activeKey={tab} onChange={(k) => setTab(k as "canJoin" | "joined")}>
        <Tabs.Tab title={t("practice.mobile.canJoin")} key="canJoin" />
        <Tabs.Tab title={t("practice.mobile.joined")} key="joined" />
      </Tabs>
      <div style={{ padding: 12 }}>{body}</div>
    </div>
  );
}
