import {
  contactCreatedResponseSchema,
  contactMessages,
  type ContactPayload,
} from '@contracts/contact';
import { post } from '@/lib/api-client';

/** POST /api/contact; resolves with the text to show. */
export async function sendContactMessage(payload: ContactPayload): Promise<string> {
  const answer = await post('/contact', payload, { schema: contactCreatedResponseSchema });
  return answer.message || contactMessages.sent;
}
