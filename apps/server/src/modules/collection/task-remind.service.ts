import type { Db, Tx } from "../../platform/db/client.ts";
import { fillParams, inBoth, type Lang } from "../../platform/http/i18n.ts";
import { dateTimeFormat } from "../../platform/intl.ts";
import type { SmsProvider } from "../../platform/sms/sms-provider.ts";
import { sendNotices } from "../notice/index.ts";
import { collectionText } from "./collection.messages.ts";
import type { Period } from "./period.ts";
import { type ClassScope, recipientsOfMissing } from "./progress.store.ts";
import type { TaskRow } from "./task.store.ts";
import { fillerText } from "./task-filler.messages.ts";

/** A text message to send once the notices are stored. */
export type PendingText = { phone: string; text: string };

const deadlineText = (end: Date | null, zone: string, lang: Lang) =>
  end
    ? dateTimeFormat(lang, { timeZone: zone, dateStyle: "short", timeStyle: "short" }).format(end)
    : collectionText.noDeadline[lang];

/** Where a reminder opens: the batch filler for teachers about students, else the task's own filler. */
const linkOf = (task: TaskRow) => {
  if (task.fillerType !== 0) return `/m/form/${task.formId}?taskId=${task.id}`;
  return task.subjectType === 0
    ? `/admin/forms/${task.formId}/fill?taskId=${task.id}`
    : `/admin/forms/${task.formId}/batch?taskId=${task.id}`;
};

/**
 * Stores one in-app notice for each person still missing in the period (through `conn`, so a scheduled
 * reminder's notices commit with its claim) and answers the text messages to send where a phone is known.
 * Who: the fillers the task's rules name (or, without rules, everyone it reaches) whose fill is missing.
 */
export const noticeMissing = async (
  conn: Db | Tx,
  p: {
    schoolId: number;
    task: TaskRow;
    period: Period;
    scope: ClassScope;
    classId?: number;
    zone: string;
    lang: Lang;
  },
): Promise<{ notified: number; texts: PendingText[] }> => {
  const { task, lang } = p;
  const recipients = await recipientsOfMissing(conn, {
    schoolId: p.schoolId,
    task,
    start: p.period.start,
    end: p.period.end,
    scope: p.scope,
    classId: p.classId,
  });
  const paramsIn = (l: Lang) => ({ task: task.name, deadline: deadlineText(p.period.end, p.zone, l) });
  const bodyIn = (l: Lang, student: string) =>
    task.subjectType === 0
      ? fillParams(fillerText.remindSelfBody[l], paramsIn(l))
      : fillParams(collectionText.remindBody[l], { ...paramsIn(l), student });
  // A text message has room for one language: the sender's.
  const bodyOf = (student: string) => bodyIn(lang, student);
  const link = linkOf(task);
  const notified = await sendNotices(
    conn,
    p.schoolId,
    recipients.map((r) => ({
      userType: r.userType,
      userId: r.userId,
      title: inBoth((l) => fillParams(collectionText.remindTitle[l], paramsIn(l))),
      body: inBoth((l) => bodyIn(l, r.studentName)),
      link,
    })),
  );
  const texts = recipients.flatMap((r) => (r.phone ? [{ phone: r.phone, text: bodyOf(r.studentName) }] : []));
  return { notified, texts };
};

/** Sends the messages through the provider; answers how many it took (none when no provider is set up). */
export const sendTexts = async (sms: SmsProvider, texts: PendingText[]): Promise<number> => {
  let sent = 0;
  for (const t of texts) {
    try {
      await sms.send({ phone: t.phone, code: "", text: t.text });
      sent++;
    } catch {
      // No provider configured: the in-app notices still went out.
    }
  }
  return sent;
};
