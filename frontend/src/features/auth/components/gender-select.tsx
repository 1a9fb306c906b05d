import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import { CHILD_GENDERS, type ChildGender } from '../../../../../shared/domain/validation';

const label = (g: string) => `${g[0]?.toUpperCase() ?? ''}${g.slice(1)}`;

/** The child's gender: male, female or other (Radix Select, keyboard accessible). */
export function GenderSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ChildGender | '';
  onChange(value: ChildGender): void;
}) {
  return (
    <Select.Root value={value || undefined} onValueChange={(v) => onChange(v as ChildGender)}>
      <Select.Trigger
        id={id}
        className="inline-flex items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-base font-normal focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 data-[placeholder]:text-slate-500"
      >
        <Select.Value placeholder="Select gender" />
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
            {CHILD_GENDERS.map((g) => (
              <Select.Item
                key={g}
                value={g}
                className="relative flex cursor-pointer select-none items-center rounded-md py-2 pr-3 pl-8 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
              >
                <Select.ItemIndicator className="absolute left-2">
                  <Check aria-hidden="true" className="size-4" />
                </Select.ItemIndicator>
                <Select.ItemText>{label(g)}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
