import { Button, Group, Stack, Stepper, Title } from '@mantine/core';
import { useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { useLeaveAfterSave } from '../admin';
import { FORMS_PATH, useCreateFormTemplate } from '../formTemplates';
import { aiFormTemplateInput } from './aiTemplate';
import { DataModelStep } from './DataModelStep';
import { GeneralInfoStep } from './GeneralInfoStep';
import { SubmitStep } from './SubmitStep';
import { TemplateStep } from './TemplateStep';
import { UploadStep } from './UploadStep';
import { useAiFormBuilder } from './useAiFormBuilder';

export const STEPS = ['General Info', 'Upload Form', 'Data Model', 'IOS Layout', 'Web Layout', 'Submit'] as const;
const UPLOAD = STEPS.indexOf('Upload Form');
const DATA_MODEL = STEPS.indexOf('Data Model');
const LAST = STEPS.length - 1;

/**
 * /admin/ai-form-builder (spec 3 §2): a paper form (PDF, JPG, PNG) becomes a form template in a 6-step wizard with a
 * clickable step indicator and Previous / Next (Submit on the second-last step). Save creates the template and goes
 * to /admin/forms. Choices where the spec is silent: docs/ai-form-builder.md, "Screen".
 */
export default function AiFormBuilderPage() {
  const builder = useAiFormBuilder();
  const [step, setStep] = useState(0);
  const { createTemplate, creating } = useCreateFormTemplate();
  const { guard, leave } = useLeaveAfterSave(builder.dirty);

  const generate = () => {
    setStep(DATA_MODEL);
    void builder.analyse();
  };

  const save = async () => {
    try {
      await createTemplate(aiFormTemplateInput(builder.draft));
    } catch {
      showErrorToast('something went wrong');
      return;
    }
    showSuccessToast('Form Created');
    leave(FORMS_PATH);
  };

  const content = [
    <GeneralInfoStep key="general" builder={builder} />,
    <UploadStep key="upload" builder={builder} onGenerate={generate} />,
    <DataModelStep key="data-model" builder={builder} onUpload={() => setStep(UPLOAD)} />,
    <TemplateStep key="ios" builder={builder} kind="ios" />,
    <TemplateStep key="web" builder={builder} kind="web" />,
    <SubmitStep key="submit" builder={builder} saving={creating} onSave={() => void save()} />,
  ];

  return (
    <Stack gap="lg">
      {guard}
      <Title order={1} fz={26}>
        AI Form Builder
      </Title>
      <Stepper active={step} onStepClick={setStep} size="sm" data-testid="ai-form-steps">
        {STEPS.map((label, index) => (
          <Stepper.Step key={label} label={label} data-testid={`ai-form-step-${index}`}>
            {content[index]}
          </Stepper.Step>
        ))}
      </Stepper>
      <Group justify="space-between">
        <Button
          variant="default"
          onClick={() => setStep(step - 1)}
          disabled={step === 0}
          data-testid="ai-form-previous"
        >
          Previous
        </Button>
        {step < LAST && (
          <Button onClick={() => setStep(step + 1)} data-testid="ai-form-next">
            {step === LAST - 1 ? 'Submit' : 'Next'}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
