import { describe, expect, it } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  leader,
  myClass,
  post,
  setClock,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { noticeOfClass } from "../../../test/demo-growth.ts";
import { evidence, fill, idsByName, scoreOn, scoresOf, tree } from "../../../test/evaluation-fixtures.ts";

useCollectionApp();

const at = (iso: string) => new Date(iso);

describe("archived passports lock the scores under them", () => {
  it("after the notice window closes nothing re-scores the class's students; deleting a rule that scored them is refused; an administrator's audited unarchive lifts the lock", async () => {
    const model = await data(
      post(admin, "/v3/target/add", { name: `Archive ${Math.random()}`, indicators: tree }),
    );
    const ids = idsByName(await data(get(admin, `/v3/target/detail?id=${model.id}`)));
    const { form, sceneId, taskId } = await evidence();
    const minutes = await data(
      post(admin, "/v3/computeRule/save", {
        modelId: model.id,
        indicatorId: ids.Reading,
        name: "Minutes",
        config: { sceneId, kind: "item", itemId: String(form.ids.Minutes), scale: 1 },
      }),
    );
    const fixedRule = { modelId: model.id, indicatorId: ids["Volunteer service"], name: "Per log" };
    const fixed = await data(
      post(admin, "/v3/computeRule/save", { ...fixedRule, config: { sceneId, kind: "fixed", points: 7 } }),
    );
    await t.app.jobs.drain();
    const [a] = myClass;
    await fill(form, taskId, [a.id], 23, "40");
    const scoresOfA = async () => {
      const s = await scoresOf(admin, a.id, model.id);
      return [scoreOn(s, "Reading"), scoreOn(s, "Volunteer service")];
    };
    expect(await scoresOfA()).toEqual([40, 7]);

    // The class's window (the demo's, open since 16 November) is moved to run one day, then it is archived.
    const { term } = await data(get(admin, "/v3/term/current"));
    const { id: noticeId } = await data(
      post(admin, "/v3/passport/notice/save", {
        id: (await noticeOfClass(admin, a.classId, term.schoolYearId))?.id,
        classId: a.classId,
        schoolYearId: term.schoolYearId,
        startsAt: "2026-11-23T03:00:00Z",
        endsAt: "2026-11-24T00:00:00Z",
      }),
    );

    // A new record about the student, a changed rule and a batch run all leave the archived scores alone.
    await fill(form, taskId, [a.id], 25, "10");
    expect(await scoresOfA()).toEqual([40, 7]);
    await data(
      post(admin, "/v3/computeRule/save", {
        id: fixed.id,
        ...fixedRule,
        config: { sceneId, kind: "fixed", points: 9 },
      }),
    );
    await t.app.jobs.drain();
    await data(post(admin, "/v3/computeRule/batchExecute", { modelId: model.id, termId: term.id }));
    await t.app.jobs.drain();
    expect(await scoresOfA()).toEqual([40, 7]);
    const lineage = await data(
      get(admin, `/v3/target/scoreLineage?studentId=${a.id}&termId=${term.id}&indicatorId=${ids.Reading}`),
    );
    expect(JSON.stringify(lineage)).toContain(String(minutes.id));

    // Deleting a rule that scored the archived passport would take its points away: refused, rule kept.
    const refused = await post(admin, "/v3/computeRule/delete", { id: minutes.id }, EN);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false });
    expect(refused.body.errorDesc).toContain("scored archived passports");
    expect((await get(admin, `/v3/computeRule/detail?id=${minutes.id}`)).status).toBe(200);

    // Unarchive: administrators only, to a future end, with a reason; it is audited.
    const reopen = { id: noticeId, endsAt: "2026-12-01T00:00:00Z", reason: "Late certificates" };
    expect((await post(leader, "/v3/passport/notice/unarchive", reopen)).status).toBe(403);
    const past = await post(
      admin,
      "/v3/passport/notice/unarchive",
      { ...reopen, endsAt: "2026-11-24T12:00:00Z" },
      EN,
    );
    expect(past.body.errorDesc).toContain("must end in the future");
    expect((await post(admin, "/v3/passport/notice/unarchive", { ...reopen, reason: " " })).status).toBe(400);
    const reopened = await data(post(admin, "/v3/passport/notice/unarchive", reopen));
    expect(reopened).toMatchObject({ id: noticeId, state: "open", endsAt: "2026-12-01T00:00:00.000Z" });
    const again = await post(admin, "/v3/passport/notice/unarchive", reopen, EN);
    expect(again.body.errorDesc).toContain("not archived");
    const audit = await data(get(admin, "/v3/audit/page?action=passport.unarchive"));
    expect(audit.list).toHaveLength(1);
    expect(audit.list[0].targetName).toContain("Late certificates");

    // The lock lifted, the next run scores what came in meanwhile, on the rule's new version.
    await data(post(admin, "/v3/computeRule/batchExecute", { modelId: model.id, termId: term.id }));
    await t.app.jobs.drain();
    expect(await scoresOfA()).toEqual([50, 18]);
    await data(post(admin, "/v3/computeRule/delete", { id: minutes.id }));
    setClock(at("2026-11-25T02:00:00Z"));
  });
});
