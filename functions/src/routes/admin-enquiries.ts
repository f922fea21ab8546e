import { countNewContacts } from '../contacts/contact-repository';
import type { NewEnquiryCountResponse } from '../contracts/contact';
import type { RouteDefinition } from '../http/types';

// The office's inbox summary (issue 12): the count of unopened enquiries shown on the Admin link.
// Admin claim only. Under /api/admin, not /api/contact/…, where the segment would read as an id.
export const adminEnquiryRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: '/api/admin/enquiries/new-count',
    auth: 'admin',
    handler: async () => {
      const body: NewEnquiryCountResponse = {
        success: true,
        data: { count: await countNewContacts() },
      };
      return { body };
    },
  },
];
