/** Two pages of calendarList items, shaped like Google's (colours, roles, optional fields). */
export const CALENDAR_LIST_PAGES = [
  [
    {
      kind: 'calendar#calendarListEntry',
      id: 'founder@example.com',
      summary: 'founder@example.com',
      timeZone: 'Europe/Lisbon',
      colorId: '14',
      backgroundColor: '#9fe1e7',
      foregroundColor: '#000000',
      selected: true,
      accessRole: 'owner',
      defaultReminders: [{ method: 'popup', minutes: 10 }],
      primary: true,
    },
    {
      kind: 'calendar#calendarListEntry',
      id: 'c_team123@group.calendar.google.com',
      summary: 'Team',
      summaryOverride: 'Team (shared)',
      description: 'Team meetings',
      timeZone: 'Europe/Lisbon',
      backgroundColor: '#f83a22',
      accessRole: 'writer',
      hidden: true,
    },
  ],
  [
    {
      kind: 'calendar#calendarListEntry',
      id: 'c_nameless@group.calendar.google.com',
      accessRole: 'reader',
    },
  ],
];

export const FAKE_ACCOUNT = {
  sub: '110248495921238986420',
  name: 'Ana Founder',
  given_name: 'Ana',
  family_name: 'Founder',
  picture: 'https://lh3.googleusercontent.com/a/fake=s96-c',
  email: 'founder@example.com',
  email_verified: true,
};

/** Google's JSON error body, as Calendar v3 sends it. */
export function googleError(code: number, reason: string, message: string) {
  const status: Record<number, string> = {
    400: 'INVALID_ARGUMENT',
    401: 'UNAUTHENTICATED',
    403: 'PERMISSION_DENIED',
    404: 'NOT_FOUND',
    429: 'RESOURCE_EXHAUSTED',
    500: 'INTERNAL',
    503: 'UNAVAILABLE',
  };
  return {
    error: {
      code,
      message,
      errors: [{ message, domain: reason.includes('Limit') ? 'usageLimits' : 'global', reason }],
      status: status[code] ?? 'UNKNOWN',
    },
  };
}
