import { useNavigate, useParams, useSearchParams } from "react-router";
import { FillLoader } from "./FillLoader.tsx";
import { FillSession } from "./FillSession.tsx";
import { prefetchFillable } from "./fillerApi.ts";
import { readFillParams, readTaskId } from "./fillParams.ts";
import { useTaskFinish } from "./useTaskFinish.ts";

// Opened directly at a fill address: request the definition now, while the console layout starts up.
const opened = /^\/admin\/forms\/(\d+)\/fill\/?$/.exec(globalThis.location?.pathname ?? "");
if (opened) {
  const search = new URLSearchParams(location.search);
  prefetchFillable(Number(opened[1]), readFillParams(search).formValId, readTaskId(search));
}

/**
 * /admin/forms/:id/fill inside the console: fill, edit (?formValId=V) or read (?mode=query); with ?taskId=
 * (from the to-do list) the fill belongs to that task and goes back home once submitted.
 */
export function FillPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { formValId, mode, customForm } = readFillParams(search);
  const taskId = readTaskId(search);
  const finishTask = useTaskFinish("/admin");
  return (
    <div className="eos-page eos-fill-pc-page" style={{ maxWidth: 880, margin: "0 auto", width: "100%" }}>
      <FillLoader formId={Number(id)} formValId={formValId} taskId={taskId}>
        {({ data, again, round, matched }) => (
          <FillSession
            key={round}
            data={data}
            device="pc"
            mode={mode}
            customForm={customForm}
            matched={matched}
            taskId={taskId}
            onSubmitted={taskId === null ? undefined : finishTask}
            onAgain={again}
            onBack={() => navigate(-1)}
          />
        )}
      </FillLoader>
    </div>
  );
}
