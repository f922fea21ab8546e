// @ts-check
// `npm start`: build, start the local Firebase stack with demo data, print the site URL.
// `npm run dev`: the same plus hot reload (Vite for web, tsc --watch for functions).
// Ctrl-C stops everything it started.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { hostingUrl, rootDir } from '../lib/config.mjs';
import { startStack } from './start-stack.mjs';
import { seedDemoData } from './seed.mjs';

const flags = new Set(process.argv.slice(2));
if (flags.has('--help')) {
  console.log(`Usage: node scripts/stack/start.mjs [--dev] [--no-build] [--no-seed] [--quiet]
  --dev       hot reload: Vite dev server for web, tsc --watch for functions
  --no-build  use the existing functions/lib and web/dist
  --no-seed   start empty (no demo accounts, events or profiles)
  --quiet     do not echo the emulators' own log`);
  process.exit(0);
}
const dev = flags.has('--dev');
const seed = !flags.has('--no-seed');
const bin = (/** @type {string} */ name) => join(rootDir, 'node_modules', '.bin', name);

/** @param {string} command @param {string[]} args */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: rootDir, stdio: 'inherit' });
    child.once('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(' ')} failed`)),
    );
  });
}

/** @type {import('node:child_process').ChildProcess[]} */
const watchers = [];
/** @param {string} command @param {string[]} args @param {string} cwd */
function watch(command, args, cwd) {
  const child = spawn(command, args, { cwd, stdio: 'inherit', detached: true });
  watchers.push(child);
}

async function main() {
  if (!flags.has('--no-build')) await run('npm', ['run', 'build']);
  const stack = await startStack({ quiet: flags.has('--quiet'), demoAccounts: seed });
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack…');
    for (const child of watchers) if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  if (seed) {
    const counts = await seedDemoData();
    console.log(`Demo data: ${counts.events} events, ${counts.profiles} profiles.`);
    console.log(
      'Demo accounts: member@example.com / Member#2026 (member), admin@example.com / Admin#2026 (admin claim).',
    );
  }
  if (dev) {
    watch(
      bin('tsc'),
      ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'],
      join(rootDir, 'functions'),
    );
    watch(bin('vite'), ['--host', '127.0.0.1'], join(rootDir, 'web'));
    console.log(
      '\nDev site (hot reload): http://127.0.0.1:5173  (API through Hosting at ' + hostingUrl + ')',
    );
  }
  console.log(`\nThe site is running at ${hostingUrl}  (Ctrl-C to stop)\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
