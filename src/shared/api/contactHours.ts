// The organisation's contact hours: when workers may call or message voters, the silence period
// before a close of poll and each constituency's poll. Every user of the organisation reads them
// (the call and WhatsApp buttons follow them); its admins change them.
import { reply, route } from './contract';
import type { Message } from './messages';
import type { ContactSettings, PollSetting } from '../contactHours';
import { contactSettingsSchema } from '../schemas/contactHours';

/** The settings and the polls set, by constituency number. */
export interface ContactHours extends ContactSettings {
  polls: PollSetting[];
}

export interface ContactHoursResponse {
  contact: ContactHours;
}

export const ContactHoursApi = {
  read: route({
    method: 'GET',
    path: '/settings/contact-hours',
    scope: 'tenant',
    summary:
      'The hours (HH:MM, India time) in which workers may call or message voters, the silence period in hours before a close of poll (nothing to more than one voter at once) and each constituency’s poll day and closing hour',
    response: reply<ContactHoursResponse>('contact'),
  }),
  update: route({
    method: 'PUT',
    path: '/settings/contact-hours',
    scope: 'tenant',
    module: 'admin',
    summary: 'Sets the contact hours, the silence period and the polls (the list sent replaces the constituencies’ polls)',
    body: contactSettingsSchema,
    response: reply<Message & ContactHoursResponse>('msg', 'key', 'contact'),
  }),
};
