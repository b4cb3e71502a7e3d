import { DELIVERY_STATUS, SEND_TYPE, sendsToPhone } from '@bizgift/domain/codes';
import { maskContactEmail } from '@bizgift/domain/contacts';
import { groupCoupon } from '@bizgift/domain/coupon';
import { maskPhone } from '@bizgift/domain/documents';
import { voucherExpiry } from '@bizgift/domain/expiry';
import { normalizeEmail, normalizePhone, smsBytes } from '@bizgift/domain/recipients';
import {
  type DuplicateCheckDto,
  type MessagePreviewDto,
  messageKind,
  type SendTypesDto,
} from '@bizgift/domain/send-message';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, goods } from '../../db/schema/catalog.ts';
import { deliveries } from '../../db/schema/orders.ts';
import { companies, users } from '../../db/schema/users.ts';
import { codeList } from '../../db/sql.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { barcodeJpeg } from '../../providers/sms/barcode-image.ts';
import { revealsContacts } from '../company/policy.ts';
import { contactsForOrder } from '../contacts/service.ts';
import type { DeliveryWorker } from '../deliveries/delivery-worker.ts';
import { ALIMTALK_TEMPLATE, BARCODE_CID, fillTemplate, voucherText } from '../deliveries/voucher-message.ts';
import type { DuplicateCheckInput, PreviewInput } from './payload.ts';
import { ORDER_MESSAGES } from './service.ts';

