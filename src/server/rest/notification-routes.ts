/**
 * REST door of notifications (API.md "Mail and notifications", decision
 * 045): a member's list, marking read, the per-kind mail settings, and the
 * one-click unsubscribe a mail's link opens without signing in.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markNotificationsReadInput,
  notificationListInput,
  notificationSettingsInput,
  unsubscribeBody,
  unsubscribeQuery,
} from '../../shared/notification-inputs.ts';
import {
  notificationPage,
  notificationSettings,
  unreadCount,
} from '../../shared/notification-views.ts';
import {
  listNotifications,
  markNotificationsRead,
} from '../services/notifications/notification-list.ts';
import {
  getNotificationSettings,
  updateNotificationSettings,
} from '../services/notifications/notification-settings.ts';
import { unsubscribe } from '../services/notifications/unsubscribe.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { commonErrors, signedInErrors } from './rest-schemas.ts';
import { signedInActor } from './rest-tiers.ts';

const tags = ['Users'];
/** A one-click body is a small form; nothing larger is one. */
const FORM_BODY_LIMIT = 1024;

export const notificationRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  // Only inside this plugin: RFC 8058's one-click POST is a form body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/users/me/notifications',
    {
      config: { tier: 'user', keyScope: 'read' },
      schema: {
        operationId: 'listNotifications',
        tags,
        summary: "The signed-in member's notifications, newest first, with the unread count",
        querystring: notificationListInput,
        response: { 200: notificationPage, ...signedInErrors },
      },
    },
    async (request) => listNotifications(deps, signedInActor(request), request.query),
  );

  app.put(
    '/users/me/notifications/read',
    {
      config: { tier: 'user', keyScope: 'write' },
      schema: {
        operationId: 'markNotificationsRead',
        tags,
        summary:
          "Mark the given notifications read (all when ids is absent); ids that are not the caller's are ignored",
        body: markNotificationsReadInput,
        response: { 200: unreadCount, ...signedInErrors },
      },
    },
    async (request) => markNotificationsRead(deps, signedInActor(request), request.body),
  );

  app.get(
    '/users/me/notification-settings',
    {
      config: { tier: 'user', keyScope: 'read' },
      schema: {
        operationId: 'getNotificationSettings',
        tags,
        summary: 'Which kinds of notification are also mailed',
        response: { 200: notificationSettings, ...signedInErrors },
      },
    },
    async (request) => getNotificationSettings(deps, signedInActor(request)),
  );

  app.put(
    '/users/me/notification-settings',
    {
      config: { tier: 'user', keyScope: 'write' },
      schema: {
        operationId: 'updateNotificationSettings',
        tags,
        summary: 'Choose, per kind, whether it is mailed; kinds left out keep their setting',
        body: notificationSettingsInput,
        response: { 200: notificationSettings, ...signedInErrors },
      },
    },
    async (request) => updateNotificationSettings(deps, signedInActor(request), request.body),
  );

  app.post(
    '/users/unsubscribe',
    {
      config: { tier: 'public', keyScope: 'session-only' },
      schema: {
        operationId: 'unsubscribe',
        tags,
        summary:
          "Turn off the mail a link's token names, without signing in; also RFC 8058's one-click POST (token in the query). 400 for a used or unknown token",
        querystring: unsubscribeQuery,
        body: unsubscribeBody,
        response: { 200: z.object({ ok: z.literal(true) }), ...commonErrors },
      },
    },
    async (request) => {
      await unsubscribe(deps, { token: request.body.token ?? request.query.token });
      return { ok: true as const };
    },
  );
};
