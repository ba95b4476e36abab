import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/modules/**/*.tables.ts", "./src/platform/*/*.tables.ts"],
  out: "./src/migrations",
});
