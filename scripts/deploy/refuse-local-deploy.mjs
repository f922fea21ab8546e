// @ts-check
// firebase.json's Hosting predeploy hook. firebase.json carries the local CSP, which lets pages
// reach the Auth emulator; it must never reach production, so a plain `firebase deploy` stops here.
// firebase.deploy.json (written by `npm run deploy:config`) leaves this hook out.
console.error(
  'firebase.json is the local configuration (its CSP allows the Auth emulator). Deploy with ' +
    '`npm run deploy`, or `npm run deploy:config && npx firebase deploy --config firebase.deploy.json`.',
);
process.exit(1);
