import {
  addCurrentInputSchema,
  courseMainInputSchema,
  courseMainQuerySchema,
  courseMainSchema,
  envelopeOf,
  gradeTreeSchema,
  myCoursesSchema,
  ok,
  pageOf,
  pickedPersonSchema,
  pickerQuerySchema,
  sceneOptionSchema,
  termCourseInputSchema,
  termCourseQuerySchema,
  termCourseSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { idParam } from "../../platform/http/params.ts";
import { managers, staff, students } from "./access.ts";
import type { CourseDeps } from "./catalogue.service.ts";
import {
  courseMainDetail,
  pageCourseMainsOf,
  removeCourseMain,
  saveCourseMain,
} from "./course-main.service.ts";
import { gradeTree, myCourses, pickPeople, sceneOptions } from "./picker.service.ts";
import {
  addCurrentByCourseMain,
  pageTermCoursesOf,
  removeTermCourse,
  saveTermCourse,
  termCourseDetail,
  termOf,
} from "./term-course.service.ts";

const tags = ["Courses"];
const done = envelopeOf(z.null());
const idQuery = z.object({ id: idParam });
const savedId = envelopeOf(z.object({ id: z.number() }));

/** /v3/course: course mains, the term's courses made from them, and what their forms pick from. */
export const courseRoutes =
  (deps: CourseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/course/pageCourseMain",
      {
        config: staff,
        schema: {
          tags,
          summary: "A page of course mains (the courses as designed), by name, subject and type; sortable",
          querystring: courseMainQuerySchema,
          response: { 200: envelopeOf(pageOf(courseMainSchema)) },
        },
      },
      async (req) => ok(await pageCourseMainsOf(deps, authOf(req).schoolId, req.query)),
    );
    app.get(
      "/v3/course/detailCourseMain",
      {
        config: staff,
        schema: {
          tags,
          summary: "A course main",
          querystring: idQuery,
          response: { 200: envelopeOf(courseMainSchema) },
        },
      },
      async (req) => ok(await courseMainDetail(deps, authOf(req).schoolId, req.query.id)),
    );
    app.post(
      "/v3/course/addCourseMain",
      {
        config: managers,
        schema: {
          tags,
          summary: "Add a course main, or edit it with its id",
          body: courseMainInputSchema,
          response: { 200: savedId },
        },
      },
      async (req) => ok(await saveCourseMain(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/course/removeCourseMain",
      {
        config: managers,
        schema: {
          tags,
          summary: "Remove a course main; refused while a term's course was made from it",
          body: idQuery,
          response: { 200: done },
        },
      },
      async (req) => {
        await removeCourseMain(deps, authOf(req), req.body.id);
        return ok(null);
      },
    );
    app.get(
      "/v3/course/pageCanSetCurrentMainCourse",
      {
        config: staff,
        schema: {
          tags,
          summary: "Course mains not yet given in the term (the current term unless named)",
          querystring: courseMainQuerySchema.extend({ termId: idParam.optional() }),
          response: { 200: envelopeOf(pageOf(courseMainSchema)) },
        },
      },
      async (req) => {
        const { schoolId } = authOf(req);
        const term = await termOf(deps.db, schoolId, req.query.termId);
        return ok(await pageCourseMainsOf(deps, schoolId, { ...req.query, notInTerm: term.id }));
      },
    );
    app.post(
      "/v3/course/addCurrentByCourseMain",
      {
        config: managers,
        schema: {
          tags,
          summary: "Make the term's courses from course mains, with their teachers and places; all or none",
          body: addCurrentInputSchema,
          response: { 200: envelopeOf(z.object({ ids: z.array(z.number()) })) },
        },
      },
      async (req) => ok(await addCurrentByCourseMain(deps, authOf(req), req.body)),
    );
    app.get(
      "/v3/course/page",
      {
        config: staff,
        schema: {
          tags,
          summary: "A page of the term's courses (the current term unless named); sortable",
          querystring: termCourseQuerySchema,
          response: { 200: envelopeOf(pageOf(termCourseSchema)) },
        },
      },
      async (req) => ok(await pageTermCoursesOf(deps, authOf(req).schoolId, req.query)),
    );
    app.get(
      "/v3/course/detail",
      {
        config: staff,
        schema: {
          tags,
          summary: "A term's course",
          querystring: idQuery,
          response: { 200: envelopeOf(termCourseSchema) },
        },
      },
      async (req) => ok(await termCourseDetail(deps, authOf(req).schoolId, req.query.id)),
    );
    app.post(
      "/v3/course/add",
      {
        config: managers,
        schema: {
          tags,
          summary: "Set a term's course's teachers and places",
          body: termCourseInputSchema,
          response: { 200: savedId },
        },
      },
      async (req) => ok(await saveTermCourse(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/course/remove",
      {
        config: managers,
        schema: {
          tags,
          summary: "Remove a term's course and its leaders",
          body: idQuery,
          response: { 200: done },
        },
      },
      async (req) => {
        await removeTermCourse(deps, authOf(req), req.body.id);
        return ok(null);
      },
    );
    app.get(
      "/v3/course/pageTeacher",
      {
        config: staff,
        schema: {
          tags,
          summary: "Teachers who may be set on a course, by name",
          querystring: pickerQuerySchema,
          response: { 200: envelopeOf(pageOf(pickedPersonSchema)) },
        },
      },
      async (req) => ok(await pickPeople(deps, authOf(req).schoolId, "teacher", req.query)),
    );
    app.get(
      "/v3/course/listScene",
      {
        config: staff,
        schema: {
          tags,
          summary: "Scenes a course main's records may be kept in",
          response: { 200: envelopeOf(z.array(sceneOptionSchema)) },
        },
      },
      async (req) => ok(await sceneOptions(deps, authOf(req).schoolId)),
    );
    app.get(
      "/v3/course/listCourseOrgTreeByType",
      {
        config: staff,
        schema: {
          tags,
          summary: "The school's grades with their classes (a course's grades)",
          querystring: z.object({ type: z.string().max(20).optional() }),
          response: { 200: envelopeOf(gradeTreeSchema) },
        },
      },
      async (req) => ok(await gradeTree(deps, authOf(req).schoolId)),
    );
    app.get(
      "/app/course/mine",
      {
        config: students,
        schema: {
          tags,
          summary: "The signed-in student's clubs and this term's courses of their grade",
          response: { 200: envelopeOf(myCoursesSchema) },
        },
      },
      async (req) => ok(await myCourses(deps, authOf(req))),
    );
  };
