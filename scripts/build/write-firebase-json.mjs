// @ts-check
// `npm run hosting:config` (also `hosting:rewrites` and `hosting:csp`): writes firebase.json from
// its inputs (scripts/build/firebase-config.mjs). Run it after adding or changing a page that is
// not prerendered, a function rewrite, a header or the CSP.
import { writeFileSync } from 'node:fs';
import { firebaseJsonFile, generatedFirebaseJson } from './firebase-config.mjs';

const text = await generatedFirebaseJson();
writeFileSync(firebaseJsonFile, text);
const { hosting } = JSON.parse(text);
console.log(
  `firebase.json: ${hosting.rewrites.length} Hosting rewrites, ${hosting.headers.length} header rules.`,
);
