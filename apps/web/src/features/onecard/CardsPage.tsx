import type { OnecardCard, UnknownCard } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { App, Button, Form, Modal, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { formatTime } from "../../components/format.ts";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListCard, ListPage } from "../../components/ListPage.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import {
  type CardQuery,
  fetchCards,
  fetchUnknownCards,
  linkCard,
  onecardKeys,
  searchStudents,
} from "./onecardApi.ts";

/**
 * /admin/onecard/cards: the cards the devices read that no student holds (link one to a student, picked by name
 * or number), and the cards linked so far.
 */
export function CardsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const unknown = useQuery({ queryKey: onecardKeys.unknown, queryFn: fetchUnknownCards });
  const cards = useListQuery<CardQuery, OnecardCard>({ page: 1, size: 20 }, onecardKeys.cards, fetchCards);
  const [linking, setLinking] = useState<string | null>(null);
  const [studentId, setStudentId] = useState<number | undefined>();
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  const [saving, setSaving] = useState(false);

  const find = async (keyword: string) => {
    try {
      setOptions(await searchStudents(keyword.trim()));
    } catch {
      setOptions([]);
    }
  };
  const open = (cardNo: string) => {
    setStudentId(undefined);
    setOptions([]);
    setLinking(cardNo);
  };
  const save = async () => {
    if (!linking || studentId === undefined) return;
    setSaving(true);
    try {
      const r = await linkCard(linking, studentId);
      message.success(t("onecard.cards.linked", { events: r.events }));
      setLinking(null);
      await Promise.all([unknown.refetch(), cards.list.refetch()]);
    } catch {
      // the request has shown why
    } finally {
      setSaving(false);
    }
  };

  return (
    <ListPage<UnknownCard>
      testId="onecard-cards-page"
      header={
        <ConsolePageHeader
          area="console.menu.schoolLife"
          title={t("onecard.cards.title")}
          testId="onecard-cards-title"
        />
      }
      title={t("onecard.cards.unknownTitle")}
      hint={t("onecard.cards.unknownHint")}
      table={{
        list: unknown,
        rows: unknown.data ?? [],
        rowKey: "cardNo",
        failedTitle: t("onecard.cards.loadFailed"),
        empty: t("onecard.cards.unknownEmpty"),
        testId: "onecard-unknown-table",
        columns: [
          { key: "cardNo", title: t("onecard.cards.cardNo"), dataIndex: "cardNo" },
          { key: "first", title: t("onecard.cards.firstSeen"), render: (_, u) => formatTime(u.firstSeenAt) },
          { key: "last", title: t("onecard.cards.lastSeen"), render: (_, u) => formatTime(u.lastSeenAt) },
          { key: "events", title: t("onecard.cards.events"), dataIndex: "events", align: "right" },
          { key: "device", title: t("onecard.cards.device"), render: (_, u) => u.deviceName ?? "—" },
          {
            key: "link",
            title: "",
            render: (_, u) => (
              <Button
                size="small"
                type="primary"
                onClick={() => open(u.cardNo)}
                data-testid={`onecard-link-${u.cardNo}`}
              >
                {t("onecard.cards.link")}
              </Button>
            ),
          },
        ],
      }}
    >
      <ListCard<OnecardCard>
        title={t("onecard.cards.linkedTitle")}
        filters={
          <KeywordSearch
            label={t("onecard.cards.search")}
            onKeyword={cards.search}
            testId="onecard-cards-search"
          />
        }
        table={{
          list: cards.list,
          rows: cards.rows,
          rowKey: "cardNo",
          failedTitle: t("onecard.cards.loadFailed"),
          empty: cards.query.keyword ? t("onecard.cards.noMatch") : t("onecard.cards.linkedEmpty"),
          testId: "onecard-cards-table",
          paging: { page: cards.query.page, size: cards.query.size, total: cards.total },
          totalText: (total) => t("onecard.cards.total", { total }),
          onPage: cards.turn,
          columns: [
            { key: "cardNo", title: t("onecard.cards.cardNo"), dataIndex: "cardNo" },
            { key: "name", title: t("onecard.cards.name"), dataIndex: "studentName" },
            { key: "no", title: t("onecard.cards.studentNo"), dataIndex: "studentNo" },
            { key: "class", title: t("onecard.cards.className"), dataIndex: "className" },
          ],
        }}
      />
      <Modal
        open={linking !== null}
        title={t("onecard.cards.linkTitle", { cardNo: linking ?? "" })}
        okText={t("onecard.cards.save")}
        cancelText={t("onecard.cards.cancel")}
        okButtonProps={{ disabled: studentId === undefined, "data-testid": "onecard-link-save" } as never}
        confirmLoading={saving}
        onOk={save}
        onCancel={() => setLinking(null)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t("onecard.cards.student")} htmlFor="onecard-student">
            <Select
              id="onecard-student"
              showSearch={{ filterOption: false, onSearch: find }}
              value={studentId}
              onChange={setStudentId}
              options={options}
              placeholder={t("onecard.cards.studentSearch")}
              onFocus={() => options.length === 0 && find("")}
              data-testid="onecard-student"
            />
          </Form.Item>
        </Form>
      </Modal>
    </ListPage>
  );
}
