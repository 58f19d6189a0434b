import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { type SupportedLocale, supportedLocales } from '../auth/language.ts';

/*
 * Content the operator keeps beside the gateway (`gateway/content/`): support hours and notices
 * for a property's guests. The core API has no such content; a change is an edit of these files
 * (read and checked when the gateway starts, so a mistake stops it with the file and value named).
 */

const contentDirectory = join(import.meta.dirname, '..', '..', 'content');

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:mm');
const utcOffset = z.string().regex(/^[+-]([01]\d|2[0-3]):[0-5]\d$/, 'a UTC offset as +HH:mm');
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

const supportSchema = z.object({
  hours: z.array(
    z.union([
      z.object({ channel: z.enum(['PHONE', 'WHATSAPP', 'CHAT']), alwaysOpen: z.literal(true) }),
      z.object({
        channel: z.enum(['PHONE', 'WHATSAPP', 'CHAT']),
        opens: time,
        closes: time,
        utcOffset,
      }),
    ]),
  ),
  chatReplyMinutes: z.number().int().positive().nullable(),
});

const noticeText = z.object({ title: z.string().min(1), body: z.string().min(1) });
const noticesSchema = z.record(
  z.string(),
  z.array(
    z
      .object({
        noticeId: z.string().min(1),
        startsOn: calendarDate,
        endsOn: calendarDate,
        texts: z.record(z.enum(supportedLocales), noticeText),
      })
      .refine((notice) => notice.startsOn <= notice.endsOn, 'startsOn after endsOn')
      .refine((notice) => notice.texts['en-GB'] !== undefined, 'no en-GB text to fall back to'),
  ),
);

export type SupportContent = z.infer<typeof supportSchema>;
export type NoticeContent = z.infer<typeof noticesSchema>[string][number];

function readContent<T>(file: string, schema: z.ZodType<T>): T {
  const path = join(contentDirectory, file);
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${path} is not valid operator content: ${issues.join('; ')}`);
  }
  return parsed.data;
}

export const supportContent: SupportContent = readContent('support.json', supportSchema);
const notices = readContent('notices.json', noticesSchema);

/** The property's notices whose days include `today` (the property's calendar date). */
export function noticesInEffect(propertyKey: string, today: string): NoticeContent[] {
  return (notices[propertyKey] ?? []).filter(
    (notice) => notice.startsOn <= today && today <= notice.endsOn,
  );
}

/** A notice's text in the caller's language, else English. */
export function noticeTextIn(notice: NoticeContent, language: SupportedLocale | undefined) {
  return (language && notice.texts[language]) || notice.texts['en-GB'];
}
