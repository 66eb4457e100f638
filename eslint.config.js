import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "packs/", "coverage/", "playground/dist/", ".bench/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.ts"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  // The rules engine imports only itself (the whole stack is checked by tests/architecture/stack.test.ts).
  {
    files: ["src/rules/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["../*"], message: "src/rules/ imports only src/rules/." }] }],
    },
  },
  {
    files: ["src/rules/*/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["../../*"], message: "src/rules/ imports only src/rules/." }] }],
    },
  },
  {
    files: ["tools/**/*.mjs", "*.config.{js,mjs}", "playground/**/*.mjs"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", URL: "readonly", performance: "readonly", Buffer: "readonly", setTimeout: "readonly", clearTimeout: "readonly", structuredClone: "readonly" },
    },
  },
);
