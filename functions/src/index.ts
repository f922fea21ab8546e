// Deployed functions. One file per function; this module only re-exports them.
export { api } from './api';
export { requestPasswordReset } from './request-password-reset';
export { createEnrollment } from './create-enrollment';
export { eventPage } from './event-page';
export { eventsPage } from './events-page';
export { sitemap } from './sitemap';
export { notFoundPage } from './not-found-page';
export { retention } from './privacy/retention-schedule';
