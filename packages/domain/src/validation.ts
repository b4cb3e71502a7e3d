import type { z } from 'zod';

/** Each field's first message from a failed parse, keyed by its top-level name (forms show these). */
export function firstIssueMessages<K extends string>(error: z.ZodError): Partial<Record<K, string>> {
  const messages: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '') as K;
    messages[key] ??= issue.message;
  }
  return messages;
}
