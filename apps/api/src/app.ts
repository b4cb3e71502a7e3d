import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authGuards } from './http/auth-guard.ts';
import { success } from './http/envelope.ts';
import { frameworkErrorHandler, registerErrorHandling } from './http/error-handler.ts';
import { FrontDoor, requestId } from './http/front-door.ts';
import { loggerOptions, RequestLog } from './http/logging.ts';
import { openApiTransforms } from './http/openapi.ts';
import { publicBaseUrl, returnBaseUrl } from './http/public-url.ts';
import { type AttemptCounter, rateLimitStore } from './http/rate-limit-store.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { responseSerializer } from './http/serializer.ts';
import { registerSpa } from './http/spa.ts';
import { requireStaffRole } from './http/staff-roles.ts';
import { refuseUnstorableText } from './http/unstorable-text.ts';
import { DeliveryQueue } from './jobs/queue.ts';
import { AdminMemberService } from './modules/admin/members.ts';
import { AdminOperationsService } from './modules/admin/operations.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { AdminSettingsService } from './modules/admin/settings.ts';
import { LoginUnlock } from './modules/auth/login-unlock.ts';
import { MfaChallenges } from './modules/auth/mfa/challenges.ts';
import { MfaGate } from './modules/auth/mfa/gate.ts';
import { mfaRoutes } from './modules/auth/mfa/routes.ts';
import { SecretBox } from './modules/auth/mfa/secret-box.ts';
import { MfaService } from './modules/auth/mfa/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { AuthService } from './modules/auth/service.ts';
import { TokenService } from './modules/auth/tokens.ts';
import { AutoGiftJob } from './modules/auto-gifts/job.ts';
import { todayInSeoul } from './modules/auto-gifts/occasion-dates.ts';
import { adminAutoGiftRoutes, autoGiftRoutes } from './modules/auto-gifts/routes.ts';
import { AutoGiftService } from './modules/auto-gifts/service.ts';
import { adminBalanceRefundRoutes, balanceRefundRoutes } from './modules/balance-refunds/routes.ts';
import { BalanceRefundService } from './modules/balance-refunds/service.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { CartService } from './modules/cart/service.ts';
import { adminCatalogRoutes, uploadMediaRoutes } from './modules/catalog/admin-routes.ts';
import { CatalogAdminService } from './modules/catalog/admin-service.ts';
import {
  bannerRoutes,
  brandRoutes,
  categoryRoutes,
  goodsRoutes,
  mediaRoutes,
} from './modules/catalog/routes.ts';
import { CatalogService } from './modules/catalog/service.ts';
import { apiKeyRoutes } from './modules/company/api-key-routes.ts';
import { ApiKeyService } from './modules/company/api-keys.ts';
import { API_KEY_ROUTES } from './modules/company/policy.ts';
import { approvalRoutes, companyRoutes, staffCompanyRoutes } from './modules/company/routes.ts';
import { CompanyService } from './modules/company/service.ts';
import { testWalletRoutes } from './modules/company/test-wallet-routes.ts';
import { contactRoutes, messageTemplateRoutes } from './modules/contacts/routes.ts';
import { ContactService } from './modules/contacts/service.ts';
import { MessageTemplateService } from './modules/contacts/templates.ts';
import { adminNoticeRoutes } from './modules/content/admin-routes.ts';
import { NoticeService } from './modules/content/notices.ts';
import { noticeRoutes, settingsRoutes } from './modules/content/routes.ts';
import { DeliveryWorker } from './modules/deliveries/delivery-worker.ts';
import { messageReportRoutes } from './modules/deliveries/reports/routes.ts';
import { pollMessageReports } from './modules/deliveries/reports/service.ts';
import { deliveriesRoutes } from './modules/deliveries/routes.ts';
import { DeliveryService } from './modules/deliveries/service.ts';
import { VoucherLifecycle } from './modules/deliveries/voucher-lifecycle.ts';
import { ExportService } from './modules/documents/exports.ts';
import { adminDocumentRoutes, documentRoutes } from './modules/documents/routes.ts';
import { DocumentService } from './modules/documents/service.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { IdentityService } from './modules/identity/service.ts';
import { opsRoutes } from './modules/ops/routes.ts';
import { ordersRoutes } from './modules/orders/routes.ts';
import { SendCheckService } from './modules/orders/send-checks.ts';
import { type DeliveryScheduler, OrderService } from './modules/orders/service.ts';
import { adminRechargeRoutes } from './modules/recharge/admin-routes.ts';
import { paymentCallbackRoutes, rechargeRoutes } from './modules/recharge/routes.ts';
import { RechargeService } from './modules/recharge/service.ts';
import { reminderRoutes } from './modules/reminders/routes.ts';
import { ReminderService } from './modules/reminders/service.ts';
import { adminSenderNumberRoutes, memberSenderNumberRoutes } from './modules/sender-numbers/routes.ts';
import { SenderNumberService } from './modules/sender-numbers/service.ts';
import { supplierRoutes } from './modules/supplier/routes.ts';
import { SupplierSyncService } from './modules/supplier/service.ts';
import { adminInquiryRoutes, inquiryRoutes } from './modules/support/routes.ts';
import { InquiryService } from './modules/support/service.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { UsersService } from './modules/users/service.ts';
import { voucherRoutes } from './modules/voucher-page/routes.ts';
import { VoucherPageService } from './modules/voucher-page/service.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { TestWalletService } from './modules/wallet/test-wallet.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { WebhookService } from './modules/webhooks/service.ts';
import {
  type AccountProviders,
  createAccountProviders,
  identityHashKey,
} from './providers/account-providers.ts';
import { ProviderErrorCounter } from './providers/error-counter.ts';
import type { PaymentProvider } from './providers/payment/payment-provider.ts';
import { createPaymentProvider } from './providers/payment/registry.ts';
import { paymentProviderServer } from './providers/payment/server.ts';
import {
  createMessagingProviders,
  type MessagingProviders,
  offProviders,
  sandboxMessaging,
} from './providers/registry.ts';

