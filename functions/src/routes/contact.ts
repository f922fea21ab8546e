import type { ApiItemResponse, ApiListResponse } from '../contracts/api-envelope';
import { contactMessages, type Contact } from '../contracts/contact';
import {
  deleteContact,
  getContact,
  listContacts,
  submitContact,
  updateContactStatus,
} from '../contacts/contact-repository';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';

// Contact endpoints of the REST contract: members send enquiries; only admins (custom claim) read
// and manage them. The earlier site left that role open; here it is the admin claim.
export const contactRoutes: RouteDefinition[] = [
  route('sendEnquiry', async ({ caller, input }) => {
    const id = await submitContact(caller.uid, input.body);
    return {
      status: 201,
      body: { success: true, message: contactMessages.sent, data: { _id: id, id } },
    };
  }),
  route('listEnquiries', async () => {
    const contacts = await listContacts();
    const body: ApiListResponse<Contact> = {
      success: true,
      count: contacts.length,
      data: contacts,
    };
    return { body };
  }),
  route('getEnquiry', async ({ params }) => {
    const body: ApiItemResponse<Contact> = {
      success: true,
      data: await getContact(params.id ?? ''),
    };
    return { body };
  }),
  route('setEnquiryStatus', async ({ caller, params, input }) => {
    const { status } = input.body;
    const data = await updateContactStatus(params.id ?? '', status, caller);
    return { body: { success: true, message: contactMessages.updated, data } };
  }),
  route('deleteEnquiry', async ({ caller, params }) => {
    await deleteContact(params.id ?? '', caller);
    return { body: { success: true, message: contactMessages.deleted } };
  }),
];
