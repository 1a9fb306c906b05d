import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';

/**
 * One choice out of a fixed list (Radix Select, keyboard accessible): the trigger shows the chosen
 * option's label, or `placeholder` while nothing is chosen.
 */
export function ChoiceSelect<T extends string>({
  id,
  label,
  options,
  optionLabel,
  value,
  placeholder,
  triggerClassName,
  onChange,
}: {
  id?: string;
  /** The accessible name when no `<label>` points at `id`. */
  label?: string;
  options: readonly T[];
  optionLabel(option: T): string;
  value: T | '';
  placeholder?: string;
  triggerClassName: string;
  onChange(value: T): void;
}) {
  return (
    <Select.Root value={value || undefined} onValueChange={(v) => onChange(v as T)}>
      <Select.Trigger
        id={id}
        aria-label={label}
        className={`inline-flex items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${triggerClassName}`}
      >
        <Select.Value placeholder={placeholder} />
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
            {options.map((option) => (
              <Select.Item
                key={option}
                value={option}
                className="relative flex cursor-pointer select-none items-center rounded-md py-2 pr-3 pl-8 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
              >
                <Select.ItemIndicator className="absolute left-2">
                  <Check aria-hidden="true" className="size-4" />
                </Select.ItemIndicator>
                <Select.ItemText>{optionLabel(option)}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
