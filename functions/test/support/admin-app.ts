import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { projectId } from './stack';

/** The tests' own Admin SDK app, talking to the emulators (./stack sets their hosts). */
export function testApp(): App {
  const app = getApps().find((candidate) => candidate.name === 'integration-tests');
  return app ?? initializeApp({ projectId }, 'integration-tests');
}
