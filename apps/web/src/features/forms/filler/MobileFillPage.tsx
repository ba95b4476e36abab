import { useNavigate, useParams, useSearchParams } from "react-router";
import { useTaskFinish } from "../../collection/progress/useTaskFinish.ts";
import { FillLoader } from "./FillLoader.tsx";
import { FillSession } from "./FillSession.tsx";
import { readFillParams, readTaskId } from "./fillParams.ts";

/** /m/form/:id: the same filler in one column with large touch targets; ?taskId= as on PC. */
export function MobileFillPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { formValId, mode, customForm } = readFillParams(search);
  const taskId = readTaskId(search);
  const finishTask = useTaskFinish("/m/");
  return (
    <div className="eos-fill-m-page" style={{ padding: "12px 16px 24px", background: "#fff" }}>
      <FillLoader formId={Number(id)} formValId={formValId} taskId={taskId}>
        {({ data, again, round, matched }) => (
          <FillSession
            key={round}
            data={data}
            device="phone"
            mode={mode}
            customForm={customForm}
            matched={matched}
            taskId={taskId}
            onSubmitted={taskId === null ? undefined : finishTask}
            onAgain={again}
            onBack={() => navigate("/m/")}
          />
        )}
      </FillLoader>
    </div>
  );
}
