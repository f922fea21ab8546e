import { pagePath } from '@/config/page-registry';

/** The callback page, told to start the redirect flow (used when the browser blocks the popup). */
export const GOOGLE_CALLBACK_PATH = pagePath('googleCallback');
export const GOOGLE_REDIRECT_START_PATH = `${GOOGLE_CALLBACK_PATH}?start=1`;
