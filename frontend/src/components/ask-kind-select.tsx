import { ASK_KINDS, type AskKind } from '#shared/contracts/asks';
import { ASK_KIND_LABELS } from '../lib/ask-draft';
import { ChoiceSelect } from './choice-select';

const kindLabel = (kind: AskKind) => ASK_KIND_LABELS[kind];

/** The kind of answer an ask expects, by its readable name. */
export function AskKindSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: AskKind;
  onChange(value: AskKind): void;
}) {
  return (
    <ChoiceSelect
      label={label}
      options={ASK_KINDS}
      optionLabel={kindLabel}
      value={value}
      triggerClassName="min-h-10 w-32 text-sm"
      onChange={onChange}
    />
  );
}
