import { expect, test } from './support/test';

// The API reached the way the browser reaches it: through Hosting's /api/** rewrite.
test.describe('API through Hosting', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-only checks run once');

  test('GET /api/health reports the database', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.mongodbState).toMatchObject({ readyState: 1, status: expect.any(String) });
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('GET /api/events returns the demo events', async ({ request }) => {
    const response = await request.get('/api/events');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(8);
    const titles = body.data.map((event: { title: string }) => event.title);
    expect(titles).toContain('Maharashtra State Taekwondo Championship');
  });

  test('GET /api/events/upcoming returns only future events, soonest first', async ({
    request,
  }) => {
    const body = await (await request.get('/api/events/upcoming')).json();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const starts: string[] = body.data.map(
      (event: { date: { startDate: string } }) => event.date.startDate,
    );
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.every((start) => start >= today)).toBe(true);
    expect([...starts].sort()).toEqual(starts);
  });

  test('unknown API paths get a JSON 404, not the SPA', async ({ request }) => {
    const response = await request.get('/api/no-such-thing');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});
