/**
 * The stay's check-in and check-out as an iCalendar file (RFC 5545) a guest adds to any calendar.
 * Times are written in UTC: every calendar shows them on its own clock, the same instants as the
 * property's local times on the stay page.
 */
export type CalendarEvent = { kind: 'check-in' | 'check-out'; at: string; title: string };

type Input = {
  /** Identifies the stay across downloads, so a second download updates the same events. */
  id: string;
  location: string;
  url: string;
  description: string;
  events: CalendarEvent[];
  now: Date;
  language: string;
};

/** Each event blocks half an hour: the moment itself matters, not a span. */
const eventMinutes = 30;

export function stayCalendarFile({ id, location, url, description, events, now, language }: Input) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Guest shell//Stay//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => {
      const start = new Date(event.at);
      const end = new Date(start.getTime() + eventMinutes * 60_000);
      return [
        'BEGIN:VEVENT',
        `UID:${escapeText(`${event.kind}-${id}`)}@guest-app`,
        `DTSTAMP:${utc(now)}`,
        `DTSTART:${utc(start)}`,
        `DTEND:${utc(end)}`,
        `SUMMARY;LANGUAGE=${language}:${escapeText(event.title)}`,
        `DESCRIPTION;LANGUAGE=${language}:${escapeText(description)}`,
        ...(location ? [`LOCATION:${escapeText(location)}`] : []),
        `URL:${url}`,
        'END:VEVENT',
      ];
    }),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** `20261123T130000Z` */
function utc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
export function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function downloadCalendarFile(content: string, fileName: string): void {
  const blob = new Blob([content], { type: 'text/calendar;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
