import {
  AUTO_GIFT_LIMITS,
  type AutoGiftRuleRequest,
  AUTO_GIFT_MESSAGES as M,
} from '@bizgift/domain/auto-gifts';
import { SEND_TYPE, SEND_TYPE_DISPLAY } from '@bizgift/domain/codes';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { type AutoGiftRule, useSaveAutoGiftRule } from '../../api/autoGifts.ts';
import { useContactTags, useMessageTemplates } from '../../api/contacts.ts';
import { ApiError, errorMessage } from '../../api/http.ts';
import { fetchSendTypes } from '../../api/orders.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field, inputClass, labelClass } from '../../components/ui/Field.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { GoodsSearch, type PickedGoods, PickedLine } from './GoodsPicker.tsx';

const OCCASIONS = ['생일', '입사기념일', '창립기념일'];
const DAYS = Array.from({ length: AUTO_GIFT_LIMITS.maxDaysBefore + 1 }, (_, d) => d);
export const daysBeforeText = (d: number) => (d === 0 ? '기념일 당일' : `${d}일 전`);

type Errors = Partial<
  Record<'name' | 'occasion_label' | 'goods' | 'substitutes' | 'tags' | 'body' | 'form', string>
>;

/** The rule's create / edit form in a dialog: goods with substitutes in order, tags, day and message. */
export function RuleFormDialog({
  rule,
  onClose,
}: {
  rule?: AutoGiftRule;
  onClose: (saved?: string) => void;
}) {
  const base = useId();
  const [name, setName] = useState(rule?.name ?? '');
  const [occasion, setOccasion] = useState(rule?.occasion_label ?? '생일');
  const [daysBefore, setDaysBefore] = useState(rule?.days_before ?? 0);
  const [tags, setTags] = useState(rule?.tags.join(', ') ?? '');
  const [goods, setGoods] = useState<PickedGoods | null>(rule?.goods ?? null);
  const [substitutes, setSubstitutes] = useState<PickedGoods[]>(rule?.substitutes ?? []);
  const [sendType, setSendType] = useState<number>(rule?.send_type ?? SEND_TYPE.SMS);
  const [title, setTitle] = useState(rule?.template.title ?? '#{이름}님, 축하합니다');
  const [body, setBody] = useState(rule?.template.body ?? '');
  const [active, setActive] = useState(rule?.active ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveAutoGiftRule();
  const offered = useQuery({ queryKey: ['send-types'], queryFn: fetchSendTypes, staleTime: 300_000 });
  const sendTypes = offered.data?.send_types ?? [SEND_TYPE.SMS, SEND_TYPE.EMAIL];
  const templates = useMessageTemplates().data ?? [];
  const bookTags = useContactTags().data ?? [];
  const chosenTags = tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (!name.trim()) next.name = M.nameRequired;
    if (!occasion.trim()) next.occasion_label = M.occasionRequired;
    if (!goods) next.goods = M.goodsRequired;
    setErrors(next);
    if (Object.keys(next).length > 0 || !goods) return;
    const request: AutoGiftRuleRequest = {
      name: name.trim(),
      occasion_label: occasion.trim(),
      days_before: daysBefore,
      goods: goods.id,
      substitutes: substitutes.map((s) => s.id),
      template: { title, body },
      tags: chosenTags,
      send_type: sendType as AutoGiftRuleRequest['send_type'],
      active,
    };
    try {
      await save.mutateAsync({ id: rule?.id, body: request });
      onClose(rule ? '규칙을 저장했습니다.' : '자동 발송 규칙을 만들었습니다.');
    } catch (error) {
      const field = (f: string) => (error instanceof ApiError ? error.fieldError(f) : undefined);
      const known = ['name', 'occasion_label', 'goods', 'substitutes', 'tags', 'template.body'];
      setErrors({
        name: field('name'),
        occasion_label: field('occasion_label'),
        goods: field('goods'),
        substitutes: field('substitutes'),
        tags: field('tags'),
        body: field('template.body'),
        form: known.some((f) => field(f)) ? undefined : errorMessage(error),
      });
    }
  };

  return (
    <Modal
      open
      title={rule ? '자동 발송 규칙 수정' : '자동 발송 규칙 만들기'}
      onClose={() => onClose()}
      size="lg"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 pt-2 text-left text-gray-800">
        <Field label="규칙 이름" htmlFor={`${base}-name`} error={errors.name} required>
          <input
            id={`${base}-name`}
            value={name}
            maxLength={50}
            onChange={(e) => setName(e.target.value)}
            placeholder="예) 임직원 생일 선물"
            aria-invalid={!!errors.name}
            className={inputClass()}
            data-autofocus
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="기념일"
            htmlFor={`${base}-occasion`}
            error={errors.occasion_label}
            hint="주소록 기념일 이름과 같아야 합니다."
            required
          >
            <input
              id={`${base}-occasion`}
              list={`${base}-occasions`}
              value={occasion}
              maxLength={20}
              onChange={(e) => setOccasion(e.target.value)}
              aria-invalid={!!errors.occasion_label}
              className={inputClass()}
            />
            <datalist id={`${base}-occasions`}>
              {OCCASIONS.map((o) => (
                <option key={o} value={o} />
              ))}
            </datalist>
          </Field>
          <Field label="보내는 날" htmlFor={`${base}-days`}>
            <select
              id={`${base}-days`}
              value={daysBefore}
              onChange={(e) => setDaysBefore(Number(e.target.value))}
              className={inputClass()}
            >
              {DAYS.map((d) => (
                <option key={d} value={d}>
                  {daysBeforeText(d)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field
          label="받는 사람 태그"
          htmlFor={`${base}-tags`}
          error={errors.tags}
          hint="쉼표로 구분합니다. 비워 두면 주소록 전체에 보냅니다."
        >
          <input
            id={`${base}-tags`}
            value={tags}
            onChange={(e) => setTags(e.target.value)}
            placeholder="예) 임직원, VIP"
            className={inputClass()}
          />
          {bookTags.length > 0 && (
            <div className="flex flex-wrap items-center gap-1.5">
              <span className="text-[13px] text-gray-500">주소록 태그:</span>
              {bookTags
                .filter((t) => !chosenTags.includes(t.tag))
                .map((t) => (
                  <Button
                    key={t.tag}
                    size="sm"
                    variant="ghost"
                    onClick={() => setTags([...chosenTags, t.tag].join(', '))}
                  >
                    <span className="sr-only">태그 추가 </span>#{t.tag} ({t.count}명)
                  </Button>
                ))}
            </div>
          )}
        </Field>
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-1.5 text-sm font-semibold text-gray-800">
            보낼 상품
            <span className="ml-0.5 text-red-500" aria-hidden="true">
              *
            </span>
          </legend>
          {goods ? (
            <PickedLine goods={goods} onRemove={() => setGoods(null)} />
          ) : (
            <GoodsSearch label="상품 찾기" exclude={substitutes.map((s) => s.id)} onPick={setGoods} />
          )}
          {errors.goods && (
            <p role="alert" className="text-[13px] text-red-600">
              {errors.goods}
            </p>
          )}
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-1.5 text-sm font-semibold text-gray-800">대체 상품 (순서대로)</legend>
          <p className="text-[13px] text-gray-500">
            상품이 판매 종료되거나 규칙을 만들 때 가격보다 비싸지면 첫 번째로 보낼 수 있는 대체 상품을
            보냅니다. 모두 보낼 수 없으면 건너뛰고 대표 관리자에게 알립니다.
          </p>
          {substitutes.map((s, i) => (
            <PickedLine
              key={s.id}
              goods={s}
              prefix={`${i + 1}.`}
              onRemove={() => setSubstitutes(substitutes.filter((x) => x.id !== s.id))}
            />
          ))}
          {substitutes.length < AUTO_GIFT_LIMITS.maxSubstitutes && (
            <GoodsSearch
              label="대체 상품 추가"
              exclude={[...(goods ? [goods.id] : []), ...substitutes.map((s) => s.id)]}
              onPick={(g) => setSubstitutes([...substitutes, g])}
            />
          )}
          {errors.substitutes && (
            <p role="alert" className="text-[13px] text-red-600">
              {errors.substitutes}
            </p>
          )}
        </fieldset>
        <fieldset className="min-w-0">
          <legend className={labelClass}>발송 방법</legend>
          <div className="flex flex-wrap gap-4">
            {sendTypes.map((t) => (
              <label key={t} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${base}-send-type`}
                  value={t}
                  checked={sendType === t}
                  onChange={() => setSendType(t)}
                />
                {SEND_TYPE_DISPLAY[t]}
              </label>
            ))}
          </div>
        </fieldset>
        {templates.length > 0 && (
          <Field label="저장한 템플릿 불러오기" htmlFor={`${base}-template`}>
            <select
              id={`${base}-template`}
              value=""
              onChange={(e) => {
                const chosen = templates.find((t) => t.id === Number(e.target.value));
                if (!chosen) return;
                setTitle(chosen.title);
                setBody(chosen.body);
              }}
              className={inputClass()}
            >
              <option value="">템플릿 선택</option>
              {templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field label="메시지 제목" htmlFor={`${base}-title`} hint="#{이름}은 받는 분의 이름으로 바뀝니다.">
          <input
            id={`${base}-title`}
            value={title}
            maxLength={200}
            onChange={(e) => setTitle(e.target.value)}
            className={inputClass()}
          />
        </Field>
        <Field label="메시지 내용" htmlFor={`${base}-body`} error={errors.body}>
          <textarea
            id={`${base}-body`}
            value={body}
            rows={4}
            onChange={(e) => setBody(e.target.value)}
            placeholder="예) 늘 함께해주셔서 고맙습니다."
            className={inputClass()}
          />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          바로 사용하기 (끄면 일시 중지 상태로 저장합니다)
        </label>
        {errors.form && (
          <p role="alert" className="text-sm text-red-600">
            {errors.form}
          </p>
        )}
        <div className="flex justify-end gap-2 border-t border-gray-100 pt-4">
          <Button onClick={() => onClose()}>취소</Button>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {save.isPending ? '저장 중...' : rule ? '저장' : '만들기'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
