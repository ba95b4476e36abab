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
    testTimeout: 30_000,
    setupFiles: ["src/test/setup.ts"],
  },
});
