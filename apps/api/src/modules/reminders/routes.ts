import { noDataSchema, pageSchema } from '@bizgift/domain/envelope';
import {
  expiringDeliverySchema,
  expiringQuerySchema,
  REMINDER_MESSAGES,
  reminderSettingsResponseSchema,
  reminderSettingsSchema,
} from '@bizgift/domain/reminders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, success } from '../../http/envelope.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { inTestWorld } from '../company/policy.ts';
import type { ReminderService } from './service.ts';

const tags = ['reminders'];

/** Issue #16 §4: the member's reminder days, 곧 만료되는 미사용 쿠폰 and the one-click reminder. */
export async function reminderRoutes(app: FastifyInstance, opts: { reminders: ReminderService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { reminders } = opts;

  r.get(
    '/users/me/reminders',
    { schema: { tags, response: success(reminderSettingsResponseSchema) }, onRequest: app.requireMember },
    async (request) => ok(await reminders.settings(request.user!.id)),
  );

  r.put(
    '/users/me/reminders',
    {
      schema: { tags, body: reminderSettingsSchema, response: success(reminderSettingsResponseSchema) },
      onRequest: app.requireMember,
    },
    async (request) => {
      const saved = await reminders.saveSettings(request.user!.id, request.body.days);
      return ok(saved, saved.days.length ? REMINDER_MESSAGES.saved : REMINDER_MESSAGES.turnedOff);
    },
  );

  r.get(
    '/orders/deliveries/expiring',
    {
      schema: {
        tags,
        querystring: expiringQuerySchema,
        response: success(pageSchema(expiringDeliverySchema)),
      },
      onRequest: app.requireMember,
    },
    async (request) =>
      ok(
        await reminders.listExpiring(
          request.user!.id,
          request.query.days,
          {
            page: request.query.page,
            pageSize: request.query.page_size,
            url: request.url,
          },
          inTestWorld(request.user),
        ),
      ),
  );

  r.post(
    '/orders/deliveries/:id/remind',
    { schema: { tags, params: idParams, response: success(noDataSchema) }, onRequest: app.requireMember },
    async (request) => {
      await reminders.remind(
        request.user!.id,
        parseId(request.params.id, REMINDER_MESSAGES.notFound),
        inTestWorld(request.user),
      );
      return ok(null, REMINDER_MESSAGES.sent);
    },
  );
}
