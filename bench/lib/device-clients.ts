import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { tsxImportArgs } from "./load.ts";

/**
 * The one-card bench's devices, in a child process: in a school the gates and tills are other machines, so their
 * HTTP clients (building, sending and reading 200-event batches) must not run on the server's event loop, where
 * they would be counted against EOS. Each device sends its batches back to back; the answer is how many events
 * the batches stored and how long it took. The work goes in on stdin and the answer comes out on stdout, as JSON.
 */
type Work = { base: string; path: string; devices: { key: string; batches: unknown[][] }[] };
/** `startedAt`: the wall clock (Date.now()) when the first batch went out, for a clock the parent stops later. */
type Done = { seconds: number; startedAt: number; stored: number; refused: string[] };

const sendAll = async ({ base, path, devices }: Work): Promise<Done> => {
  const refused: string[] = [];
  let stored = 0;
  const startedAt = Date.now();
  const started = performance.now();
  await Promise.all(
    devices.map(async (d) => {
      for (const events of d.batches) {
        const res = await fetch(`${base}${path}`, {
          method: "POST",
          headers: { authorization: `Bearer ${d.key}`, "content-type": "application/json" },
          body: JSON.stringify({ events }),
        });
        const body = (await res.json()) as {
          success: boolean;
          data: { results: { result: string }[] } | null;
        };
        if (!body.success || !body.data) refused.push(`${res.status} ${JSON.stringify(body).slice(0, 200)}`);
        else
          stored += body.data.results.filter(
            (r) => r.result === "stored" || r.result === "unknownCard",
          ).length;
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, startedAt, stored, refused };
};

const self = fileURLToPath(import.meta.url);

if (process.argv[1] === self) {
  let input = "";
  process.stdin.setEncoding("utf8");
  process.stdin.on("data", (chunk: string) => {
    input += chunk;
  });
  process.stdin.on("end", () => {
    void sendAll(JSON.parse(input) as Work).then((done) => process.stdout.write(JSON.stringify(done)));
  });
}

/** Runs the devices' batches in a child process; resolves when every batch is answered. */
export const sendFromChild = (work: Work): Promise<Done> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...tsxImportArgs(), self], { stdio: ["pipe", "pipe", "inherit"] });
    let out = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      out += chunk;
    });
    child.once("error", reject);
    child.once("close", (code) =>
      code === 0
        ? resolve(JSON.parse(out) as Done)
        : reject(new Error(`the devices' process exited with ${code}`)),
    );
    child.stdin.end(JSON.stringify(work));
  });
