import { describe, expect, it } from 'vitest';
import { eventInputMessages as m } from '@contracts/event-input';
import {
  checkEventForm,
  eventBodyFor,
  formErrors,
  formValuesFor,
  type EventFormValues,
} from './event-form-values';

const filled = (patch: Partial<EventFormValues> = {}): EventFormValues => ({
  ...formValuesFor(),
  title: 'Open',
  description: 'Sparring',
  eventType: 'tournament',
  city: 'Pune',
  startDate: '2026-12-12',
  ...patch,
});

describe('event form values', () => {
  it('start empty for a new event, with Maharashtra as the state', () => {
    const values = formValuesFor();
    expect(values).toMatchObject({ title: '', eventType: '', state: 'Maharashtra', image: '' });
    expect(values.details).toEqual({ mode: 'text', text: '', pairs: [{ key: '', value: '' }] });
  });

  it('leave out blank item rows and a deadline when registration is not required', () => {
    const body = eventBodyFor(
      filled({
        registrationRequired: false,
        registrationDeadline: '2026-12-01',
        details: {
          mode: 'pairs',
          text: 'ignored',
          pairs: [
            { key: 'Fee', value: '₹500' },
            { key: ' ', value: '' },
          ],
        },
      }),
    );
    expect(body.details).toEqual({ Fee: '₹500' });
    expect(body.registrationInfo).toEqual({
      isRegistrationRequired: false,
      registrationDeadline: '',
    });
  });

  it('check with the contract schema, an item’s error shown on its section', () => {
    const checked = checkEventForm(
      filled({ details: { mode: 'pairs', text: '', pairs: [{ key: '', value: 'orphan' }] } }),
    );
    expect(checked).toEqual({ ok: false, errors: { details: m.keyRequired } });
    expect(formErrors({ 'registration.Fee': 'x', 'date.endDate': 'y' })).toEqual({
      registration: 'x',
      'date.endDate': 'y',
    });
    expect(checkEventForm(filled()).ok).toBe(true);
  });
});
