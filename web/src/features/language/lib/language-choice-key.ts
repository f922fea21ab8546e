/**
 * Where the visitor's language choice is kept in the browser. A module of its own, with no imports,
 * so the end-to-end tests can read the key without loading the app's language table (a CommonJS
 * contract that Playwright's ES-module loader cannot take named imports from).
 */
export const LANGUAGE_CHOICE_KEY = 'siteLanguage';
