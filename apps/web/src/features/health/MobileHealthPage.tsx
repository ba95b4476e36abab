import {
  type HealthBaseInfo,
  type HealthRecord,
  type HealthSaveResult,
  type HealthSymptom,
  healthSymptoms,
} from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, DotLoading, ErrorBlock, Input, List, Selector, Tag, Toast } from "antd-mobile";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchBaseInfo, fetchRecords, fetchRoster, healthKeys, saveChecks } from "./healthApi.ts";

type Entry = { temperature: string; symptoms: HealthSymptom[] };

/** °C, 34.0–43.0, one decimal at most (as the server checks). */
export const validTemperature = (text: string) =>
  /^\d{2}(\.\d)?$/.test(text.trim()) && Number(text) >= 34 && Number(text) <= 43;

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock
      status="default"
      title={t("health.loadFailed")}
      description={
        <Button size="small" onClick={onRetry}>
          {t("health.retry")}
        </Button>
      }
    />
  );
}

/** A teacher or the nurse records a class's morning check: temperature and symptom chips per student. */
function RecordSheet({ info }: { info: HealthBaseInfo }) {
  const { t } = useTranslation();
  const [classId, setClassId] = useState<number | undefined>(
    (info.classes.find((c) => c.leader) ?? info.classes[0])?.classId,
  );
  const [entries, setEntries] = useState<Record<number, Entry>>({});
  const [result, setResult] = useState<HealthSaveResult | null>(null);
  const [saving, setSaving] = useState(false);
  const roster = useQuery({
    queryKey: healthKeys.roster(classId ?? 0),
    queryFn: () => fetchRoster(classId as number),
    enabled: classId !== undefined,
  });
  useEffect(() => {
    setEntries({});
    setResult(null);
  }, [classId]);

  if (info.classes.length === 0)
    return <ErrorBlock status="empty" title={t("health.mobile.noClasses")} description="" />;
  const entryOf = (id: number): Entry => entries[id] ?? { temperature: "", symptoms: [] };
  const change = (id: number, patch: Partial<Entry>) =>
    setEntries((old) => ({ ...old, [id]: { ...entryOf(id), ...patch } }));
  const filled = Object.entries(entries).filter(([, e]) => e.temperature.trim() !== "");
  const refusedOf = new Map(
    (result?.results ?? []).filter((r) => r.status === "refused").map((r) => [r.studentId, r.reason ?? ""]),
  );

  const save = async () => {
    if (classId === undefined || !roster.data) return;
    if (filled.length === 0) {
      Toast.show({ content: t("health.mobile.nothing") });
      return;
    }
    if (filled.some(([, e]) => !validTemperature(e.temperature))) {
      Toast.show({ content: t("health.mobile.badTemperature") });
      return;
    }
    setSaving(true);
    try {
      const answer = await saveChecks({
        classId,
        day: roster.data.day,
        records: filled.map(([id, e]) => ({
          studentId: Number(id),
          temperature: Number(e.temperature),
          symptoms: e.symptoms,
          note: "",
        })),
      });
      setResult(answer);
      Toast.show({ content: t("health.mobile.saved", { stored: answer.stored, alerts: answer.alerts }) });
      const refused = new Set(answer.results.filter((r) => r.status === "refused").map((r) => r.studentId));
      setEntries((old) => Object.fromEntries(Object.entries(old).filter(([id]) => refused.has(Number(id)))));
      await roster.refetch();
    } catch (err) {
      Toast.show({ content: err instanceof Error && err.message ? err.message : t("health.mobile.failed") });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-testid="health-record-sheet">
      <div style={{ padding: "8px 12px" }}>
        <Selector
          columns={2}
          options={info.classes.map((c) => ({ label: c.className, value: c.classId }))}
          value={classId === undefined ? [] : [classId]}
          onChange={(v) => v.length && setClassId(v[0])}
          data-testid="health-class"
        />
      </div>
      {roster.isLoading ? (
        <DotLoading />
      ) : roster.isError ? (
        <Failed onRetry={() => void roster.refetch()} />
      ) : roster.data && roster.data.students.length === 0 ? (
        <ErrorBlock status="empty" title={t("health.records.empty")} description="" />
      ) : roster.data ? (
        <>
          {refusedOf.size > 0 ? (
            <List header={t("health.mobile.refusedTitle")} data-testid="health-refused">
              {[...refusedOf].map(([id, reason]) => (
                <List.Item
                  key={id}
                  description={reason}
                  data-testid={`health-refused-${id}`}
                  style={{ color: "#b45309" }}
                >
                  {roster.data.students.find((s) => s.studentId === id)?.name ?? id}
                </List.Item>
              ))}
            </List>
          ) : null}
          <List header={t("health.mobile.day", { day: roster.data.day })}>
            {roster.data.students.map((s) => {
              const e = entryOf(s.studentId);
              const bad = e.temperature.trim() !== "" && !validTemperature(e.temperature);
              return (
                <List.Item
                  key={s.studentId}
                  data-testid={`health-student-${s.studentId}`}
                  description={
                    <Selector
                      multiple
                      columns={4}
                      style={{ "--padding": "4px 6px", fontSize: 12 } as React.CSSProperties}
                      options={healthSymptoms.map((k) => ({ label: t(`health.symptoms.${k}`), value: k }))}
                      value={e.symptoms}
                      onChange={(v) => change(s.studentId, { symptoms: v })}
                      data-testid={`health-symptoms-${s.studentId}`}
                    />
                  }
                  extra={
                    <Input
                      type="number"
                      inputMode="decimal"
                      placeholder={
                        s.record
                          ? String(s.record.temperature)
                          : s.recorded
                            ? t("health.mobile.recorded")
                            : "36.5"
                      }
                      value={e.temperature}
                      onChange={(v) => change(s.studentId, { temperature: v })}
                      aria-label={`${s.name} ${t("health.mobile.temperature")}`}
                      aria-invalid={bad}
                      style={
                        {
                          width: 72,
                          "--text-align": "right",
                          "--color": bad ? "#dc2626" : undefined,
                        } as React.CSSProperties
                      }
                      data-testid={`health-temp-${s.studentId}`}
                    />
                  }
                >
                  <span data-testid={`health-name-${s.studentId}`}>{s.name}</span>{" "}
                  {!s.consent ? (
                    <Tag color="warning" data-testid={`health-noconsent-${s.studentId}`}>
                      {t("health.mobile.consentMissing")}
                    </Tag>
                  ) : s.recorded ? (
                    <Tag
                      color={
                        s.record &&
                        (s.record.temperature >= info.setting.feverAt ||
                          s.record.symptoms.some((x) => info.setting.alertSymptoms.includes(x)))
                          ? "danger"
                          : "success"
                      }
                      data-testid={`health-recorded-${s.studentId}`}
                    >
                      {s.record ? `${s.record.temperature.toFixed(1)}℃` : t("health.mobile.recorded")}
                    </Tag>
                  ) : null}
                </List.Item>
              );
            })}
          </List>
          <div style={{ padding: 12, position: "sticky", bottom: 0, background: "#fff" }}>
            <Button
              block
              color="primary"
              loading={saving}
              onClick={() => void save()}
              data-testid="health-save"
            >
              {t("health.mobile.save", { n: filled.length })}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}

const recordLine = (r: HealthRecord, symptom: (s: HealthSymptom) => string) =>
  [`${r.temperature.toFixed(1)}℃`, r.symptoms.map(symptom).join("、")].filter(Boolean).join(" · ");

/** A parent's children: today's check and the last two weeks. */
function ChildView({ info }: { info: HealthBaseInfo }) {
  const { t } = useTranslation();
  const from = dayjs(info.today).subtract(13, "day").format("YYYY-MM-DD");
  const symptom = (s: HealthSymptom) => t(`health.symptoms.${s}`);
  const recent = useQuery({
    queryKey: ["health-child-recent", info.children.map((c) => c.studentId).join(","), info.today],
    queryFn: async () =>
      Promise.all(
        info.children
          .filter((c) => c.consent)
          .map(async (c) => ({
            studentId: c.studentId,
            list: (await fetchRecords({ studentId: c.studentId, from, to: info.today, page: 1, size: 14 }))
              .list,
          })),
      ),
  });
  if (info.children.length === 0)
    return <ErrorBlock status="empty" title={t("health.mobile.noChildren")} description="" />;
  return (
    <div data-testid="health-children">
      {info.children.map((c) => (
        <List
          key={c.studentId}
          header={[c.name, c.className].filter(Boolean).join(" · ")}
          data-testid={`health-child-${c.studentId}`}
        >
          {!c.consent ? (
            <List.Item>{t("health.mobile.noConsent")}</List.Item>
          ) : (
            <>
              <List.Item
                extra={c.today?.overThreshold ? <Tag color="danger">{t("health.records.over")}</Tag> : null}
                data-testid={`health-child-today-${c.studentId}`}
              >
                {t("health.mobile.today")}:{" "}
                {c.today ? recordLine(c.today, symptom) : t("health.mobile.notYet")}
              </List.Item>
              {recent.isLoading ? (
                <List.Item>
                  <DotLoading />
                </List.Item>
              ) : recent.isError ? (
                <Failed onRetry={() => void recent.refetch()} />
              ) : (
                (() => {
                  const list = recent.data?.find((r) => r.studentId === c.studentId)?.list ?? [];
                  return list.length === 0 ? (
                    <List.Item>{t("health.mobile.noRecords")}</List.Item>
                  ) : (
                    list.map((r) => (
                      <List.Item key={r.day} extra={r.day}>
                        {recordLine(r, symptom)}
                      </List.Item>
                    ))
                  );
                })()
              )}
            </>
          )}
        </List>
      ))}
    </div>
  );
}

/** /m/health: teachers and the nurse record the morning check; parents see their children's. */
export function MobileHealthPage() {
  const info = useQuery({ queryKey: healthKeys.info, queryFn: fetchBaseInfo });
  if (info.isLoading) return <DotLoading />;
  if (info.isError || !info.data) return <Failed onRetry={() => void info.refetch()} />;
  return (
    <div className="eos-mobile-page" data-testid="mobile-health">
      {info.data.user.userType === 2 ? <ChildView info={info.data} /> : <RecordSheet info={info.data} />}
    </div>
  );
}
