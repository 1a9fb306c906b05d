import { CHILD_GENDERS, type ChildGender } from '#shared/domain/validation';
import { ChoiceSelect } from '#web/components/choice-select';

const genderLabel = (g: string) => `${g[0]?.toUpperCase() ?? ''}${g.slice(1)}`;

/** The child's gender: male, female or other. */
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
    <ChoiceSelect
      id={id}
      options={CHILD_GENDERS}
      optionLabel={genderLabel}
      value={value}
      placeholder="Select gender"
      triggerClassName="text-base font-normal data-[placeholder]:text-slate-500"
      onChange={onChange}
    />
  );
}
