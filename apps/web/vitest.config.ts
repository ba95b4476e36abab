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
    setupFiles: ["src/test/setup.ts"],
  },
});
