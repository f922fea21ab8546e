import { apiMessageResponseSchema } from '@contracts/api-envelope';
import {
  contactListResponseSchema,
  contactUpdatedResponseSchema,
  newEnquiryCountResponseSchema,
  type Contact,
  type ContactStatus,
} from '@contracts/contact';
import { del, get, put } from '@/lib/api-client';

// The admin calls on contact-form messages, answers parsed with the contracts' schemas.

/** GET /api/contact: every message, newest first. */
export async function fetchEnquiries(signal?: AbortSignal): Promise<Contact[]> {
  return (await get('/contact', { schema: contactListResponseSchema, signal })).data;
}

/** PUT /api/contact/:id with a new status; answers the message as stored. */
export async function setEnquiryStatus(id: string, status: ContactStatus): Promise<Contact> {
  const answer = await put(
    `/contact/${encodeURIComponent(id)}`,
    { status },
    {
      schema: contactUpdatedResponseSchema,
    },
  );
  return answer.data;
}

/** DELETE /api/contact/:id. */
export async function deleteEnquiry(id: string): Promise<void> {
  await del(`/contact/${encodeURIComponent(id)}`, { schema: apiMessageResponseSchema });
}

/** GET /api/admin/enquiries/new-count: how many messages nobody has opened yet. */
export async function fetchNewEnquiryCount(signal?: AbortSignal): Promise<number> {
  return (
    await get('/admin/enquiries/new-count', { schema: newEnquiryCountResponseSchema, signal })
  ).data.count;
}
