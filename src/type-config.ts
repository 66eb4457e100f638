/**
 * Type configuration for the Foundry type package: the system's code runs after `init` (settings,
 * CONFIG) and mostly after `ready`, so `game` is typed as fully initialised.
 */
declare module "fvtt-types/configuration" {
  interface AssumeHookRan {
    ready: never;
  }
}

export {};
