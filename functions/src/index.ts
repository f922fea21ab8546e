// Deployed functions. One file per function; this module only re-exports them (after the check
// that a deployed function carries no emulator setting).
import './startup-check';
export { api } from './api';
export { requestPasswordReset } from './request-password-reset';
export { createEnrollment } from './create-enrollment';
export { eventPage } from './event-page';
export { eventsPage } from './events-page';
export { galleryPage } from './gallery-page';
export { bracketsPage } from './brackets-page';
export { sitemap } from './sitemap';
export { notFoundPage } from './not-found-page';
export { retention } from './privacy/retention-schedule';
export { beforeSignUp } from './auth-blocking';
