import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { ALIMTALK_REMINDER_TEMPLATE, ALIMTALK_TEMPLATE } from '../modules/deliveries/voucher-message.ts';
import type { EmailSender } from './email/email-sender.ts';
import { SandboxEmailSender } from './email/sandbox.ts';
import { SmtpEmailSender } from './email/smtp.ts';
import { ProviderError } from './provider-error.ts';
import { SandboxSmsSender } from './sms/sandbox.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import { SolapiSmsSender } from './sms/solapi.ts';
import { BuiltinVoucherIssuer } from './voucher/builtin.ts';
import { GiftishowVoucherIssuer } from './voucher/giftishow.ts';
import { limitSupplierCalls } from './voucher/limited.ts';
import type { VoucherIssuer } from './voucher/voucher-issuer.ts';

/**
 * Which provider serves each outside service (DESIGN §1): the real adapter when its credentials are
 * set, else the sandbox in development and test, else — in production, unless ALLOW_SANDBOX=true
 * says this is a staging site — nothing: the feature is refused with a Korean message and the start
 * log names the missing variables. This file is the one place that decides.
 */

export type ProviderKind = 'identity' | 'payment' | 'sms' | 'email' | 'voucher';

export interface ProviderChoice {
  kind: ProviderKind;
  mode: 'real' | 'sandbox' | 'off';
  /** The environment variables the real adapter needs and that are not set. */
  missing: string[];
}

const LABELS: Record<ProviderKind, string> = {
  identity: '본인인증',
  payment: '카드·통합결제',
  sms: '문자 발송',
  email: '이메일 발송',
  voucher: '상품권 발행',
};

/** What a user sees when a feature has no provider (production without credentials). */
export const PROVIDER_OFF_MESSAGES: Record<ProviderKind, string> = {
  identity: '본인인증 서비스가 준비되지 않아 지금은 본인인증을 할 수 없습니다. 고객센터로 문의해주세요.',
  payment: '카드·통합결제 서비스가 준비되지 않았습니다. 계좌이체로 충전해주세요.',
  sms: '문자 발송 서비스가 준비되지 않아 문자로 보낼 수 없습니다. 이메일로 보내거나 고객센터로 문의해주세요.',
  email:
    '이메일 발송 서비스가 준비되지 않아 이메일로 보낼 수 없습니다. 문자로 보내거나 고객센터로 문의해주세요.',
  voucher: '상품권 발행 서비스가 준비되지 않아 지금은 주문할 수 없습니다. 고객센터로 문의해주세요.',
};

export function providerUnavailable(kind: ProviderKind): AppError {
  return new AppError(503, PROVIDER_OFF_MESSAGES[kind], 'provider_unavailable');
}

/** Sandboxes run in development and test; in production only with ALLOW_SANDBOX=true. */
export function sandboxAllowed(config: Config): boolean {
  return config.env !== 'production' || config.allowSandbox;
}

function choose(config: Config, kind: ProviderKind, missing: string[], sandboxSwitch = true): ProviderChoice {
  if (missing.length === 0) return { kind, mode: 'real', missing };
  return { kind, mode: sandboxAllowed(config) && sandboxSwitch ? 'sandbox' : 'off', missing };
}

