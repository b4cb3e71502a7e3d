import {
  DEFAULT_REMINDER_DAYS,
  REMINDER_LIMITS,
  REMINDER_MESSAGES,
  reminderSettingsSchema,
} from '@bizgift/domain/reminders';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { errorMessage } from '../../api/http.ts';
import { useReminderSettings, useSaveReminderSettings } from '../../api/reminders.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { ErrorState } from '../../components/ui/EmptyState.tsx';
import { CheckIcon, inputClass } from '../../components/ui/Field.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';

/** How a voucher sent as 알림톡 is reminded (the server says which: a reminder template or not). */
const KAKAO_REMINDER_TEXT = {
  alimtalk: '알림톡으로 보낸 쿠폰은 알림톡으로 알리고, 카카오톡으로 받지 못하는 분께는 문자로 대신 보냅니다.',
  mms: '알림톡으로 보낸 쿠폰은 문자(MMS)로 알립니다.',
} as const;

/** The days offered at once; any other day from 1 to 30 can be added. */
const PRESETS = [30, 14, 7, 3, 1];

/** The member's reminder days: D-7 and D-1 at first, up to three, or off. */
export function ReminderSettings() {
  const id = useId();
  const settings = useReminderSettings();
  const save = useSaveReminderSettings();
  const [done, setDone] = useState<string | null>(null);
  const [days, setDays] = useState<number[] | null>(null);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (settings.data && days === null) setDays(settings.data.days);
  }, [settings.data, days]);

  if (settings.isPending) return <LoadingState label="만료 알림 설정을 불러오는 중..." />;
  if (settings.isError)
    return (
      <ErrorState
        message={errorMessage(settings.error, '만료 알림 설정을 불러오지 못했습니다.')}
        onRetry={() => void settings.refetch()}
      />
    );

  const chosen = days ?? settings.data.days;
  const on = chosen.length > 0;
  const offered = [...new Set([...PRESETS, ...chosen])].sort((a, b) => b - a);
  const saved = settings.data.days;
  const changed = chosen.join(',') !== saved.join(',');

  const update = (next: number[]) => {
    setDays([...next].sort((a, b) => b - a));
    setError(null);
    setDone(null);
  };
  const toggle = (day: number) =>
    update(chosen.includes(day) ? chosen.filter((d) => d !== day) : [...chosen, day]);
  const addCustom = () => {
    const day = Number(custom);
    const checked = reminderSettingsSchema.safeParse({ days: [...chosen.filter((d) => d !== day), day] });
    if (!custom.trim() || !checked.success) {
      setError(checked.success ? REMINDER_MESSAGES.dayInvalid : checked.error.issues[0]!.message);
      return;
    }
    update(checked.data.days);
    setCustom('');
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = reminderSettingsSchema.safeParse({ days: chosen });
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      return;
    }
    try {
      const result = await save.mutateAsync(checked.data.days);
      setDays(result.days);
      setDone(result.days.length ? REMINDER_MESSAGES.saved : REMINDER_MESSAGES.turnedOff);
    } catch (err) {
      setError(errorMessage(err, '만료 알림 설정을 저장하지 못했습니다.'));
    }
  };

  return (
    <Card title="만료 알림 설정">
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <p id={`${id}-title`} className="text-sm text-gray-600">
          받는 분이 아직 쓰지 않은 쿠폰의 유효기간이 끝나기 전에, 쿠폰을 보낸 방법(문자·이메일) 그대로 만료
          알림을 한 번씩 보냅니다. 최대 {REMINDER_LIMITS.maxCount}개 시점까지 고를 수 있습니다.
          {settings.data.kakao_reminder && ` ${KAKAO_REMINDER_TEXT[settings.data.kakao_reminder]}`}
        </p>
        <label className="mt-4 inline-flex cursor-pointer items-center gap-2 text-sm font-semibold text-gray-900">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={on}
            onChange={(e) => update(e.target.checked ? [...DEFAULT_REMINDER_DAYS] : [])}
          />
          만료 알림 보내기
        </label>
        {on && (
          <fieldset className="mt-3">
            <legend className="mb-2 text-[13px] font-medium text-gray-600">알림 시점 (만료일 기준)</legend>
            <div className="flex flex-wrap gap-2">
              {offered.map((day) => {
                const selected = chosen.includes(day);
                return (
                  <button
                    key={day}
                    type="button"
                    aria-pressed={selected}
                    onClick={() => toggle(day)}
                    className={`inline-flex h-9 items-center gap-1 rounded-full border px-3.5 text-sm font-semibold tabular-nums ${
                      selected
                        ? 'border-brand-600 bg-brand-50 text-brand-700'
                        : 'border-gray-300 bg-white text-gray-600 hover:bg-gray-50'
                    }`}
                  >
                    {selected && <CheckIcon className="size-3.5" />}
                    {day}일 전
                  </button>
                );
              })}
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <label htmlFor={`${id}-custom`} className="text-[13px] font-medium text-gray-600">
                직접 입력
              </label>
              <div className="flex items-center gap-2">
                <div className="w-20">
                  <input
                    id={`${id}-custom`}
                    inputMode="numeric"
                    value={custom}
                    maxLength={2}
                    placeholder={`${REMINDER_LIMITS.minDay}~${REMINDER_LIMITS.maxDay}`}
                    onChange={(e) => {
                      setCustom(e.target.value.replace(/\D/g, ''));
                      setError(null);
                    }}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
                        e.preventDefault();
                        addCustom();
                      }
                    }}
                    className={`${inputClass()} text-center`}
                  />
                </div>
                <span className="text-sm text-gray-600">일 전</span>
                <Button size="sm" onClick={addCustom}>
                  추가
                </Button>
              </div>
            </div>
          </fieldset>
        )}
        {error && (
          <p role="alert" className="mt-3 text-[13px] font-medium text-red-600">
            {error}
          </p>
        )}
        {done && (
          <Notice tone="success" className="mt-3">
            {done}
          </Notice>
        )}
        <div className="mt-4 flex items-center justify-between gap-3 border-t border-gray-100 pt-4">
          <p className="text-[13px] text-gray-500" aria-live="polite">
            {saved.length
              ? `지금 설정: ${saved.map((d) => `D-${d}`).join(', ')}`
              : '지금 설정: 만료 알림 보내지 않음'}
          </p>
          <Button type="submit" variant="primary" busy={save.isPending} disabled={!changed}>
            저장
          </Button>
        </div>
      </form>
    </Card>
  );
}
