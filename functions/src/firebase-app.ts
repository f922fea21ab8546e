import { getApps, initializeApp, type App } from 'firebase-admin/app';

/**
 * The one Admin SDK app of this process, created on first use so that merely loading a module (the
 * Functions emulator does this to discover functions; unit tests do it too) has no side effects.
 */
export function getAdminApp(): App {
  return getApps()[0] ?? initializeApp();
}