z.config(z.locales.ko());

export interface AppDeps {
  config: Config;
  database: Database;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
  /** Identity verification and business-status providers; default from config (sandbox, NTS off). */
  accountProviders?: AccountProviders;
  /** SMS, e-mail and voucher providers; default from config (sandboxes without credentials). */
  providers?: MessagingProviders;
  /** Where new orders are scheduled for delivery; default the pg-boss queue. */
  scheduler?: DeliveryScheduler;
  /** Card/integrated payment; default from config (Danal with credentials, else the sandbox). null = none. */
  paymentProvider?: PaymentProvider | null;
  /** Answers that their response schema would change fail loudly (the API tests turn this on). */
  strictResponses?: boolean;
  /** The clock vouchers are issued and previewed by (default the real one); tests set the hour. */
  clock?: () => Date;
}

/** Every service of the app, built once in buildServices (routes and tests take them from here). */
export interface Services {
  auth: AuthService;
  loginUnlock: LoginUnlock;
  mfa: MfaService;
  catalog: CatalogService;
  catalogAdmin: CatalogAdminService;
  tokens: TokenService;
  identity: IdentityService;
  users: UsersService;
  inquiries: InquiryService;
  notices: NoticeService;
  cart: CartService;
  deliveries: DeliveryService;
  documents: DocumentService;
  exports: ExportService;
  voucherPages: VoucherPageService;
  orders: OrderService;
  sendChecks: SendCheckService;
  recharges: RechargeService;
  refunds: BalanceRefundService;
  adminMembers: AdminMemberService;
  adminOperations: AdminOperationsService;
  adminSettings: AdminSettingsService;
  senderNumbers: SenderNumberService;
  providers: MessagingProviders;
  queue: DeliveryQueue;
  worker: DeliveryWorker;
  vouchers: VoucherLifecycle;
  supplier: SupplierSyncService;
  reminders: ReminderService;
  company: CompanyService;
  apiKeys: ApiKeyService;
  testWallet: TestWalletService;
  webhooks: WebhookService;
  autoGifts: AutoGiftService;
  autoGiftJob: AutoGiftJob;
  contacts: ContactService;
  messageTemplates: MessageTemplateService;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The success codes whose answer the route declares (schema.response). */
  responses: string[];
  hidden: boolean;
  /** The route's request body and query-string schemas as declared (request-schemas.test.ts checks them). */
  body?: unknown;
  querystring?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Every route registered, so tests can walk them (e.g. the admin authorisation walk). */
    registeredRoutes: RegisteredRoute[];
    /** Cached catalogue answers sent before routing (http/front-door.ts). */
    frontDoor: FrontDoor;
  }
}

