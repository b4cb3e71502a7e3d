import { type FormEvent, useEffect, useId, useState } from 'react';
import { type ContactPick, useContactPicks, useContactTags } from '../../api/contacts.ts';
import { errorMessage } from '../../api/http.ts';
import { TagChips } from '../../components/TagChips.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { inputClass } from '../../components/ui/Field.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { contactKey } from './contactRecipients.ts';

const SHOWN = 200;

/**
 * "주소록에서 선택": search the company's address book, filter by a tag, tick people or
 * select everyone listed (a tag's whole list); they join the recipients as contacts, whose numbers
 * the server reads. Contacts without a phone (text) or e-mail (e-mail) cannot be picked.
 */
export function ContactPickerDialog({
  open,
  sms,
  onClose,
  onPick,
}: {
  open: boolean;
  sms: boolean;
  onClose: () => void;
  onPick: (keys: string[], names: Record<string, string>) => void;
}) {
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string | undefined>();
  const [chosen, setChosen] = useState<Map<number, ContactPick>>(new Map());
  const tags = useContactTags(open);
  const picks = useContactPicks({ search: search || undefined, tag }, open);
  useEffect(() => {
    if (open) setChosen(new Map());
  }, [open]);

  const reachable = (c: ContactPick) => !!(sms ? c.phone : c.email);
  const listed = (picks.data ?? []).filter(reachable);
  const allChosen = listed.length > 0 && listed.every((c) => chosen.has(c.id));
  const toggle = (c: ContactPick) =>
    setChosen((m) => {
      const next = new Map(m);
      if (next.has(c.id)) next.delete(c.id);
      else next.set(c.id, c);
      return next;
    });
  const toggleAll = () =>
    setChosen((m) => {
      const next = new Map(m);
      for (const c of listed) allChosen ? next.delete(c.id) : next.set(c.id, c);
      return next;
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed.trim());
  };
  const add = () => {
    const people = [...chosen.values()];
    onPick(
      people.map((c) => contactKey(c, sms)),
      Object.fromEntries(people.map((c) => [contactKey(c, sms), c.name])),
    );
    onClose();
  };

  return (
    <Modal
      open={open}
      size="lg"
      title="주소록에서 선택"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>취소</Button>
          <Button variant="primary" disabled={chosen.size === 0} onClick={add}>
            {chosen.size.toLocaleString('ko-KR')}명 추가
          </Button>
        </>
      }
    >
      <form onSubmit={submit} className="mt-3 mb-3 flex gap-2">
        <label htmlFor={searchId} className="sr-only">
          이름, 휴대폰 번호, 이메일 검색
        </label>
        <input
          id={searchId}
          type="search"
          className={inputClass()}
          placeholder="이름, 휴대폰 번호, 이메일"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit">검색</Button>
      </form>
      <TagChips tags={tags.data ?? []} selected={tag} onSelect={setTag} />
      {picks.isPending ? (
        <LoadingState label="주소록을 불러오는 중..." />
      ) : picks.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(picks.error, '주소록을 불러오지 못했습니다.')}
        </p>
      ) : (picks.data ?? []).length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-500">조건에 맞는 연락처가 없습니다.</p>
      ) : (
        <>
          <div className="mb-2 flex items-center justify-between gap-2">
            <label className="flex items-center gap-2 text-sm font-medium text-gray-800">
              <input
                type="checkbox"
                checked={allChosen}
                onChange={toggleAll}
                disabled={listed.length === 0}
              />
              {tag ? `'${tag}' 태그 전체 선택` : '검색된 연락처 전체 선택'} (
              {listed.length.toLocaleString('ko-KR')}명)
            </label>
          </div>
          <ul
            aria-label="주소록 연락처"
            className="max-h-72 overflow-y-auto rounded-lg border border-gray-200"
          >
            {(picks.data ?? []).slice(0, SHOWN).map((c) => (
              <li key={c.id} className="border-b border-gray-100 last:border-0">
                <label className="flex items-center gap-3 px-3 py-2 text-sm">
                  <input
                    type="checkbox"
                    checked={chosen.has(c.id)}
                    disabled={!reachable(c)}
                    onChange={() => toggle(c)}
                  />
                  <span className="font-medium text-gray-900">{c.name}</span>
                  <span className="tabular-nums text-gray-600">
                    {(sms ? c.phone : c.email) ?? (sms ? '휴대폰 번호 없음' : '이메일 없음')}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {(picks.data ?? []).length > SHOWN && (
            <p className="mt-2 text-xs text-gray-500">
              앞의 {SHOWN}명만 보입니다. 전체 선택은 목록의 모든 사람을 추가합니다.
            </p>
          )}
        </>
      )}
    </Modal>
  );
}
