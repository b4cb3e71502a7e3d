import { describe, expect, it } from 'vitest';
import {
  invitationRequestSchema,
  limitExceededMessage,
  COMPANY_MESSAGES as M,
  memberUpdateRequestSchema,
  policyRequestSchema,
  rejectRequestSchema,
} from './company.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('company request rules (issue #27)', () => {
  it.each([
    [{ email: 'a@example.com', role: 'sender', monthly_limit: '100000' }, null],
    [{ email: 'a@example.com', role: 'viewer', monthly_limit: null }, null],
    [{ email: 'a@example.com', role: 'viewer' }, null],
    [{ email: 'not-an-email', role: 'sender', monthly_limit: null }, '올바른 이메일 형식을 입력해주세요.'],
    [{ email: 'a@example.com', role: 'boss', monthly_limit: null }, M.roleInvalid],
    [{ email: 'a@example.com', role: 'sender', monthly_limit: '-1' }, M.limitInvalid],
    [{ email: 'a@example.com', role: 'sender', monthly_limit: '1.5' }, M.limitInvalid],
    [{ email: 'a@example.com', role: 'sender', monthly_limit: 1000 }, M.limitInvalid],
  ])('invitation %j → %s', (body, message) => {
    expect(firstMessage(invitationRequestSchema.safeParse(body))).toBe(message);
  });

  it.each([
    [{ role: 'manager' }, null],
    [{ monthly_limit: null }, null],
    [{ status: 'suspended' }, null],
    [{}, M.nothingToChange],
    [{ status: 'withdrawn' }, expect.any(String)],
  ])('member change %j → %s', (body, message) => {
    expect(firstMessage(memberUpdateRequestSchema.safeParse(body))).toEqual(message);
  });

  it('policy: a won string or null; reject: a reason of 1–200 characters', () => {
    expect(policyRequestSchema.safeParse({ approval_over: '50000' }).success).toBe(true);
    expect(policyRequestSchema.safeParse({ approval_over: null }).success).toBe(true);
    expect(firstMessage(policyRequestSchema.safeParse({ approval_over: '5만' }))).toBe(M.limitInvalid);
    expect(firstMessage(rejectRequestSchema.safeParse({ reason: '   ' }))).toBe(M.reasonRequired);
    expect(firstMessage(rejectRequestSchema.safeParse({ reason: 'x'.repeat(201) }))).toBe(M.reasonTooLong);
    expect(rejectRequestSchema.parse({ reason: ' 예산 초과 ' })).toEqual({ reason: '예산 초과' });
  });

  it('names what is left of the limit in won', () => {
    expect(limitExceededMessage('35000')).toBe('이번 달 한도를 넘는 주문입니다. 남은 한도는 35,000원입니다.');
  });
});
