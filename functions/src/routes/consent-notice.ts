import type { ApiItemResponse } from '../contracts/api-envelope';
import type { ConsentNotice } from '../contracts/athlete';
import { consentNotice } from '../athletes/consent-notice-text';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';

// The guardian's consent notice, for anyone to read before signing in; the same for everybody, so
// the CDN may keep it.
export const consentNoticeRoutes: RouteDefinition[] = [
  route('consentNotice', async ({ input }) => {
    const { lang = 'en' } = input.query;
    const body: ApiItemResponse<ConsentNotice> = { success: true, data: consentNotice(lang) };
    return { body, cache: 'public' };
  }),
];
