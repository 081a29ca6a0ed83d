import { Box, Button, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import {
  type CalcTemplate,
  isDisplayOnlyLayoutType,
  type LayoutFieldType,
  MOBILE_TO_WEB_TYPE,
  recompute,
} from './engine';
import { attributesOf, isVisible, LayoutRenderError, nodesOf, numberAttribute, textOf } from './fieldInfo';
import { sampleValues } from './sampleValues';
import type { LayoutNode, RendererTemplate, WidgetContext } from './types';
import { widgetOf } from './widgets';

export type MobilePlatform = 'ios' | 'android';

export interface MobilePreviewProps {
  /** The template, with the layout being previewed in place (its `fields` for iOS, `layouts.android` for Android). */
  template: RendererTemplate;
  platform: MobilePlatform;
  'data-testid'?: string;
}

const PHONE_WIDTH = 390;

/** The mobile layout's fields: the template's own (iOS) or `layouts.android.fields`. */
function mobileFields(template: RendererTemplate, platform: MobilePlatform): LayoutNode[] {
  if (platform === 'ios') return nodesOf(template.fields, 'The iOS layout');
  const layouts = template.layouts as { android?: unknown } | null | undefined;
  const android = layouts?.android;
  if (android === undefined || android === null) return [];
  if (typeof android !== 'object' || Array.isArray(android)) {
    throw new LayoutRenderError('The Android layout must be an object with a fields list');
  }
  return nodesOf((android as { fields?: unknown }).fields, 'The Android layout');
}

/** The server type a mobile field's value has: its fieldType, else the web twin of its layout type. */
function serverTypeOf(node: LayoutNode): string {
  if (typeof node.fieldType === 'string') return node.fieldType;
  const type = typeof node.type === 'string' ? node.type : '';
  return MOBILE_TO_WEB_TYPE[type as LayoutFieldType] ?? (type === 'Table' ? 'MultiUserField' : type);
}

/**
 * The mobile-style preview of the iOS or Android layout (spec 3 §2): a phone-wide column with the fields one under
 * the other (a Row's side by side), Banners as section headers, Text and NotesBanner as notes, Buttons, Space, and
 * each value field drawn read-only by the web renderer's widget of its server type, filled with the same fixed
 * sample values the PDF preview uses (src/forms/pdf/sample-submission.ts). Hidden fields (the Form Description) are left
 * out. A layout that cannot be drawn throws, for the editor's error boundary.
 */
export function MobilePreview({ template, platform, 'data-testid': testId = 'mobile-preview' }: MobilePreviewProps) {
  const nodes = mobileFields(template, platform);
  const sample = useMemo(() => {
    const { values, localDateTime } = sampleValues(template);
    return { computed: recompute(template as CalcTemplate, values), localDateTime };
  }, [template]);
  const context: WidgetContext = {
    values: sample.computed.values,
    savedValues: sample.computed.values,
    lookups: {},
    localDateTime: sample.localDateTime,
    totals: sample.computed.totals,
    hours: sample.computed.hours,
  };

  const draw = (node: LayoutNode, key: string): ReactNode => {
    const attributes = attributesOf(node);
    if (!isVisible(attributes, context.values)) return null;
    const type = typeof node.type === 'string' ? node.type : '';
    const title = textOf(attributes.title) ?? textOf(node.text) ?? textOf(node.name) ?? '';
    switch (type) {
      case 'Banner':
        return (
          <Box key={key} bg="gray.2" px="sm" py={6} mx="-sm">
            <Text fw={700} size="sm" tt="uppercase">
              {textOf(node.text) ?? title}
            </Text>
          </Box>
        );
      case 'Text':
      case 'NotesBanner':
        return (
          <Text
            key={key}
            size="sm"
            c={type === 'NotesBanner' ? 'dimmed' : undefined}
            style={{ whiteSpace: 'pre-wrap' }}
          >
            {textOf(node.text) ?? title}
          </Text>
        );
      case 'Space':
        return <Box key={key} h={numberAttribute(attributes.height) ?? 16} />;
      case 'Button':
        return (
          <Button key={key} fullWidth variant="filled" tabIndex={-1}>
            {textOf(node.text) ?? title}
          </Button>
        );
      case 'Row':
        return (
          <Box
            key={key}
            style={{
              display: 'grid',
              gridTemplateColumns: `repeat(${numberAttribute(node.columns) ?? 2}, minmax(0, 1fr))`,
              gap: 8,
            }}
          >
            {nodesOf(node.fields, `Row ${key}`).map((inner, index) => draw(inner, `${key}.${index}`))}
          </Box>
        );
    }
    if (isDisplayOnlyLayoutType(type)) return null;
    const id = typeof node.id === 'string' ? node.id : '';
    const serverType = serverTypeOf(node);
    const Widget = widgetOf(serverType);
    if (!Widget) {
      return (
        <Text key={key} c="red" size="sm">
          Unknown field type "{type}"
        </Text>
      );
    }
    return (
      <Widget
        key={key}
        id={id}
        type={serverType}
        attributes={attributes}
        label={title || id}
        showLabel={attributes.hideTitle !== true}
        value={context.values[id]}
        error={sample.computed.errors[id]}
        readOnly
        required={attributes.required === true}
        onChange={() => undefined}
        context={context}
        testId={`mobile-field-${id || key}`}
      />
    );
  };

  return (
    <Paper
      withBorder
      radius={32}
      p="md"
      pt={40}
      w={PHONE_WIDTH}
      maw="100%"
      shadow="sm"
      data-testid={testId}
      data-platform={platform}
    >
      <Stack gap="sm" px="sm">
        {nodes.map((node, index) => draw(node, String(index)))}
      </Stack>
    </Paper>
  );
}
