// @ts-check
// Chooses which Firestore emulator the local stack runs: Google's, when Java 21+ and its jar are
// on this machine (firebase-tools cannot download the jar offline), else the embedded Node one.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

function javaMajorVersion() {
  try {
    // `java -version` prints to stderr, e.g. `openjdk version "17.0.15" 2025-04-15`.
    const out = execFileSync('java', ['-version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return parseJavaMajor(out);
  } catch (error) {
    const stderr = /** @type {{ stderr?: string }} */ (error).stderr;
    return stderr ? parseJavaMajor(stderr) : 0;
  }
}

/** @param {string} text */
export function parseJavaMajor(text) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return 0;
  const major = Number(match[1]);
  // Java 8 and older report "1.8.0".
  return major === 1 ? Number(match[2] ?? 0) : major;
}

function firestoreJarPresent() {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return false;
  return readdirSync(dir).some((name) => /^cloud-firestore-emulator-.*\.jar$/.test(name));
}

/** @returns {{ kind: 'google' | 'embedded', reason: string }} */
export function chooseFirestore() {
  const forced = process.env.MTA_FIRESTORE;
  if (forced === 'google' || forced === 'embedded') {
    return { kind: forced, reason: 'chosen by MTA_FIRESTORE' };
  }
  const java = javaMajorVersion();
  if (java < 21) {
    return {
      kind: 'embedded',
      reason: java ? `Java ${java} found, Google's emulator needs 21+` : 'no Java found',
    };
  }
  if (!firestoreJarPresent()) {
    return {
      kind: 'embedded',
      reason: "Google's emulator jar is not in ~/.cache/firebase/emulators",
    };
  }
  return { kind: 'google', reason: `Java ${java} and the emulator jar are present` };
}
