// Types for `browser.mjs`, which stays plain JavaScript so it runs before anything is built or
// installed; `playwright.config.ts` is type-checked against these.

export declare const BROWSER_SETTING: 'CHROMIUM_PATH';

export interface MachineFacts {
  env: Record<string, string | undefined>;
  exists(file: string): boolean;
  isExecutable(file: string): boolean;
  isRoot: boolean;
  canSudoWithoutPassword(): boolean;
}

export type BrowserDecision =
  | { kind: 'found'; path: string }
  | { kind: 'invalid-setting'; message: string }
  | { kind: 'install'; message: string; commands: string[][] }
  | { kind: 'missing'; message: string };

export declare function findBrowser(
  facts: MachineFacts,
  options?: { allowInstall?: boolean },
): BrowserDecision;

export declare function systemFacts(env?: Record<string, string | undefined>): MachineFacts;
