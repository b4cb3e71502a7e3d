import { envelopeSchema } from '@bizgift/domain/envelope';
import { z } from 'zod';

export interface SuccessEnvelope<T> {
  status: 'success';
  data: T;
  message?: string;
}

export interface FailEnvelope {
  status: 'fail' | 'error';
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

export function ok<T>(data: T, message?: string): SuccessEnvelope<T> {
  return message === undefined ? { status: 'success', data } : { status: 'success', data, message };
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/**
 * A route's `response` schema: the success envelope around `data` (and the OpenAPI document's
 * answer). `status` is the success code the route sends (201 for a create).
 */
export function success<T extends z.ZodType>(data: T, status = 200) {
  return { [status]: envelopeSchema(data) };
}

/**
 * A route that answers with a file (PDF, xlsx): its bytes go out as they are (never serialised);
 * the schema documents the download in the OpenAPI document and marks the route as declared.
 */
export function download(contentType: string, description: string) {
  return {
    200: { description, content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } } },
  };
}

/** A route that answers with a redirect (no body): the status it sends and where it leads. */
export function redirect(status: 301 | 302 | 303, description: string) {
  return { [status]: z.null().describe(description) };
}

/** A route that answers a page or script of its own (HTML, JavaScript), sent as it is. */
export function textResponse(contentType: string, description: string) {
  return { 200: { description, content: { [contentType]: { schema: z.string() } } } };
}
