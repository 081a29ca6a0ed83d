import { Box, Divider, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { applyChange, boundFields, fillBindings } from './bindings';
import { fieldTypeOf, isJsonObject, recompute, type CalcTemplate } from './engine';
import {
  attributesOf,
  fieldNames,
  isVisible,
  LayoutRenderError,
  nodesOf,
  numberAttribute,
  styleHints,
  textOf,
} from './fieldInfo';
import type { FieldValues, FormLookups, FormSources, LayoutNode, RendererTemplate, WidgetContext } from './types';
import { widgetOf } from './widgets';

export interface FormRendererProps {
  /** The template: its `fields` (names) and `layouts.web.fields` (what is drawn); raw JSON is fine. */
  template: RendererTemplate;
  /** The values by field id (controlled). */
  values: FieldValues;
  /** Every change, with the derived values recomputed by the forms engine (hours, sums, totals, due date). */
  onChange?: (values: FieldValues) => void;
  /** Read-only: every widget shows its value as text, tables without inputs. */
  readOnly?: boolean;
  lookups?: FormLookups;
  /** The submission's local date-time (YYYY-MM-DDTHH:mm); time fields sit on its date. Default: now. */
  localDateTime?: string;
  /** The values as loaded (the clock's edit history starts from them); default: the first `values` given. */
  savedValues?: FieldValues;
  /**
   * Where an editable form's mapped fields are filled from (the signed-in user, the branch, the payment terms, …)
   * and what databinding expressions read besides the form's values. Only fields without a value are filled.
   */
  sources?: FormSources;
  'data-testid'?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
function nowLocal(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** The web layout of a template: its entries, checked as they are drawn. */
function webEntries(template: RendererTemplate): LayoutNode[] {
  const layouts = template.layouts;
  if (layouts !== undefined && layouts !== null && !isJsonObject(layouts))
    throw new LayoutRenderError('layouts must be an object');
  const web = isJsonObject(layouts) ? layouts.web : undefined;
  if (web === undefined || web === null) return [];
  if (!isJsonObject(web)) throw new LayoutRenderError('The web layout must be an object with a fields list');
  return nodesOf(web.fields, 'The web layout');
}

/**
 * The form field renderer (spec 3 §2): the template's web layout, a list of Divider and Row entries, each Row a grid
 * of `columns` (default 12) in which each field spans grid lines columnStart to columnEnd. Values are controlled and
 * keyed by field id; what the engine derives (hours, sums, line-item totals, the due date) is recomputed with the
 * server's code on every render and every change. A layout that cannot be drawn throws (LayoutRenderError), for an
 * error boundary (FormRenderErrorBoundary) to catch.
 */
export function FormRenderer({
  template,
  values,
  onChange,
  readOnly = false,
  lookups,
  localDateTime,
  savedValues,
  sources,
  'data-testid': testId = 'form-renderer',
}: FormRendererProps) {
  const [firstValues] = useState(values);
  const [openedAt] = useState(nowLocal);
  const formDateTime = localDateTime ?? openedAt;
  const entries = webEntries(template);
  const names = useMemo(() => fieldNames(template.fields), [template.fields]);
  const bindable = useMemo(() => boundFields(template), [template]);
  // An editable form's fields without a value take what their mapping or databinding gives (sent up below).
  const filled = useMemo(
    () => (readOnly ? values : fillBindings(bindable, values, sources ?? {}, formDateTime)),
    [readOnly, bindable, values, sources, formDateTime],
  );
  const computed = useMemo(() => recompute(template as CalcTemplate, filled), [template, filled]);
  useEffect(() => {
    if (filled !== values) onChange?.(computed.values);
  }, [filled, values, onChange, computed]);
  const context: WidgetContext = {
    values: computed.values,
    savedValues: savedValues ?? firstValues,
    lookups: lookups ?? {},
    localDateTime: formDateTime,
    totals: computed.totals,
    hours: computed.hours,
  };
  const change = (id: string, value: unknown) =>
    onChange?.(recompute(template as CalcTemplate, applyChange(bindable, filled, id, value, sources ?? {})).values);

  const field = (node: LayoutNode, key: string | number) => {
    const attributes = attributesOf(node);
    if (!isVisible(attributes, computed.values, sources)) return null;
    const type = typeof node.type === 'string' ? node.type : '';
    if (type === 'Divider') return <LayoutDivider key={key} node={node} />;
    const id = typeof node.id === 'string' ? node.id : '';
    const Widget = widgetOf(type);
    const label =
      (readOnly ? undefined : textOf(attributes.editTitle)) ??
      textOf(attributes.title) ??
      textOf(node.text) ??
      names.get(id) ??
      '';
    const gridColumn = `${numberAttribute(node.columnStart) ?? 'auto'} / ${numberAttribute(node.columnEnd) ?? 'auto'}`;
    return (
      <Box key={key} style={{ gridColumn, minWidth: 0, ...styleHints(attributes) }}>
        {Widget ? (
          <Widget
            id={id}
            type={type}
            attributes={attributes}
            label={label}
            showLabel={attributes.hideTitle !== true}
            value={computed.values[id]}
            error={computed.errors[id]}
            readOnly={readOnly || attributes.readOnly === true || fieldTypeOf(type)?.widget.editable === false}
            required={attributes.required === true}
            onChange={(value) => change(id, value)}
            context={context}
            testId={`form-field-${id || key}`}
          />
        ) : (
          <Text c="red" size="sm" data-testid={`form-field-${id || key}`}>
            Unknown field type "{type}"
          </Text>
        )}
      </Box>
    );
  };

  return (
    <Stack gap="md" data-testid={testId} data-readonly={readOnly || undefined}>
      {entries.map((entry, index) => {
        const attributes = attributesOf(entry);
        if (!isVisible(attributes, computed.values, sources)) return null;
        if (entry.type === 'Divider') return <LayoutDivider key={index} node={entry} />;
        if (entry.type !== 'Row') {
          throw new LayoutRenderError(
            `Entry ${index}: the web layout's entries are Divider or Row, not ${String(entry.type)}`,
          );
        }
        const columns = numberAttribute(entry.columns) ?? 12;
        return (
          <Box
            key={index}
            data-testid={`form-row-${index}`}
            style={{
              display: 'grid',
              gridTemplateColumns: `repeat(${Math.max(1, Math.floor(columns))}, minmax(0, 1fr))`,
              gap: 'var(--mantine-spacing-md)',
              alignItems: 'start',
              ...styleHints(attributes),
            }}
          >
            {nodesOf(entry.fields, `Row ${index}`).map(field)}
          </Box>
        );
      })}
    </Stack>
  );
}

function LayoutDivider({ node }: { node: LayoutNode }) {
  const label = textOf(node.text) ?? textOf(attributesOf(node).title);
  return (
    <Divider
      style={{ gridColumn: '1 / -1' }}
      label={label ? <Text fw={600}>{label}</Text> : undefined}
      labelPosition="left"
    />
  );
}
