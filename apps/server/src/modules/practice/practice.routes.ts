import {
  envelopeOf,
  ok,
  pageOf,
  pageQuerySchema,
  practiceActivityIdSchema,
  practiceActivityInputSchema,
  practiceActivityQuerySchema,
  practiceActivitySchema,
  practiceAddScoreSchema,
  practiceBatchResultSchema,
  practiceBatchScoreSchema,
  practiceCanJoinUserQuerySchema,
  practiceCanJoinUserSchema,
  practiceChartSchema,
  practiceIdSchema,
  practiceOrgTreeSchema,
  practiceScoreDetailSchema,
  practiceStudentActivitySchema,
  practiceTaskQuerySchema,
  practiceTaskSchema,
  practiceUserScoreQuerySchema,
  practiceUserScoreSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { readImportUpload } from "../org/index.ts";
import {
  activityDetail,
  listActivities,
  listTasks,
  orgTree,
  type PracticeDeps,
  removeActivity,
  saveActivity,
  setActivityOpened,
} from "./activity.service.ts";
import {
  activityChart,
  canJoinUsers,
  saveScores,
  saveScoresFromSheet,
  scoreDetail,
  userScores,
} from "./score.service.ts";
import { quitActivity, signUp, studentActivities } from "./signup.service.ts";

const tags = ["Practice activities"];
const T = "/v3/course/act/practice/teacher";
const S = "/v3/course/act/practice/student";
const managers = {
  access: { kind: "user" as const, roles: ["tea" as const], code: "practice.manage" as const },
};
const students = { access: { kind: "user" as const, roles: ["stu" as const] } };
const nothing = envelopeOf(z.null());

/**
 * Practice activities (SPEC 7): teachers holding practice.manage (administrators hold every code) create,
 * open, remove and score activities; students sign up and quit (CONTRACT.md "Practice activities").
 */
export const practiceRoutes =
  (deps: PracticeDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${T}/pageActivity`,
      {
        config: managers,
        schema: {
          tags,
          summary: "The school's activities, paged (sort by name, maxNum, joinedNum or createdAt)",
          querystring: practiceActivityQuerySchema,
          response: { 200: envelopeOf(pageOf(practiceActivitySchema)) },
        },
      },
      async (req) => ok(await listActivities(deps, authOf(req), req.query)),
    );
    app.post(
      `${T}/addActivity`,
      {
        config: managers,
        schema: {
          tags,
          summary:
            "Add an activity (with id: edit it). joinTimeType 0 no limit, 1 opened by hand (starts closed), " +
            "2 from joinStart to joinEnd (YYYY-MM-DD HH:mm, the school's zone); maxNum 0: no limit",
          body: practiceActivityInputSchema,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await saveActivity(deps, authOf(req), req.body)),
    );
    for (const [path, opened] of [
      ["openActivity", true],
      ["closeActivity", false],
    ] as const)
      app.post(
        `${T}/${path}`,
        {
          config: managers,
          schema: {
            tags,
            summary: `${opened ? "Open" : "Close"} a type-1 activity's sign-up by hand`,
            body: practiceIdSchema,
            response: { 200: nothing },
          },
        },
        async (req) => {
          await setActivityOpened(deps, authOf(req), req.body.id, opened);
          return ok(null);
        },
      );
    app.post(
      `${T}/removeActivity`,
      {
        config: managers,
        schema: {
          tags,
          summary: "Remove an activity with its tasks, sign-ups and scores",
          body: practiceIdSchema,
          response: { 200: nothing },
        },
      },
      async (req) => {
        await removeActivity(deps, authOf(req), req.body.id);
        return ok(null);
      },
    );
    app.get(
      `${T}/detailActivity`,
      {
        config: managers,
        schema: {
          tags,
          summary: "One activity: places, those taken, window, org units",
          querystring: practiceIdSchema,
          response: { 200: envelopeOf(practiceActivitySchema) },
        },
      },
      async (req) => ok(await activityDetail(deps, authOf(req), req.query.id)),
    );
    app.get(
      `${T}/pageTask`,
      {
        config: managers,
        schema: {
          tags,
          summary: "An activity's tasks, in order",
          querystring: practiceTaskQuerySchema,
          response: { 200: envelopeOf(pageOf(practiceTaskSchema)) },
        },
      },
      async (req) => ok(await listTasks(deps, authOf(req), req.query)),
    );
    app.get(
      `${T}/getActivityScoreDetail`,
      {
        config: managers,
        schema: {
          tags,
          summary: "An activity's score figures: joined, scored, average, highest, lowest",
          querystring: practiceActivityIdSchema,
          response: { 200: envelopeOf(practiceScoreDetailSchema) },
        },
      },
      async (req) => ok(await scoreDetail(deps, authOf(req), req.query.activityId)),
    );
    app.get(
      `${T}/pageUserScore`,
      {
        config: managers,
        schema: {
          tags,
          summary: "An activity's participants with their scores, paged (sortField score)",
          querystring: practiceUserScoreQuerySchema,
          response: { 200: envelopeOf(pageOf(practiceUserScoreSchema)) },
        },
      },
      async (req) => ok(await userScores(deps, authOf(req), req.query)),
    );
    app.post(
      `${T}/addUserScore`,
      {
        config: managers,
        schema: {
          tags,
          summary: "Score one participant (0–100, two decimals)",
          body: practiceAddScoreSchema,
          response: { 200: envelopeOf(practiceBatchResultSchema) },
        },
      },
      async (req) => {
        const { activityId, ...score } = req.body;
        return ok(await saveScores(deps, authOf(req), { activityId, scores: [score] }));
      },
    );
    app.post(
      `${T}/batchAddUserScore`,
      {
        config: managers,
        schema: {
          tags,
          summary: "Score many participants at once, all or none",
          body: practiceBatchScoreSchema,
          response: { 200: envelopeOf(practiceBatchResultSchema) },
        },
      },
      async (req) => ok(await saveScores(deps, authOf(req), req.body)),
    );
    app.post(
      `${T}/batchAddUserScore/xlsx`,
      {
        config: managers,
        schema: {
          tags,
          summary:
            "Score participants from an .xlsx file (multipart field `file`; columns 学号/Student no., 成绩/Score, " +
            "评语/Comment optional). Any problem refuses the sheet, every problem listed by row",
          querystring: practiceActivityIdSchema,
          response: { 200: envelopeOf(practiceBatchResultSchema) },
        },
      },
      async (req) => {
        const { data } = await readImportUpload(req, undefined);
        return ok(await saveScoresFromSheet(deps, authOf(req), req.query.activityId, data, languageOf(req)));
      },
    );
    app.get(
      `${T}/getActivityChart`,
      {
        config: managers,
        schema: {
          tags,
          summary: "Participation per class (may join, joined, scored) and the score bands",
          querystring: practiceActivityIdSchema,
          response: { 200: envelopeOf(practiceChartSchema) },
        },
      },
      async (req) => ok(await activityChart(deps, authOf(req), req.query.activityId)),
    );
    app.get(
      `${T}/pageCanJoinUser`,
      {
        config: managers,
        schema: {
          tags,
          summary: "Students of the activity's classes and grades who have not signed up, paged",
          querystring: practiceCanJoinUserQuerySchema,
          response: { 200: envelopeOf(pageOf(practiceCanJoinUserSchema)) },
        },
      },
      async (req) => ok(await canJoinUsers(deps, authOf(req), req.query)),
    );
    app.get(
      `${T}/listOrgTreeBean`,
      {
        config: managers,
        schema: {
          tags,
          summary: "The school's grades with their classes, to choose who may join",
          response: { 200: envelopeOf(practiceOrgTreeSchema) },
        },
      },
      async (req) => ok(await orgTree(deps.db, authOf(req).schoolId)),
    );
    app.post(
      `${S}/signUp`,
      {
        config: students,
        schema: {
          tags,
          summary:
            "Sign up (again: nothing changes). Full: HTTP 200, success false, -2001; outside the activity's " +
            "classes and grades: 403; outside the join window: refused with the reason",
          body: practiceActivityIdSchema,
          response: { 200: nothing },
        },
      },
      async (req) => ok(await signUp(deps, authOf(req), req.body.activityId)),
    );
    app.post(
      `${S}/quitActivity`,
      {
        config: students,
        schema: {
          tags,
          summary: "Quit an activity, freeing the place (not once scored)",
          body: practiceActivityIdSchema,
          response: { 200: nothing },
        },
      },
      async (req) => ok(await quitActivity(deps, authOf(req), req.body.activityId)),
    );
    for (const [path, joined] of [
      ["pageJoinActivity", true],
      ["pageCanJoinActivity", false],
    ] as const)
      app.get(
        `/app/course/act/practice/${path}`,
        {
          config: students,
          schema: {
            tags,
            summary: joined
              ? "The activities the student has joined, with their scores"
              : "The activities of the student's class or grade they have not joined, with why they may not",
            querystring: pageQuerySchema,
            response: { 200: envelopeOf(pageOf(practiceStudentActivitySchema)) },
          },
        },
        async (req) => ok(await studentActivities(deps, authOf(req), { ...req.query, joined })),
      );
  };
