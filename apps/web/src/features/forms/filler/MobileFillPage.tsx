import type { ValueRecord } from "@eos/contracts";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { getToken, getUserInfo } from "../../../api/session.ts";
import { FillChild } from "../../../components/FillChild.tsx";
import { FillLoader } from "./FillLoader.tsx";
import { FillSession } from "./FillSession.tsx";
import { submitValue } from "./fillerApi.ts";
import { readChildId, readFillParams, readTaskId } from "./fillParams.ts";
import { useTaskFinish } from "./useTaskFinish.ts";

/**
 * /m/form/:id: the same filler in one column with large touch targets; ?taskId= as on PC. A parent's fill of a
 * task names the child it is about (?childId=, else the current child) above the form, and is sent for them.
 */
export function MobileFillPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { formValId, mode, customForm } = readFillParams(search);
  const taskId = readTaskId(search);
  const childId = readChildId(search);
  const finishTask = useTaskFinish("/m/");
  const user = getToken() ? getUserInfo() : null;
  const forChild = user?.roleType === "p" && taskId !== null && formValId === null;
  const submitForChild =
    forChild && childId !== null
      ? (items: ValueRecord[]) => submitValue({ formId: Number(id), items, taskId, childId })
      : undefined;
  return (
    <div className="eos-fill-m-page" style={{ padding: "12px 16px 24px", background: "#fff" }}>
      {forChild ? <FillChild childId={childId} /> : null}
      <FillLoader
        formId={Number(id)}
        formValId={formValId}
        taskId={taskId}
        childId={forChild ? childId : null}
      >
        {({ data, again, round, matched }) => (
          <FillSession
            key={round}
            data={data}
            device="phone"
            mode={mode}
            customForm={customForm}
            matched={matched}
            taskId={taskId}
            childId={forChild ? childId : null}
            submit={submitForChild}
            onSubmitted={taskId === null ? undefined : finishTask}
            onAgain={again}
            onBack={() => navigate("/m/")}
          />
        )}
      </FillLoader>
    </div>
  );
}
