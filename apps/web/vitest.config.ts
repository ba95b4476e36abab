import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  resolve: { dedupe: ["react", "react-dom"] },
  test: {
    name: "web",
    root: import.meta.dirname,
    environment: "jsdom",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    env: { TZ: "UTC" },
    // A hang guard, not a speed target: a first antd page in jsdom takes 20–30 s on a busy 2-core machine.
    testTimeout: 90_000,
    // WEB_TESTS_SHARED=1: files share a worker's jsdom and loaded libraries (React, antd), whose import for every
    // file is most of this project's time (about half its CPU in a measurement under load); each file still gets
    // the app's own modules afresh (freshAppModules.ts runs first) and a clean document (setup.ts). Opt-in until a
    // whole web run passes that way on a quiet machine; then it becomes the default.
    isolate: process.env.WEB_TESTS_SHARED !== "1",
    setupFiles:
      process.env.WEB_TESTS_SHARED === "1"
        ? ["src/test/freshAppModules.ts", "src/test/setup.ts"]
        : ["src/test/setup.ts"],
    sequence: { setupFiles: "list" },
  },
});
