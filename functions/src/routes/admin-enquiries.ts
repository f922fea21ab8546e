import { countNewContacts } from '../contacts/contact-repository';
import type { NewEnquiryCountResponse } from '../contracts/contact';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';

// The office's inbox summary: the count of unopened enquiries shown on the Admin link.
// Admin claim only. Under /api/admin, not /api/contact/…, where the segment would read as an id.
export const adminEnquiryRoutes: RouteDefinition[] = [
  route('newEnquiryCount', async () => {
    const body: NewEnquiryCountResponse = {
      success: true,
      data: { count: await countNewContacts() },
    };
    return { body };
  }),
];