/**
 * `publicUrl`: the site's base for provider and message URLs; `returnUrl`: where a payer's browser
 * comes back to, given the origin the payment was started from (http/public-url.ts).
 */
export function buildServices(
  deps: AppDeps,
  log: FastifyBaseLogger,
  publicUrl: () => string,
  returnUrl: (startedFrom: string | undefined) => string,
  attempts: AttemptCounter,
): Services {
  const { config, database } = deps;
  const db = database.db;
  const tokens = new TokenService(config.jwtSecret, config.accessTokenTtlSeconds);
  // Every provider counts its failures for GET /metrics (by kind and provider name).
  const providerErrors = new ProviderErrorCounter(db, log);
  const configured = deps.providers ?? createMessagingProviders(config, db);
  // The test world's sandboxes (issue #30 §2) are there whatever providers were given.
  const providers = providerErrors.wrapMessaging({
    ...configured,
    test: configured.test ?? sandboxMessaging(db, config.kakao),
  });
  const vouchers = new VoucherLifecycle(
    db,
    providers,
    {
      autoRefundAfterHours: config.autoRefundAfterHours,
      mailFrom: config.mailFrom,
      supplierMaxConcurrency: config.supplierMaxConcurrency,
      supplierBalanceWarn: config.supplierBalanceWarn,
    },
    log,
  );
  const queue = new DeliveryQueue(
    database,
    log,
    () => vouchers.refundFailures(),
    [
      () => recharges.expireAbandoned(),
      () => reminders.retryDue(),
      () => pollMessageReports(db, providers.sms, config.reportPollAfterMinutes),
      (): Promise<number> => company.expireApprovals(),
      () => webhooks.deliverDue(),
      () => vouchers.settleUnknownAttempts(),
    ],
    (config.deliveryLeaseSeconds * 1000) / 2,
    { run: () => vouchers.syncAll(), intervalMs: config.voucherSyncIntervalSeconds * 1000 },
    () => supplier.sync('daily'),
    () => reminders.runDaily(),
    // One run a day across every process: the daily job's singleton, and this lock besides.
    () => database.alone(AUTO_GIFT_LOCK, () => autoGiftJob.run(todayInSeoul())),
  );
  const worker = new DeliveryWorker(
    db,
    providers,
    {
      maxAttempts: config.deliveryMaxAttempts,
      retryBaseSeconds: config.deliveryRetryBaseSeconds,
      leaseSeconds: config.deliveryLeaseSeconds,
      smsFrom: config.smsSenderNumber,
      mailFrom: config.mailFrom,
      kakao: config.kakao,
      publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
      // Twice as many sends at once as the supplier may take: its calls are limited to that anyway,
      // and while half the sends wait on the supplier the other half do their database writes and
      // message sends, so the supplier's slots never wait on our own work. Batches long enough
      // that the tail of one batch does not leave most of them idle.
      concurrency: Math.max(25, 2 * config.supplierMaxConcurrency),
      batchSize: Math.max(200, 8 * config.supplierMaxConcurrency),
      clock: deps.clock,
    },
    log,
  );
  const webhooks = new WebhookService(
    db,
    {
      production: config.env === 'production',
      timeoutMs: 10_000,
      concurrency: 50,
      mailFrom: config.mailFrom,
      email: providers.email,
    },
    log,
  );
  const mfaChallenges = new MfaChallenges(db);
  const mfaGate = new MfaGate(mfaChallenges, config.staffMfaRequired);
  const auth = new AuthService(db, tokens, config.refreshTokenTtlSeconds, mfaGate);
  const mfa = new MfaService(
    db,
    config.mfaKey ? new SecretBox(config.mfaKey) : undefined,
    mfaChallenges,
    mfaGate,
    attempts,
    (userId) => auth.openSession(userId),
  );
  const catalog = new CatalogService(db, database);
  const deliveries = new DeliveryService(db, worker, vouchers);
  const reminders = new ReminderService(db, providers, worker, {}, log, !!config.kakao);
  const supplier = new SupplierSyncService(db, providers.voucher, catalog, uploadDir(config), log);
  const accountProviders = deps.accountProviders ?? createAccountProviders(config);
  const identity = new IdentityService(
    db,
    providerErrors.wrap('identity', accountProviders.identity),
    identityHashKey(config),
    undefined,
    log,
  );
  const paymentProvider = providerErrors.wrap(
    'payment',
    deps.paymentProvider === undefined ? createPaymentProvider(config) : (deps.paymentProvider ?? undefined),
  );
  const recharges = new RechargeService(
    db,
    paymentProvider,
    { maxAmount: config.rechargeMaxAmount, publicUrl, returnUrl, signingKey: config.jwtSecret },
    log,
  );
  const company: CompanyService = new CompanyService(db, providers.email, {
    mailFrom: config.mailFrom,
    publicUrl,
    scheduleOrder: (orderId: number, runAt: Date): Promise<void> =>
      (deps.scheduler ?? queue).scheduleOrder(orderId, runAt),
    mfa: mfaGate,
  });
  const orders = new OrderService(
    db,
    deps.scheduler ?? queue,
    deps.providers ? [] : offProviders(config),
    undefined,
    !!config.kakao,
  );
  const autoGiftJob: AutoGiftJob = new AutoGiftJob(
    db,
    orders,
    { email: providers.email, mailFrom: config.mailFrom, publicUrl },
    log,
  );
  return {
    tokens,
    auth,
    loginUnlock: new LoginUnlock(db, providers.email, attempts, {
      signingKey: config.jwtSecret,
      mailFrom: config.mailFrom,
      publicUrl,
    }),
    mfa,
    identity,
    users: new UsersService(
      db,
      auth,
      identity,
      providerErrors.wrap('business', accountProviders.businessStatus),
    ),
    inquiries: new InquiryService(db),
    notices: new NoticeService(db),
    catalog,
    catalogAdmin: new CatalogAdminService(db, catalog, uploadDir(config)),
    cart: new CartService(db),
    deliveries,
    documents: new DocumentService(db),
    exports: new ExportService(db),
    voucherPages: new VoucherPageService(db),
    orders,
    sendChecks: new SendCheckService(
      db,
      worker,
      { duplicateDays: config.duplicateSendDays, kakao: config.kakao },
      deps.clock,
    ),
    recharges,
    refunds: new BalanceRefundService(db),
    adminMembers: new AdminMemberService(db, auth, mfa),
    adminOperations: new AdminOperationsService(db, deliveries, vouchers),
    adminSettings: new AdminSettingsService(db),
    senderNumbers: new SenderNumberService(
      db,
      config.smsSenderNumber,
      path.join(config.dataDir, 'sender-proofs'),
    ),
    providers,
    queue,
    worker,
    vouchers,
    supplier,
    reminders,
    company,
    apiKeys: new ApiKeyService(db),
    testWallet: new TestWalletService(db),
    webhooks,
    autoGifts: new AutoGiftService(db, deps.clock),
    autoGiftJob,
    contacts: new ContactService(db),
    messageTemplates: new MessageTemplateService(db),
  };
}

