import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import { ASK_KINDS, type AskKind } from '../../../shared/contracts/asks';
import { ASK_KIND_LABELS } from '../lib/ask-draft';

/** The kind of answer an ask expects, by its readable name (Radix Select, keyboard accessible). */
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
    <Select.Root value={value} onValueChange={(v) => onChange(v as AskKind)}>
      <Select.Trigger
        aria-label={label}
        className="inline-flex min-h-10 w-32 items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      >
        <Select.Value />
        <Select.Icon>
          <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={4}
          className="z-50 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <Select.Viewport className="p-1">
            {ASK_KINDS.map((kind) => (
              <Select.Item
                key={kind}
                value={kind}
                className="relative flex cursor-pointer select-none items-center rounded-md py-2 pr-3 pl-8 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
              >
                <Select.ItemIndicator className="absolute left-2">
                  <Check aria-hidden="true" className="size-4" />
                </Select.ItemIndicator>
                <Select.ItemText>{ASK_KIND_LABELS[kind]}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
