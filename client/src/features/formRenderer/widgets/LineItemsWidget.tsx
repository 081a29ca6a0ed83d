import { Button, Group, NumberInput, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { centsText, dateText, DATE_PATTERN, isJsonObject, lineItemTotalCents, moneyText, numberText } from '../engine';
import { numberAttribute } from '../fieldInfo';
import type { WidgetProps } from '../types';
import { AddLineItemsModal } from './AddLineItemsModal';
import { FieldFrame, RemoveButton } from './common';

type Item = Record<string, unknown>;

const itemsOf = (value: unknown): Item[] => (Array.isArray(value) ? value.filter(isJsonObject) : []);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const amount = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? value : '');

/**
 * What an empty table says: spec 3 §2's texts inside an invoice ("No line items added, yet" while editing, "There are
 * no line items for this Invoice" read-only); a quote's is ours.
 */
function emptyText(invoice: boolean, editing: boolean): string {
  if (!invoice) return 'No line items';
  return editing ? 'No line items added, yet' : 'There are no line items for this Invoice';
}

/**
 * The line-item table (quote: Item, Notes, Qty, Unit, Rate, Amount; invoice adds Start and End) with the form's
 * totals under it: Subtotal, Discount, Surcharge and Tax when the form has them, Total. Quantity and rate are
 * normalised by the engine (negative → 0, 0.01 steps); amounts and totals are the engine's, in cents.
 * Add Line Items opens the modal (Pricebook, and Quote when the quote's lines are given) when the pricebook is given;
 * **Decision**: Add Line always appends an empty line (quantity 1.00) to fill in by hand.
 */
function LineItemsWidget({ invoice, ...props }: WidgetProps & { invoice: boolean }) {
  const items = itemsOf(props.value);
  const limit = numberAttribute(props.attributes.rowLimit);
  const { totals } = props.context;
  const { pricebookItems, quoteLineItems } = props.context.lookups;
  const [adding, setAdding] = useState(false);
  const edit = !props.readOnly;
  const full = limit !== undefined && items.length >= limit;
  const add = (added: Item[]) => props.onChange([...items, ...added].slice(0, limit ?? Infinity));
  const set = (index: number, key: string, value: unknown) =>
    props.onChange(items.map((item, other) => (other === index ? { ...item, [key]: value } : item)));
  // Wraps as it grows: a long item name or note shows whole while editing, as it does read-only.
  const cellInput = (index: number, key: string, label: string) => (
    <Textarea
      size="xs"
      autosize
      minRows={1}
      aria-label={`${label} ${index + 1}`}
      value={text(items[index][key])}
      onChange={(event) => set(index, key, event.currentTarget.value)}
    />
  );
  const numberInput = (index: number, key: 'quantity' | 'rate', label: string) => (
    <NumberInput
      size="xs"
      w={90}
      min={0}
      step={0.01}
      decimalScale={2}
      fixedDecimalScale
      aria-label={`${label} ${index + 1}`}
      value={amount(items[index][key])}
      onChange={(value) => set(index, key, value === '' ? 0 : value)}
      data-testid={`${props.testId}-${key}-${index}`}
    />
  );
  const totalRows: [string, number | undefined][] = totals
    ? [
        ['Subtotal', totals.subtotalCents],
        ['Discount', props.attributes.discountsId ? -totals.discountCents : undefined],
        ['Surcharge', props.attributes.surchargeId ? totals.surchargeCents : undefined],
        ['Tax', props.attributes.taxId ? totals.taxCents : undefined],
        ['Total', totals.totalCents],
      ]
    : [];
  return (
    <FieldFrame {...props}>
      <Table withTableBorder striped data-testid={`${props.testId}-table`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Notes</Table.Th>
            {invoice && <Table.Th>Start</Table.Th>}
            {invoice && <Table.Th>End</Table.Th>}
            <Table.Th>Qty</Table.Th>
            <Table.Th>Unit</Table.Th>
            <Table.Th>Rate</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            {edit && <Table.Th w={40} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={invoice ? 9 : 7}>
                <Text size="sm" c="dimmed" data-testid={`${props.testId}-empty`}>
                  {emptyText(invoice, edit)}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {items.map((item, index) => (
            <Table.Tr key={index} data-testid={`${props.testId}-row-${index}`}>
              <Table.Td>{edit ? cellInput(index, 'name', 'Item') : text(item.name)}</Table.Td>
              <Table.Td>{edit ? cellInput(index, 'notes', 'Notes') : text(item.notes)}</Table.Td>
              {invoice && <Table.Td>{dateText(item.startDate, DATE_PATTERN)}</Table.Td>}
              {invoice && <Table.Td>{dateText(item.endDate, DATE_PATTERN)}</Table.Td>}
              <Table.Td>{edit ? numberInput(index, 'quantity', 'Quantity') : numberText(item.quantity)}</Table.Td>
              <Table.Td>{edit ? cellInput(index, 'unit', 'Unit') : text(item.unit)}</Table.Td>
              <Table.Td>{edit ? numberInput(index, 'rate', 'Rate') : moneyText(item.rate)}</Table.Td>
              <Table.Td ta="right" data-testid={`${props.testId}-amount-${index}`}>
                {centsText(lineItemTotalCents(item))}
              </Table.Td>
              {edit && (
                <Table.Td>
                  <RemoveButton
                    label={`Remove line ${index + 1}`}
                    onClick={() => props.onChange(items.filter((_, other) => other !== index))}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" align="flex-start">
        {edit ? (
          <Group gap="xs">
            {pricebookItems && (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconListDetails size={14} />}
                disabled={full}
                onClick={() => setAdding(true)}
                data-testid={`${props.testId}-add-items`}
              >
                Add Line Items
              </Button>
            )}
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={full}
              onClick={() => add([{ name: '', notes: '', quantity: 1, rate: 0, unit: '' }])}
              data-testid={`${props.testId}-add`}
            >
              Add Line
            </Button>
            {pricebookItems && (
              <AddLineItemsModal
                opened={adding}
                invoice={invoice}
                pricebookItems={pricebookItems}
                quoteLineItems={quoteLineItems}
                onClose={() => setAdding(false)}
                onAdd={add}
              />
            )}
          </Group>
        ) : (
          <span />
        )}
        <Stack gap={2} miw={220} data-testid={`${props.testId}-totals`}>
          {totalRows
            .filter((row): row is [string, number] => row[1] !== undefined)
            .map(([label, cents]) => (
              <Group key={label} justify="space-between" gap="xl">
                <Text size="sm" fw={label === 'Total' ? 700 : 400}>
                  {label}
                </Text>
                <Text
                  size="sm"
                  fw={label === 'Total' ? 700 : 400}
                  data-testid={`${props.testId}-${label.toLowerCase()}`}
                >
                  {centsText(cents)}
                </Text>
              </Group>
            ))}
        </Stack>
      </Group>
    </FieldFrame>
  );
}

export function QuoteLineItemsWidget(props: WidgetProps) {
  return <LineItemsWidget {...props} invoice={false} />;
}

/** Adds each line's Start and End dates and the modal's Quote tab. */
export function InvoiceLineItemsWidget(props: WidgetProps) {
  return <LineItemsWidget {...props} invoice />;
}