/** The anniversary run's advisory lock: one run at a time across the cluster (issue #31 §3). */
const AUTO_GIFT_LOCK = 7_324_001_031;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const db = database.db;
  // Cached catalogue answers are sent before Fastify routes the request (http/front-door.ts).
  const frontDoor = new FrontDoor(config.trustProxy);
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    logController: new RequestLog(config.logFormat === 'pretty'),
    serverFactory: frontDoor.serverFactory,
    genReqId: requestId,
    requestTimeout: 15_000,
    connectionTimeout: 30_000,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.decorate('frontDoor', frontDoor);
  app.addHook('onRoute', (route) => {
    const schema = route.schema as
      | { response?: object; hide?: boolean; body?: unknown; querystring?: unknown }
      | undefined;
    const responses = Object.keys(schema?.response ?? {});
    for (const method of [route.method].flat()) {
      registeredRoutes.push({
        method,
        url: route.url,
        responses,
        hidden: schema?.hide === true,
        body: schema?.body,
        querystring: schema?.querystring,
      });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(deps.strictResponses ?? false));
  registerErrorHandling(app);
  refuseUnstorableText(app);
  database.reportTo(app.log);

  const limits = await rateLimitStore(app, {
    database,
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
  });
  const services = buildServices(
    deps,
    app.log,
    () => publicBaseUrl(config, app.server),
    (startedFrom) => returnBaseUrl(config, app.server, startedFrom),
    limits.attempts,
  );
  const { recharges } = services;
  const paymentProvider = recharges.provider;
  app.decorate('services', services);
  app.addHook('onClose', () => services.queue.stop());
  // Graceful stop (SIGTERM): answers still in flight close their connection. Kept alive, an idle
  // connection (a proxy's upstream pool) would hold the closing server open until killed.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  registerSecurityHeaders(app, {
    // The SPA posts forms to the payment provider's page and into the identity provider's popup.
    formOrigins: [
      ...(paymentProvider?.formOrigins ?? []),
      ...(services.identity.provider?.formOrigins ?? []),
    ],
  });
  frontDoor.open(services.catalog.cache, app.log, () => closing, config.logFormat === 'pretty');
  await app.register(opsRoutes, {
    frontDoor,
    database,
    queueStarted: () => services.queue.isStarted,
    metricsToken: config.metricsToken,
  });
  await app.register(rateLimit, { global: false, ...limits.plugin });
  await app.register(authGuards, {
    db,
    tokens: services.tokens,
    apiKeys: services.apiKeys,
    attempts: limits.attempts,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'BizGift API', version: '1.0.0', description: '기업 회원용 모바일 상품권 쇼핑몰 API' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'bgk_live_… / bgk_test_…',
            description:
              '회사의 API 키 (Authorization: Bearer bgk_…). 관리자 권한으로 상품·주문·발송·잔액·문서 API만 쓸 수 있고, 키마다 초당 10건(순간 20건)까지 요청할 수 있습니다. 테스트 키는 회사의 테스트 환경에서만 동작합니다.',
          },
        },
      },
    },
    ...openApiTransforms({
      required: [app.requireUser, app.requireMember, app.requireStaff],
      optional: [app.optionalUser],
      requiredPrefixes: ['/api/admin/'],
      apiKeyRoute: (method, url) => API_KEY_ROUTES.has(`${method} ${url}`),
    }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(authRoutes, {
        prefix: '/auth',
        auth: services.auth,
        unlock: services.loginUnlock,
        rateLimitPerMinute: config.authRateLimitPerMinute,
        attempts: limits.attempts,
      });
      await api.register(mfaRoutes, {
        prefix: '/auth',
        mfa: services.mfa,
        rateLimitPerMinute: config.authRateLimitPerMinute,
      });
      const accountRateLimit = config.authRateLimitPerMinute;
      await api.register(memberSenderNumberRoutes, {
        prefix: '/users/me/sender-numbers',
        senders: services.senderNumbers,
      });
      await api.register(usersRoutes, {
        prefix: '/users',
        users: services.users,
        rateLimitPerMinute: accountRateLimit,
      });
      await api.register(identityRoutes, {
        prefix: '/identities',
        identity: services.identity,
        rateLimitPerMinute: accountRateLimit,
        secureCookie: config.publicUrl?.startsWith('https://') ?? false,
      });
      await api.register(goodsRoutes, { prefix: '/goods', catalog: services.catalog });
      await api.register(bannerRoutes, { prefix: '/banners', catalog: services.catalog });
      await api.register(brandRoutes, { prefix: '/brands', catalog: services.catalog });
      await api.register(categoryRoutes, { prefix: '/categories', catalog: services.catalog });
      await api.register(settingsRoutes, { prefix: '/settings', db });
      await api.register(walletRoutes, { prefix: '/payments', db });
      await api.register(rechargeRoutes, { prefix: '/payments', recharges });
      await api.register(paymentCallbackRoutes, { prefix: '/payments', recharges });
      await api.register(balanceRefundRoutes, { prefix: '/payments', refunds: services.refunds });
      await api.register(inquiryRoutes, { prefix: '/inquiries', inquiries: services.inquiries });
      await api.register(noticeRoutes, {
        prefix: '/notices',
        notices: services.notices,
        visitorSecret: config.jwtSecret,
      });
      await api.register(cartRoutes, { prefix: '/carts', cart: services.cart });
      await api.register(ordersRoutes, {
        prefix: '/orders',
        orders: services.orders,
        checks: services.sendChecks,
      });
      await api.register(deliveriesRoutes, { prefix: '/orders/deliveries', deliveries: services.deliveries });
      await api.register(approvalRoutes, {
        prefix: '/orders',
        company: services.company,
        orders: services.orders,
      });
      await api.register(companyRoutes, {
        prefix: '/company',
        company: services.company,
        orders: services.orders,
        db,
        rateLimitPerMinute: config.authRateLimitPerMinute,
      });
      await api.register(contactRoutes, { prefix: '/contacts', contacts: services.contacts, db });
      await api.register(messageTemplateRoutes, {
        prefix: '/message-templates',
        templates: services.messageTemplates,
      });
      await api.register(reminderRoutes, { reminders: services.reminders });
      await api.register(messageReportRoutes, {
        prefix: '/webhooks',
        db,
        secret: config.solapiWebhookSecret,
      });
      await api.register(webhookRoutes, { prefix: '/company/webhooks', webhooks: services.webhooks });
      await api.register(autoGiftRoutes, { prefix: '/auto-gifts', autoGifts: services.autoGifts });
      await api.register(apiKeyRoutes, { prefix: '/company/api-keys', apiKeys: services.apiKeys });
      await api.register(testWalletRoutes, {
        prefix: '/company/test-wallet',
        testWallet: services.testWallet,
      });
      await api.register(documentRoutes, {
        documents: services.documents,
        exports: services.exports,
        quoteRateLimitPerMinute: config.quoteRateLimitPerMinute,
      });
      await api.register(voucherRoutes, {
        prefix: '/vouchers',
        vouchers: services.voucherPages,
        rateLimitPerMinute: config.voucherRateLimitPerMinute,
      });
      // Everything under /api/admin is staff-only: the guard is a hook on the whole scope, so a
      // new admin route cannot forget it (test/admin-authorization.test.ts walks every route).
      await api.register(
        async (admin) => {
          admin.addHook('onRequest', admin.requireStaff);
          admin.addHook('onRequest', requireStaffRole);
          await admin.register(adminRoutes, {
            db,
            members: services.adminMembers,
            operations: services.adminOperations,
            settings: services.adminSettings,
          });
          await admin.register(adminInquiryRoutes, { prefix: '/inquiries', inquiries: services.inquiries });
          await admin.register(adminNoticeRoutes, { prefix: '/notices', notices: services.notices });
          await admin.register(adminCatalogRoutes, {
            catalog: services.catalogAdmin,
          });
          await admin.register(supplierRoutes, { prefix: '/supplier', supplier: services.supplier });
          await admin.register(adminRechargeRoutes, { prefix: '/recharges', recharges });
          await admin.register(staffCompanyRoutes, { company: services.company });
          await admin.register(adminBalanceRefundRoutes, {
            prefix: '/balance-refunds',
            refunds: services.refunds,
          });
          await admin.register(adminSenderNumberRoutes, {
            prefix: '/sender-numbers',
            senders: services.senderNumbers,
          });
          await admin.register(adminAutoGiftRoutes, { prefix: '/auto-gifts', job: services.autoGiftJob });
          await admin.register(adminDocumentRoutes, {
            documents: services.documents,
            exports: services.exports,
          });
        },
        { prefix: '/admin' },
      );
      api.get(
        '/health',
        { schema: { hide: true, response: success(z.object({ ok: z.boolean() })) } },
        async () => ({ status: 'success', data: { ok: true } }),
      );
    },
    { prefix: '/api' },
  );

  await app.register(mediaRoutes, { prefix: '/media', catalog: services.catalog });
  await app.register(uploadMediaRoutes, {
    prefix: '/media',
    uploadDir: uploadDir(config),
  });
  if (paymentProvider) await app.register(paymentProviderServer, { provider: paymentProvider });
  await registerSpa(app, config.webDistDir);
  return app;
}

const uploadDir = (config: Config) => path.join(config.dataDir, 'uploads');
