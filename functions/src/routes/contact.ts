import type { ApiItemResponse, ApiListResponse } from '../contracts/api-envelope';
import {
  contactMessages,
  contactPayloadSchema,
  contactUpdateSchema,
  type Contact,
} from '../contracts/contact';
import {
  deleteContact,
  getContact,
  listContacts,
  submitContact,
  updateContactStatus,
} from '../contacts/contact-repository';
import type { RouteDefinition } from '../http/types';
import { parseInput } from '../http/validation';

// Contact endpoints of spec §7: members send enquiries; only admins (custom claim) read and manage
// them. Spec §6 leaves that role open; design §4 makes it the admin claim.
export const contactRoutes: RouteDefinition[] = [
  {
    method: 'POST',
    path: '/api/contact',
    auth: 'required',
    handler: async ({ caller, body }) => {
      const id = await submitContact(caller.uid, parseInput(contactPayloadSchema, body));
      return {
        status: 201,
        body: { success: true, message: contactMessages.sent, data: { _id: id, id } },
      };
    },
  },
  {
    method: 'GET',
    path: '/api/contact',
    auth: 'admin',
    handler: async () => {
      const contacts = await listContacts();
      const body: ApiListResponse<Contact> = {
        success: true,
        count: contacts.length,
        data: contacts,
      };
      return { body };
    },
  },
  {
    method: 'GET',
    path: '/api/contact/:id',
    auth: 'admin',
    handler: async ({ params }) => {
      const body: ApiItemResponse<Contact> = {
        success: true,
        data: await getContact(params.id ?? ''),
      };
      return { body };
    },
  },
  {
    method: 'PUT',
    path: '/api/contact/:id',
    auth: 'admin',
    handler: async ({ caller, params, body }) => {
      const { status } = parseInput(contactUpdateSchema, body);
      const data = await updateContactStatus(params.id ?? '', status, caller);
      return { body: { success: true, message: contactMessages.updated, data } };
    },
  },
  {
    method: 'DELETE',
    path: '/api/contact/:id',
    auth: 'admin',
    handler: async ({ caller, params }) => {
      await deleteContact(params.id ?? '', caller);
      return { body: { success: true, message: contactMessages.deleted } };
    },
  },
];
