import { describe, expect, it } from 'vitest';
import { exampleEventForm } from '../testing/example-event';
import { eventInputMessages as m, eventInputSchema } from './event-input';
import { toFieldErrors } from './field-errors';

function errorsOf(input: unknown): Record<string, string> {
  const result = eventInputSchema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

const withDate = (date: unknown, extra: Record<string, unknown> = {}) =>
  exampleEventForm({ date, ...extra });

describe('eventInputSchema', () => {
  it('accepts the example form and trims its text', () => {
    const parsed = eventInputSchema.parse(exampleEventForm({ title: '  Open  ' }));
    expect(parsed.title).toBe('Open');
    expect(parsed.date).toEqual({
      startDate: '2026-12-12',
      endDate: '2026-12-13',
      startTime: '09:00',
      endTime: '17:00',
    });
  });

  it('requires a title, a description, a city and a state', () => {
    const form = exampleEventForm({
      title: '   ',
      description: '',
      location: { city: '', state: ' ' },
    });
    expect(errorsOf(form)).toEqual({
      title: m.titleRequired,
      description: m.descriptionRequired,
      'location.city': m.cityRequired,
      'location.state': m.stateRequired,
    });
    const untitled = exampleEventForm();
    delete untitled.title;
    expect(errorsOf(untitled)).toEqual({ title: m.titleRequired });
  });

  it('limits the length of the title and the description', () => {
    expect(errorsOf(exampleEventForm({ title: 'x'.repeat(201) }))).toEqual({ title: m.tooLong });
    expect(errorsOf(exampleEventForm({ description: 'x'.repeat(5_001) }))).toEqual({
      description: m.tooLong,
    });
  });

  it('takes only the seven event types', () => {
    expect(errorsOf(exampleEventForm({ eventType: 'party' }))).toEqual({
      eventType: m.typeInvalid,
    });
    expect(eventInputSchema.parse(exampleEventForm({ eventType: 'belt-test' })).eventType).toBe(
      'belt-test',
    );
  });

  it('takes a single day as a string or as a start date alone', () => {
    expect(eventInputSchema.parse(withDate('2026-12-12')).date).toEqual({
      startDate: '2026-12-12',
    });
    expect(
      eventInputSchema.parse(withDate({ startDate: '2026-12-12', endDate: '', startTime: '' }))
        .date,
    ).toEqual({ startDate: '2026-12-12' });
  });

  it('requires a real start date', () => {
    expect(errorsOf(withDate({ startDate: '' }))).toEqual({ 'date.startDate': m.dateRequired });
    expect(errorsOf(withDate({ startDate: '2026-02-30' }))).toHaveProperty('date.startDate');
    expect(errorsOf(withDate({ startDate: '12/12/2026' }))).toHaveProperty('date.startDate');
  });

  it('refuses an end date before the start date, and accepts the same day', () => {
    expect(errorsOf(withDate({ startDate: '2026-12-12', endDate: '2026-12-11' }))).toEqual({
      'date.endDate': m.endBeforeStart,
    });
    expect(errorsOf(withDate({ startDate: '2026-12-12', endDate: '2026-12-12' }))).toEqual({});
  });

  it.each(['9:00', '24:00', '12:60', '12.30', 'noon'])('refuses the time %j', (time) => {
    expect(errorsOf(withDate({ startDate: '2026-12-12', startTime: time }))).toHaveProperty(
      'date.startTime',
    );
  });

  it('refuses an end time before the start time on one day, and an end time alone', () => {
    const sameDay = { startDate: '2026-12-12', startTime: '10:00', endTime: '09:30' };
    expect(errorsOf(withDate(sameDay))).toEqual({ 'date.endTime': m.endTimeBeforeStart });
    // Over two days 17:00 → 09:30 is fine.
    expect(errorsOf(withDate({ ...sameDay, endDate: '2026-12-13' }))).toEqual({});
    expect(errorsOf(withDate({ startDate: '2026-12-12', endTime: '10:00' }))).toEqual({
      'date.startTime': m.endTimeWithoutStart,
    });
  });

  it('refuses a registration deadline after the start, and accepts one on the start day', () => {
    const info = (registrationDeadline: string) => ({
      registrationInfo: { isRegistrationRequired: true, registrationDeadline },
    });
    expect(errorsOf(withDate('2026-12-12', info('2026-12-13')))).toEqual({
      'registrationInfo.registrationDeadline': m.deadlineAfterStart,
    });
    expect(errorsOf(withDate('2026-12-12', info('2026-12-12')))).toEqual({});
  });

  it('reports the deadline together with unrelated mistakes', () => {
    const form = withDate('2026-12-12', {
      title: '',
      registrationInfo: { isRegistrationRequired: true, registrationDeadline: '2027-01-01' },
    });
    expect(errorsOf(form)).toEqual({
      title: m.titleRequired,
      'registrationInfo.registrationDeadline': m.deadlineAfterStart,
    });
  });

  it('takes details and registration as text or named items', () => {
    const parsed = eventInputSchema.parse(
      exampleEventForm({ details: { ' Belts ': ' All ' }, registration: 'Online only' }),
    );
    expect(parsed.details).toEqual({ Belts: 'All' });
    expect(parsed.registration).toBe('Online only');
    expect(eventInputSchema.parse(exampleEventForm({ details: '' })).details).toBeUndefined();
  });

  it('refuses an item without a name and a non-text value', () => {
    expect(errorsOf(exampleEventForm({ details: { ' ': 'x' } }))).toEqual({
      'details. ': m.keyRequired,
    });
    expect(errorsOf(exampleEventForm({ registration: 42 }))).toHaveProperty('registration');
    expect(errorsOf(exampleEventForm({ details: { Fee: 5 } }))).toHaveProperty('details.Fee');
  });

  it('keeps HTML as the text it is', () => {
    const markup = '<img src=x onerror="alert(1)"><b>Bold</b>';
    const parsed = eventInputSchema.parse(
      exampleEventForm({ title: markup, description: markup, details: { [markup]: markup } }),
    );
    expect(parsed.title).toBe(markup);
    expect(parsed.description).toBe(markup);
    expect(parsed.details).toEqual({ [markup]: markup });
  });

  it('checks the contact’s email and phone, and treats empty inputs as not given', () => {
    expect(errorsOf(exampleEventForm({ contact: { email: 'office', phone: '12' } }))).toEqual({
      'contact.email': m.emailInvalid,
      'contact.phone': m.phoneInvalid,
    });
    expect(
      eventInputSchema.parse(exampleEventForm({ contact: { name: '', email: '', phone: '' } }))
        .contact,
    ).toEqual({});
  });

  it('takes only the project’s event images', () => {
    expect(errorsOf(exampleEventForm({ image: '/images/events/other.svg' }))).toEqual({
      image: m.imageInvalid,
    });
    expect(errorsOf(exampleEventForm({ image: 'https://example.com/a.svg' }))).toEqual({
      image: m.imageInvalid,
    });
    expect(eventInputSchema.parse(exampleEventForm({ image: '' })).image).toBeUndefined();
  });

  it('takes a photo the office uploaded, by its served address only', () => {
    const uploaded = '/api/media/AbCdEfGhIjKlMnOpQrSt/960.jpg';
    expect(eventInputSchema.parse(exampleEventForm({ image: uploaded })).image).toBe(uploaded);
    for (const image of ['/api/media/x/original.jpg', '/api/media/../secret/1.jpg']) {
      expect(errorsOf(exampleEventForm({ image })), image).toEqual({ image: m.imageInvalid });
    }
  });

  it('refuses fields it does not know (no createdBy or id from the client)', () => {
    expect(errorsOf(exampleEventForm({ createdBy: 'someone' }))).toHaveProperty('body');
  });
});