/** The list shows the latest pairs; the count says how many there are in all. */
const DUPLICATE_LIST_MAX = 100;
/** Stands in for the coupon and the page token, which exist only once the voucher is issued. */
const SAMPLE_COUPON = '123456789012';
const SAMPLE_TOKEN = 'SAMPLE-preview-token'.padEnd(43, '0');

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a member sees before paying (issue #16 §5): recipients who got the same goods from them
 * lately, and the message one recipient will get, built by the same code the worker sends with.
 */
export class SendCheckService {
  constructor(
    private readonly db: Db,
    private readonly worker: DeliveryWorker,
    private readonly options: { duplicateDays: number; kakao?: { templateId: string } },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The send types a member may choose now: 알림톡 only while its channel and template are configured. */
  sendTypes(): SendTypesDto {
    return {
      send_types: [SEND_TYPE.SMS, SEND_TYPE.EMAIL, ...(this.options.kakao ? [SEND_TYPE.KAKAO] : [])],
    };
  }

  senderNumber(userId: number, sender: string) {
    return this.worker.senderNumber(sender, userId);
  }

  /** `test`: a test key checks against its test orders only (issue #30 §2). */
  async duplicates(userId: number, input: DuplicateCheckInput, test = false): Promise<DuplicateCheckDto> {
    const days = this.options.duplicateDays;
    // Anything but e-mail goes to a phone (the 알림톡 too). The same number is the same person
    // whatever the channel: a voucher that went by 알림톡 (or its SMS replacement) and now goes by
    // MMS, or the other way round, is a duplicate all the same. An e-mail address and a phone number
    // cannot be told to be one person, so e-mail is checked against e-mail only.
    const sms = sendsToPhone(input.send_type);
    const sameKind = sms ? sql`d.send_type <> ${SEND_TYPE.EMAIL}` : sql`d.send_type = ${SEND_TYPE.EMAIL}`;
    // The list as the order would store it; what cannot be ordered cannot be a duplicate either.
    const wanted = new Set<string>();
    for (const raw of input.recipients) {
      const r = sms ? normalizePhone(raw) : normalizeEmail(raw);
      if (r.ok) wanted.add('phone' in r ? r.phone : r.email);
    }
    // Address-book recipients (issue #31 §2): their numbers read from the caller's company's book, as
    // the order reads them. One only the book supplied is shown as the caller sees the book: masked
    // to a 발송 담당 or 조회 전용 (a number typed in full is theirs to see).
    const fromBook = new Set<string>();
    if (input.contact_ids.length > 0) {
      const [caller] = await this.db
        .select({ companyId: users.companyId })
        .from(users)
        .where(eq(users.id, userId));
      const book = await contactsForOrder(this.db, caller?.companyId ?? 0, [...new Set(input.contact_ids)]);
      for (const contact of book.values()) {
        const address = sms ? contact.phone : contact.email;
        if (address && !wanted.has(address)) fromBook.add(address);
      }
      for (const address of fromBook) wanted.add(address);
    }
    const masked = fromBook.size > 0 && !(await revealsContacts(this.db, userId));
    const shown = (recipient: string) =>
      masked && fromBook.has(recipient)
        ? sms
          ? maskPhone(recipient)
          : maskContactEmail(recipient)
        : recipient;
    if (days <= 0 || wanted.size === 0) return { days, count: 0, results: [] };
    const since = new Date(this.now().getTime() - days * DAY_MS);
    const column = sms ? sql`d.recipient_phone` : sql`d.recipient_email`;
    const goodsIds = sql.join(
      [...new Set(input.goods)].map((id) => sql`${id}`),
      sql`, `,
    );
    const { rows } = (await this.db.execute(sql`
      select ${column} as recipient,
        (array_agg(d.recipient_name order by d.id desc))[1] as recipient_name,
        d.goods_id, g.name as goods_name, b.name as brand,
        (array_agg(d.order_id order by d.id desc))[1] as order_id,
        (array_agg(d.send_type order by d.id desc))[1] as send_type,
        floor(extract(epoch from max(d.created_at)) * 1000)::float8 as sent_ms,
        count(distinct d.order_id) as times,
        count(*) over () as pairs
      from ${deliveries} d
        join ${goods} g on g.id = d.goods_id
        join ${brands} b on b.id = g.brand_id
      where d.user_id = ${userId} and d.test = ${test} and d.goods_id in (${goodsIds})
        and d.created_at >= ${since.toISOString()}::timestamptz
        and ${sameKind}
        and d.status <> ${codeList(DELIVERY_STATUS.REFUNDED)}
        and ${column} in (select jsonb_array_elements_text(${JSON.stringify([...wanted])}::jsonb))
      group by ${column}, d.goods_id, g.name, b.name
      order by sent_ms desc, d.goods_id
      limit ${DUPLICATE_LIST_MAX}`)) as unknown as { rows: Record<string, string | number | null>[] };
    return {
      days,
      count: rows.length > 0 ? Number(rows[0]!.pairs) : 0,
      results: rows.map((r) => ({
        recipient: shown(String(r.recipient)),
        recipient_name: r.recipient_name === null ? null : String(r.recipient_name),
        goods: { id: Number(r.goods_id), name: String(r.goods_name), brand: String(r.brand) },
        order_id: Number(r.order_id),
        send_type: Number(r.send_type),
        sent_at: new Date(Number(r.sent_ms)).toISOString(),
        times: Number(r.times),
      })),
    };
  }

  async preview(userId: number, input: PreviewInput): Promise<MessagePreviewDto> {
    const [row] = await this.db
      .select({ name: goods.name, brand: brands.name, validPeriod: goods.validPeriod })
      .from(goods)
      .innerJoin(brands, eq(brands.id, goods.brandId))
      .where(eq(goods.id, input.goods))
      .limit(1);
    if (!row) throw notFound('상품 정보를 찾을 수 없습니다.');
    const [member] = await this.db
      .select({ company: companies.name, fullname: users.fullname })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, userId))
      .limit(1);
    const expiresAt = voucherExpiry(this.now(), row.validPeriod);
    const url = this.worker.voucherUrl(SAMPLE_TOKEN);
    const recipientName = input.recipient_name || null;
    const message = voucherText({
      brand: row.brand,
      goodsName: row.name,
      couponNo: SAMPLE_COUPON,
      expiresAt,
      title: input.name,
      body: input.send_msg,
      senderName: member?.company ?? member?.fullname ?? '',
      url,
      recipientName,
    });
    // The same picture the MMS and the e-mail carry.
    const barcode = `data:image/jpeg;base64,${barcodeJpeg(SAMPLE_COUPON, groupCoupon(SAMPLE_COUPON)).toString('base64')}`;
    const sms = input.send_type === SEND_TYPE.SMS;
    const kakao = input.send_type === SEND_TYPE.KAKAO ? this.options.kakao : undefined;
    if (input.send_type === SEND_TYPE.KAKAO && !kakao) throw badRequest(ORDER_MESSAGES.kakaoOff);
    // A 알림톡 is the registered template filled in; undelivered, the gateway sends that text as SMS/LMS.
    const alimtalkText = kakao ? fillTemplate(ALIMTALK_TEMPLATE, message.alimtalk) : '';
    return {
      send_type: input.send_type,
      recipient_name: recipientName,
      goods: { id: input.goods, name: row.name, brand: row.brand },
      sample: { coupon_no: SAMPLE_COUPON, expires_at: expiresAt.toISOString(), url },
      sms: sms
        ? {
            kind: messageKind(message.text, true),
            from: await this.worker.smsSender(input.sender, userId),
            subject: message.subject,
            text: message.text,
            bytes: smsBytes(message.text),
            image: barcode,
          }
        : kakao
          ? {
              kind: messageKind(alimtalkText, false),
              from: await this.worker.smsSender(input.sender, userId),
              subject: message.subject,
              text: alimtalkText,
              bytes: smsBytes(alimtalkText),
              image: null,
            }
          : null,
      alimtalk: kakao ? { template: kakao.templateId, text: alimtalkText, buttons: [] } : null,
      email:
        sms || kakao
          ? null
          : {
              from: this.worker.mailFrom,
              subject: message.subject,
              html: message.html.replaceAll(`cid:${BARCODE_CID}`, barcode),
              text: message.text,
            },
    };
  }
}
