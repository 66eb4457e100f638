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
  // Tables the chat box's words are looked up in answer from their own entries only: a Map (typed
  // `get(): T | undefined`), never a string-keyed record, where "constructor" or "__proto__" would find
  // what every object inherits (issue: /ask constructor rolled odds set to a function).
  {
    files: ["src/chat/commands/**/*.ts", "src/foundry-compat.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "Program > :matches(VariableDeclaration, ExportNamedDeclaration > VariableDeclaration) > VariableDeclarator > Identifier > TSTypeAnnotation TSTypeReference[typeName.name='Record'] > TSTypeParameterInstantiation > TSStringKeyword:first-child",
          message: "A table looked up by typed text is a Map (own entries only), not a Record<string, …>.",
        },
      ],
    },
  },
  {
    files: ["tools/**/*.mjs", "*.config.{js,mjs}", "playground/**/*.mjs"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", URL: "readonly", performance: "readonly", Buffer: "readonly", setTimeout: "readonly", clearTimeout: "readonly", structuredClone: "readonly" },
    },
  },
);
