// @ts-check
// Kept for its old name: firebase.json is now generated whole, rewrites, headers and CSP together
// (scripts/build/write-firebase-json.mjs, `npm run hosting:config`).
import './build/write-firebase-json.mjs';
