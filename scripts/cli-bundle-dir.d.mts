/** Types of cli-bundle-dir.mjs, for the tests that look at the bundle. */
export const ROOT: string;
export const BUNDLE_DIR: string;
