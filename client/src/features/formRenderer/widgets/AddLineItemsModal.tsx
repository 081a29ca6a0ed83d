import { Checkbox, Group, ScrollArea, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Modal } from '../../../ui/Modal';
import { PickerFooter } from '../../../ui/PickerFooter';
import { moneyText, newQuoteLineItem } from '../engine';
import type { PricebookItemOption, QuoteLineOption } from '../types';

type Item = Record<string, unknown>;

interface AddLineItemsModalProps {
  opened: boolean;
  /** Invoice lines (start and end dates, a line id) or quote lines. */
  invoice: boolean;
  pricebookItems: PricebookItemOption[];
  /** The quote's lines: the Quote tab shows only when there are some (spec 3 §2). */
  quoteLineItems?: QuoteLineOption[];
  onClose: () => void;
  onAdd: (items: Item[]) => void;
}

/** An invoice line from a pricebook item or a quote line (docs/forms-calculations.md, Values). */
function invoiceLine(from: {
  name: string;
  quantity?: unknown;
  rate?: unknown;
  unit?: unknown;
  notes?: unknown;
}): Item {
  return {
    lineItemId: crypto.randomUUID(),
    name: from.name,
    quantity: from.quantity ?? 1,
    rate: from.rate ?? 0,
    unit: from.unit ?? '',
    notes: from.notes ?? '',
    startDate: null,
    endDate: null,
  };
}

function ChoiceList<T extends { name: string }>({
  items,
  chosen,
  onToggle,
  detail,
  testId,
}: {
  items: T[];
  chosen: Set<T>;
  onToggle: (item: T) => void;
  detail: (item: T) => string;
  testId: string;
}) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="sm">
        Not Listed
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={360} data-testid={testId}>
      <Stack gap={6} p="xs">
        {items.map((item, index) => (
          <Checkbox
            key={index}
            checked={chosen.has(item)}
            onChange={() => onToggle(item)}
            label={
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {item.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {detail(item)}
                </Text>
              </Group>
            }
          />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

/** The modal's content, mounted while it is open, so each opening starts with nothing chosen. */
function Picker({
  invoice,
  pricebookItems,
  quoteLineItems = [],
  onClose,
  onAdd,
}: Omit<AddLineItemsModalProps, 'opened'>) {
  const [search, setSearch] = useState('');
  const [pricebook, setPricebook] = useState(new Set<PricebookItemOption>());
  const [quote, setQuote] = useState(new Set<QuoteLineOption>());
  const toggle =
    <T,>(set: (update: (current: Set<T>) => Set<T>) => void) =>
    (item: T) =>
      set((current) => {
        const next = new Set(current);
        if (!next.delete(item)) next.add(item);
        return next;
      });
  const words = search.trim().toLowerCase();
  const shown = pricebookItems.filter((item) =>
    `${item.name} ${item.description ?? ''} ${item.category ?? ''}`.toLowerCase().includes(words),
  );
  const confirm = () => {
    const fromPricebook = [...pricebook].map((item) =>
      invoice
        ? { ...invoiceLine({ ...newQuoteLineItem(item) }), pricebookItemId: item.id }
        : { ...newQuoteLineItem(item) },
    );
    const fromQuote = [...quote].map((line) => invoiceLine(line));
    onAdd([...fromPricebook, ...fromQuote]);
    onClose();
  };
  const pricebookList = (
    <Stack gap="xs">
      <TextInput
        placeholder="Search"
        aria-label="Search the pricebook"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ChoiceList
        items={shown}
        chosen={pricebook}
        onToggle={toggle(setPricebook)}
        detail={(item) => [moneyText(item.rate), item.unit].filter(Boolean).join(' / ')}
        testId="add-line-items-pricebook"
      />
    </Stack>
  );
  return (
    <Stack gap="sm">
      {quoteLineItems.length > 0 ? (
        <Tabs defaultValue="pricebook">
          <Tabs.List>
            <Tabs.Tab value="pricebook">Pricebook</Tabs.Tab>
            <Tabs.Tab value="quote">Quote</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="pricebook" pt="xs">
            {pricebookList}
          </Tabs.Panel>
          <Tabs.Panel value="quote" pt="xs">
            <ChoiceList
              items={quoteLineItems}
              chosen={quote}
              onToggle={toggle(setQuote)}
              detail={(line) => `${String(line.quantity ?? 1)} × ${moneyText(line.rate)}`}
              testId="add-line-items-quote"
            />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Tabs defaultValue="pricebook">
          <Tabs.List>
            <Tabs.Tab value="pricebook">Pricebook</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="pricebook" pt="xs">
            {pricebookList}
          </Tabs.Panel>
        </Tabs>
      )}
      <PickerFooter
        selectedCount={pricebook.size + quote.size}
        confirmLabel="Confirm"
        confirmDisabled={pricebook.size + quote.size === 0}
        onCancel={onClose}
        onConfirm={confirm}
      />
    </Stack>
  );
}

/**
 * Add Line Items (spec 3 §2): tabs Pricebook and, when the quote's lines are supplied, Quote; Confirm is disabled until
 * at least one item is chosen. A pricebook item becomes a line of quantity 1.00 at its rate (newQuoteLineItem); on an
 * invoice every line gets a new lineItemId and empty start and end dates.
 */
export function AddLineItemsModal({ opened, ...props }: AddLineItemsModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Add Line Items">
      {opened && <Picker {...props} />}
    </Modal>
  );
}
