import { Button } from '../../components/ui/Button.tsx';

/** What the 내 정보 tabs share: the first invalid field gets the cursor, and the form's buttons. */
export function focusFirst(order: string[], errors: Record<string, string | undefined>, prefix: string) {
  const first = order.find((k) => errors[k]);
  if (first) document.getElementById(`${prefix}-${first}`)?.focus();
}

export function Actions(props: {
  onCancel: () => void;
  submitLabel: string;
  busy: boolean;
  danger?: boolean;
}) {
  return (
    <div className="flex gap-3 pt-2 sm:justify-end">
      <Button
        size="lg"
        variant="secondary"
        onClick={props.onCancel}
        className="flex-1 sm:flex-none sm:min-w-28"
      >
        취소
      </Button>
      <Button
        size="lg"
        type="submit"
        variant={props.danger ? 'danger' : 'primary'}
        disabled={props.busy}
        className="flex-1 sm:flex-none sm:min-w-36"
      >
        {props.submitLabel}
      </Button>
    </div>
  );
}
