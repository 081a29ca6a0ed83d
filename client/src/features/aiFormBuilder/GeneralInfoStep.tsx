import { Stack, Textarea } from '@mantine/core';
import { Select, type Option } from '../../ui/Select';
import { TextInput } from '../../ui/TextInput';
import { useDivisions } from '../accounts';
import { formTypeLabel } from './aiTemplate';
import { AI_FORM_TYPES, type AiFormType } from './engine';
import type { AiFormBuilder } from './useAiFormBuilder';

const FORM_TYPE_OPTIONS: Option[] = AI_FORM_TYPES.map((type) => ({ id: type, value: formTypeLabel(type) }));

/** Step 1: the form's name, form type, division and description. */
export function GeneralInfoStep({ builder }: { builder: AiFormBuilder }) {
  const divisions = useDivisions();
  const divisionOptions: Option[] = (divisions.data ?? []).map((division) => ({
    id: division.id,
    value: division.divisionName,
  }));
  const { draft } = builder;
  return (
    <Stack gap="md" maw={560}>
      <TextInput
        label="Form Name"
        withAsterisk
        value={draft.name}
        onChange={(event) => builder.setName(event.currentTarget.value)}
        data-testid="ai-form-name"
      />
      <Select
        label="Form Type"
        withAsterisk
        options={FORM_TYPE_OPTIONS}
        value={FORM_TYPE_OPTIONS.find((option) => option.id === draft.formType) ?? null}
        onChange={(option) => builder.setFormType((option?.id as AiFormType | undefined) ?? null)}
        data-testid="ai-form-type"
      />
      <Select
        label="Division"
        withAsterisk
        options={divisionOptions}
        value={draft.division}
        onChange={builder.setDivision}
        data-testid="ai-form-division"
      />
      <Textarea
        label="Form Description"
        withAsterisk
        rows={2}
        value={builder.description}
        onChange={(event) => builder.changeDescription(event.currentTarget.value)}
        data-testid="ai-form-description"
      />
    </Stack>
  );
}
