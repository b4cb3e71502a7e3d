import type { Config } from '../config.ts';
import type { EmailSender } from './email/email-sender.ts';
import { SandboxEmailSender } from './email/sandbox.ts';
import { SmtpEmailSender } from './email/smtp.ts';
import { SandboxSmsSender } from './sms/sandbox.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import { SolapiSmsSender } from './sms/solapi.ts';
import { BuiltinVoucherIssuer, type VoucherIssuer } from './voucher/voucher-issuer.ts';

export interface MessagingProviders {
  sms: SmsSender;
  email: EmailSender;
  voucher: VoucherIssuer;
}

/** Real adapters where their credentials are configured, sandboxes otherwise (DESIGN §1). */
export function createMessagingProviders(config: Config): MessagingProviders {
  return {
    sms: config.solapi ? new SolapiSmsSender(config.solapi) : new SandboxSmsSender(),
    email: config.smtpUrl ? new SmtpEmailSender(config.smtpUrl) : new SandboxEmailSender(),
    voucher: new BuiltinVoucherIssuer(),
  };
}