export function chooseProviders(config: Config): Record<ProviderKind, ProviderChoice> {
  return {
    identity: choose(config, 'identity', config.kcp ? [] : ['KCP_SITE_CD', 'KCP_CERT', 'KCP_PRIVATE_KEY']),
    payment: choose(
      config,
      'payment',
      config.danal ? [] : ['DANAL_CPID', 'DANAL_CRYPTO_KEY', 'DANAL_IV_KEY'],
      config.paymentSandbox,
    ),
    sms: choose(config, 'sms', config.solapi ? [] : ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET']),
    email: choose(config, 'email', config.smtpUrl ? [] : ['SMTP_URL']),
    // The built-in issuer mints coupon numbers no shop accepts: a sandbox until a supplier is set.
    voucher: choose(
      config,
      'voucher',
      config.giftishow
        ? []
        : ['GIFTISHOW_API_URL', 'GIFTISHOW_AUTH_CODE', 'GIFTISHOW_AUTH_TOKEN', 'GIFTISHOW_USER_ID'],
    ),
  };
}

/** Start-log lines: one per provider, naming what is missing; loud when sandboxes run in production. */
export function describeProviders(config: Config): { level: 'info' | 'warn'; message: string }[] {
  const lines: { level: 'info' | 'warn'; message: string }[] = [];
  if (config.env === 'production' && config.allowSandbox) {
    lines.push({
      level: 'warn',
      message:
        '!!! ALLOW_SANDBOX=true: 운영 모드에서 샌드박스 제공자를 허용합니다. 실제 본인인증·결제·발송이 일어나지 않습니다 (스테이징 전용) !!!',
    });
  }
  for (const choice of Object.values(chooseProviders(config))) {
    const label = LABELS[choice.kind];
    if (choice.mode === 'real') lines.push({ level: 'info', message: `${label}: 실제 제공자` });
    else if (choice.mode === 'sandbox') {
      const level = config.env === 'production' ? 'warn' : 'info';
      lines.push({ level, message: `${label}: 샌드박스 (실제 연동에 필요: ${choice.missing.join(', ')})` });
    } else {
      lines.push({ level: 'warn', message: `${label}: 꺼짐 — 설정 필요: ${choice.missing.join(', ')}` });
    }
  }
  return lines;
}

export interface MessagingProviders {
  sms: SmsSender;
  email: EmailSender;
  voucher: VoucherIssuer;
  /**
   * The test world's providers (issue #30 §2): always the built-in sandbox issuer and the outbox-only
   * senders, whatever is configured, so a test order never reaches the supplier, the SMS gateway or
   * a mail server. Unset: `testWorld` makes them.
   */
  test?: MessagingProviders;
}

/** The sandboxes, whatever the configuration says: the test world's providers (issue #30 §2). */
export function sandboxMessaging(db: Db, kakao: Config['kakao'] = undefined): MessagingProviders {
  return {
    sms: new SandboxSmsSender(kakaoTemplates(kakao)),
    email: new SandboxEmailSender(),
    voucher: new BuiltinVoucherIssuer(db),
  };
}

/** The providers of a delivery's world: the live ones, or for a test order's delivery the sandboxes. */
export function testWorld(providers: MessagingProviders, db: Db, kakao: Config['kakao'] = undefined) {
  const test = providers.test ?? sandboxMessaging(db, kakao);
  return (isTest: boolean | null | undefined): MessagingProviders => (isTest ? test : providers);
}

/** A switched-off channel: every call is a permanent failure naming what is not configured. */
class OffProvider implements SmsSender, EmailSender, VoucherIssuer {
  readonly name: string;
  readonly lateIssueMs = 0;
  constructor(private readonly kind: ProviderKind) {
    this.name = `off-${kind}`;
  }
  async send(): Promise<{ messageId: string }> {
    throw new ProviderError(PROVIDER_OFF_MESSAGES[this.kind], true);
  }
  async issue(): Promise<never> {
    throw new ProviderError(PROVIDER_OFF_MESSAGES[this.kind], true);
  }
  async abandon(): Promise<never> {
    throw new ProviderError(PROVIDER_OFF_MESSAGES[this.kind], true);
  }
  async status(): Promise<never> {
    throw new ProviderError(PROVIDER_OFF_MESSAGES[this.kind], true);
  }
  async find(): Promise<never> {
    throw new ProviderError(PROVIDER_OFF_MESSAGES[this.kind], true);
  }
  async cancel(): Promise<never> {
    throw new ProviderError(PROVIDER_OFF_MESSAGES[this.kind], true);
  }
}

export function createMessagingProviders(config: Config, db: Db): MessagingProviders {
  const choice = chooseProviders(config);
  const pick = <T>(kind: ProviderKind, real: () => T, sandbox: () => T): T =>
    choice[kind].mode === 'real'
      ? real()
      : choice[kind].mode === 'sandbox'
        ? sandbox()
        : (new OffProvider(kind) as T);
  return {
    sms: pick<SmsSender>(
      'sms',
      () => new SolapiSmsSender(config.solapi!),
      // The sandbox "has registered" the shop's 알림톡 templates, as the real channel must have.
      () => new SandboxSmsSender(kakaoTemplates(config.kakao)),
    ),
    email: pick<EmailSender>(
      'email',
      () => new SmtpEmailSender(config.smtpUrl!),
      () => new SandboxEmailSender(),
    ),
    voucher: pick<VoucherIssuer>(
      'voucher',
      () => limitSupplierCalls(new GiftishowVoucherIssuer(config.giftishow!), config.supplierMaxConcurrency),
      () => new BuiltinVoucherIssuer(db),
    ),
    test: sandboxMessaging(db, config.kakao),
  };
}

/** The provider kinds switched off: ordering checks them before any money moves. */
export function offProviders(config: Config): ProviderKind[] {
  return Object.values(chooseProviders(config))
    .filter((c) => c.mode === 'off')
    .map((c) => c.kind);
}

/** The 알림톡 templates registered for the configured channel, by template id (the sandbox's list). */
function kakaoTemplates(kakao: Config['kakao']): Record<string, string> {
  if (!kakao) return {};
  return {
    [kakao.templateId]: ALIMTALK_TEMPLATE,
    ...(kakao.reminderTemplateId ? { [kakao.reminderTemplateId]: ALIMTALK_REMINDER_TEMPLATE } : {}),
  };
}
