// What the iCalendar answers say about the association, in one place.

/**
 * UIDs are `<eventId>@` this domain. Fixed, not taken from SITE_ORIGIN: a subscribed calendar
 * matches events by UID, so a changed domain would show every event twice. Never change it once the
 * feed is public (a placeholder until the association's own domain is known).
 */
export const CALENDAR_UID_DOMAIN = 'mta.example.org';

// ical-generator writes the calendar's name and description as given, unescaped: keep commas,
// semicolons and backslashes out of them (RFC 5545 TEXT would need them escaped).
export const CALENDAR_NAME = 'Maharashtra Taekwondo Association events';

export const CALENDAR_DESCRIPTION = 'Upcoming events of the Maharashtra Taekwondo Association';

export const CALENDAR_PRODUCT_ID = {
  company: 'Maharashtra Taekwondo Association',
  product: 'Events',
  language: 'EN',
};

/** How often subscribers are asked to fetch the feed again (calendars may check less often). */
export const CALENDAR_REFRESH_SECONDS = 6 * 60 * 60;

/**
 * The site's origin (e.g. https://mta.example.org) from SITE_ORIGIN in functions/.env.*, the value
 * password-reset links use; undefined when it is missing or not an http(s) URL, so event links are
 * left out rather than pointing nowhere.
 */
export function siteOrigin(
  value: string | undefined = process.env.SITE_ORIGIN,
): string | undefined {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
