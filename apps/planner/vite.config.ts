import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react-swc";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react({ plugins: [["@lingui/swc-plugin", {}]] }), vanillaExtractPlugin()],
  build: { target: "es2022", sourcemap: true, manifest: true },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
