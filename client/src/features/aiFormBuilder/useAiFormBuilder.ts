import { useMemo, useState } from 'react';
import { track } from '../../api/analytics';
import type { Option } from '../../ui/Select';
import { showSuccessToast } from '../../ui/toasts';
import { useLayoutDraft, type LayoutTemplate } from '../formTemplates';
import {
  type AiFormDraft,
  defaultName,
  descriptionOf,
  generateTemplate,
  type LayoutTexts,
  withDescription,
} from './aiTemplate';
import { type DataModelRow, generateDataModel } from './dataModel';
import { type AiFormType, DEFAULT_AI_FORM_TYPE } from './engine';
import { useAiStream } from './useAiStream';

const NO_TEMPLATE: LayoutTemplate = {};

/** The data model as generated (what Reset goes back to) and as edited. */
interface DataModel {
  generated: DataModelRow[];
  rows: DataModelRow[];
}

/**
 * The AI form builder's state and actions (spec 3 §2): General Info, the upload, the data model (streamed, then
 * edited), the template (streamed, then its two layouts edited as JSON with the layout checks) and what Save sends.
 */
export function useAiFormBuilder() {
  const [typedName, setTypedName] = useState<string | null>(null);
  const [formType, setFormType] = useState<AiFormType | null>(DEFAULT_AI_FORM_TYPE);
  const [division, setDivision] = useState<Option | null>(null);
  const [typedDescription, setTypedDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [dataModel, setDataModel] = useState<DataModel | null>(null);
  const [layouts, setLayouts] = useState<LayoutTexts | null>(null);
  const dataModelStream = useAiStream();
  const templateStream = useAiStream();

  const ios = useLayoutDraft(NO_TEMPLATE, 'ios', layouts?.ios ?? '');
  // The web layout's ids name the template's fields, which are the iOS layout.
  const webTemplate = useMemo(() => ({ fields: ios.parsed.ok ? ios.parsed.value : [] }), [ios.parsed]);
  const web = useLayoutDraft(webTemplate, 'web', layouts?.web ?? '');

  // Once there is a template, the description is its first iOS field's text (spec 3 §2); General Info edits it there.
  const description = layouts && ios.parsed.ok ? descriptionOf(ios.parsed.value) : typedDescription;
  const changeDescription = (text: string) => {
    setTypedDescription(text);
    if (layouts && ios.parsed.ok)
      setLayouts({ ...layouts, ios: JSON.stringify(withDescription(ios.parsed.value, text), null, 2) });
  };

  const analyse = async () => {
    if (!file || !formType) return;
    setDataModel(null);
    const rows = await dataModelStream.run((signal, onText) => generateDataModel(file, formType, signal, onText));
    if (!rows) return;
    setDataModel({ generated: rows, rows });
    showSuccessToast('Data Model Generated');
  };

  const stopAnalysis = () => {
    dataModelStream.stop();
    setDataModel(null);
  };

  const generate = async () => {
    if (!formType || !dataModel?.rows.length) return;
    const rows = dataModel.rows;
    setLayouts(null);
    const texts = await templateStream.run((signal, onText) =>
      generateTemplate(formType, rows, description, signal, onText),
    );
    if (!texts) return;
    setLayouts(texts);
    showSuccessToast('Form Template Generated');
    track('AI form generated', { formType, dataModelFields: rows.length });
  };

  const eraseTemplate = () => {
    templateStream.stop();
    setLayouts(null);
  };

  const layoutState = (draft: typeof ios) =>
    layouts && {
      value: draft.parsed.ok ? draft.parsed.value : undefined,
      ok: draft.parsed.ok,
      problems: draft.problems.length,
    };
  const draft: AiFormDraft = {
    name: typedName ?? defaultName(formType),
    formType,
    division,
    ios: layoutState(ios),
    web: layoutState(web),
  };

  return {
    draft,
    description,
    setName: setTypedName,
    setFormType,
    setDivision,
    changeDescription,
    file,
    setFile,
    dataModel,
    setRows: (rows: DataModelRow[]) => setDataModel((model) => model && { ...model, rows }),
    resetRows: () => setDataModel((model) => model && { ...model, rows: model.generated }),
    dataModelStream,
    analyse,
    stopAnalysis,
    layouts,
    setLayoutText: (kind: keyof LayoutTexts, text: string) =>
      setLayouts((texts) => texts && { ...texts, [kind]: text }),
    checks: { ios, web },
    templateStream,
    generate,
    eraseTemplate,
    /** Whether leaving would lose work (the unsaved-changes guard). */
    dirty: Boolean(file || dataModel || layouts || dataModelStream.streaming || templateStream.streaming),
  };
}

export type AiFormBuilder = ReturnType<typeof useAiFormBuilder>;
