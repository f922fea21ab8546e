// @ts-check
// Starts the whole local stack: Firestore (Google's or the embedded Node emulator), then the Auth,
// Functions and Hosting emulators through firebase-tools. Used by `npm start`, `npm run dev` and the
// test runner, so all three run exactly the same stack.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { join } from 'node:path';
import * as config from '../lib/config.mjs';
import { startEmbeddedFirestore } from './embedded-firestore.mjs';
import { chooseFirestore } from './firestore-choice.mjs';
import { ensureCertificateKeys } from '../lib/certificate-keys.mjs';

const firebaseBin = join(config.rootDir, 'node_modules', '.bin', 'firebase');

/** @param {number} port @param {string} host */
function portInUse(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function assertPortsFree() {
  const ports = [
    ['Hosting', config.hosting.port],
    ['Auth', config.auth.port],
    ['Functions', config.functionsEmulator.port],
    ['Firestore', config.firestore.port],
    ['Firestore control', config.firestoreControlPort],
  ];
  for (const [name, port] of ports) {
    if (await portInUse(Number(port), '127.0.0.1')) {
      throw new Error(
        `Port ${port} (${name}) is in use: is another copy of the stack running? Stop it first.`,
      );
    }
  }
}

/**
 * `functionsEnv` reaches the function code only (through the emulators' environment); the test
 * runner uses it to lift the throttles of requests without a client address (throttle-config.ts).
 * @param {{ log?: (line: string) => void, quiet?: boolean, demoAccounts?: boolean, functionsEnv?: Record<string, string> }} [options]
 * @returns {Promise<{ env: Record<string, string>, firestoreKind: string, stop: () => Promise<void> }>}
 */
export async function startStack({
  log = console.log,
  quiet = false,
  demoAccounts = false,
  functionsEnv = {},
} = {}) {
  await assertPortsFree();
  // The Functions emulator reads the certificates' signing key from functions/.secret.local.
  ensureCertificateKeys();
  const choice = chooseFirestore();
  const env = { ...config.stackEnv };
  /** @type {{ close: () => Promise<void> } | null} */
  let embedded = null;
  const only = ['auth', 'functions', 'hosting'];
  if (choice.kind === 'embedded') {
    embedded = await startEmbeddedFirestore({
      port: config.firestore.port,
      controlPort: config.firestoreControlPort,
    });
    Object.assign(env, {
      FIRESTORE_CONTROL_URL: `http://127.0.0.1:${config.firestoreControlPort}`,
    });
    log(
      `Firestore: embedded Node emulator (@firestore-emulator/server) on 127.0.0.1:${config.firestore.port} (${choice.reason}).`,
    );
  } else {
    only.push('firestore');
    log(
      `Firestore: Google's Firestore emulator on 127.0.0.1:${config.firestore.port} (${choice.reason}).`,
    );
  }

  const args = ['emulators:start', '--only', only.join(','), '--project', config.projectId];
  // The demo accounts live in emulator-data/ in the Auth emulator's own export format.
  if (demoAccounts) args.push('--import', 'emulator-data');
  const child = spawn(firebaseBin, args, {
    cwd: config.rootDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...env,
      ...functionsEnv,
      // Offline, firebase-tools blocks ~10 s on every start and reload asking npm for the latest
      // firebase-functions; these skip that and the slower discovery server (about 3 s more per
      // start, measured).
      npm_config_offline: 'true',
      FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
      NO_UPDATE_NOTIFIER: '1',
    },
  });

  let output = '';
  /** @param {Buffer} chunk */
  const onData = (chunk) => {
    const text = chunk.toString();
    output += text;
    if (!quiet) process.stdout.write(text.replace(/^/gm, '  [firebase] '));
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);

  const stopChild = async () => {
    const pid = child.pid;
    if (pid === undefined) return;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-pid, 'SIGINT');
      const timer = setTimeout(() => process.kill(-pid, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    // firebase-tools can leave a functions worker behind in its process group; sweep the group.
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // ESRCH: nothing left, as it should be.
    }
  };
  const stop = async () => {
    await stopChild();
    await embedded?.close();
  };

  try {
    await new Promise((resolve, reject) => {
      // A ceiling for a hung start, not an expectation: on a quiet machine they are ready in
      // seconds, but a 2-core machine that is busy compiling has taken over two minutes.
      const timer = setTimeout(
        () => reject(new Error('The emulators did not start within 300 s.')),
        300_000,
      );
      const check = () => {
        if (output.includes('All emulators ready')) {
          clearTimeout(timer);
          resolve(undefined);
        }
      };
      child.stdout?.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(
          new Error(`firebase emulators exited early (code ${code}).\n${output.slice(-4000)}`),
        );
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { env, firestoreKind: choice.kind, stop };
}
