import {
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCopy, IconLinkOff, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { customerDocumentTitle, type CustomerDocument } from '@server/forms/engine/form-type-policy';
import { formatDateTime } from '../../ui/format';
import { showSuccessToast } from '../../ui/toasts';
import { showFailure } from '../documents';
import { useDocumentLinkActions, useSendHistory } from './documentLinks';
import { customerRecipients } from './recipients';

interface DocumentSharingProps {
  /** What the document's form type sends (its policy's customerDocument): QUOTE_DOCUMENT, INVOICE_DOCUMENT. */
  document: CustomerDocument;
  submissionId: string;
  number: number;
  fields: readonly { id: string; value: unknown }[];
}

export const SHARING_TEXTS = {
  panel: 'Customer',
  send: 'Send',
  copy: 'Copy link',
  revoke: 'Revoke link',
  sent: 'The e-mail is on its way.',
  sendFailed: 'Unable to send.',
  copied: 'Link copied.',
  revokeFailed: 'Unable to revoke the link.',
  history: 'Sent',
  none: 'Not sent yet.',
};

const DELIVERY: Record<string, { label: string; color: string }> = {
  queued: { label: 'Sending', color: 'gray' },
  accepted: { label: 'Accepted by the mail server', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  outbox: { label: 'In the outbox', color: 'yellow' },
};

/**
 * Send to the customer (recipients from the customer fields, editable; subject; message), Copy link, Revoke link,
 * and the sent history with the customer's answers (docs/billing.md, Sending to the customer).
 */
export function DocumentSharing({ document, submissionId, number, fields }: DocumentSharingProps) {
  const actions = useDocumentLinkActions(submissionId);
  const history = useSendHistory(submissionId);
  const [composing, setComposing] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const anyActive = history.data?.formSubmissionSendHistory.links.some((each) => each.active) ?? false;

  const copy = async () => {
    try {
      const made = await actions.createLink();
      setLink(made);
      await navigator.clipboard?.writeText(made).catch(() => undefined);
      showSuccessToast(SHARING_TEXTS.copied);
    } catch (error) {
      showFailure(SHARING_TEXTS.sendFailed, error);
    }
  };
  const revoke = async () => {
    try {
      showSuccessToast(await actions.revoke());
      setLink(null);
    } catch (error) {
      showFailure(SHARING_TEXTS.revokeFailed, error);
    }
  };

  return (
    <>
      <Paper withBorder p="md" radius="md" data-testid="document-sharing">
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {SHARING_TEXTS.panel}
          </Title>
          <Button leftSection={<IconSend size={16} />} onClick={() => setComposing(true)} data-testid="document-send">
            {SHARING_TEXTS.send}
          </Button>
          <Group grow gap="xs">
            <Button
              variant="default"
              leftSection={<IconCopy size={16} />}
              onClick={() => void copy()}
              disabled={actions.busy}
              data-testid="document-copy-link"
            >
              {SHARING_TEXTS.copy}
            </Button>
            <Button
              variant="default"
              color="red"
              leftSection={<IconLinkOff size={16} />}
              onClick={() => void revoke()}
              disabled={actions.busy || !anyActive}
              data-testid="document-revoke-link"
            >
              {SHARING_TEXTS.revoke}
            </Button>
          </Group>
          {link && <TextInput readOnly value={link} aria-label="Customer link" data-testid="document-link" />}
        </Stack>
      </Paper>
      <SendHistory loading={history.loading} data={history.data?.formSubmissionSendHistory} />
      <SendModal
        opened={composing}
        onClose={() => setComposing(false)}
        defaults={{ to: customerRecipients(fields), subject: customerDocumentTitle(document, number) }}
        onSend={async (input) => {
          const result = await actions.send(input);
          if (result.success) {
            setLink(result.link ?? null);
            showSuccessToast(SHARING_TEXTS.sent);
            setComposing(false);
          }
          return result;
        }}
      />
    </>
  );
}

type History = NonNullable<ReturnType<typeof useSendHistory>['data']>['formSubmissionSendHistory'];

function SendHistory({ loading, data }: { loading: boolean; data: History | undefined }) {
  const answers = data?.links.filter((each) => each.answer) ?? [];
  return (
    <Paper withBorder p="md" radius="md" data-testid="document-send-history">
      <Title order={2} fz="lg" mb="sm">
        {SHARING_TEXTS.history}
      </Title>
      {loading && !data ? (
        <Loader size="sm" aria-label="Loading" />
      ) : !data?.sends.length && !answers.length ? (
        <Text size="sm" c="dimmed">
          {SHARING_TEXTS.none}
        </Text>
      ) : (
        <Stack gap="sm">
          {answers.map((answer) => (
            <Stack key={answer.id} gap={2} data-testid="document-answer">
              <Group gap="xs">
                <Badge color={answer.answer === 'accepted' ? 'green' : 'red'} variant="light">
                  {answer.answer === 'accepted' ? 'Accepted' : 'Rejected'}
                </Badge>
                <Text size="sm" fw={600}>
                  {answer.answeredBy}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(answer.answeredAt)} from {answer.answeredFrom}
              </Text>
              {answer.reason && <Text size="sm">{answer.reason}</Text>}
            </Stack>
          ))}
          {data?.sends.map((send) => {
            const delivery = DELIVERY[send.delivery] ?? DELIVERY.queued;
            return (
              <Stack key={send.id} gap={2} data-testid="document-send-entry">
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={600}>
                    {send.subject}
                  </Text>
                  <Badge color={delivery.color} variant="light" data-testid="document-send-delivery">
                    {delivery.label}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  To {send.recipients.join(', ')} · {formatDateTime(send.createdAt)} by {send.sentByName}
                </Text>
                {send.error && (
                  <Text size="xs" c="red" data-testid="document-send-error">
                    {send.error}
                  </Text>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

interface SendModalProps {
  opened: boolean;
  onClose: () => void;
  defaults: { to: string[]; subject: string };
  onSend: (input: { to: string[]; subject: string; message: string }) => Promise<{
    success: boolean;
    message: string;
    errors?: { path: string; message: string }[] | null;
  }>;
}

function SendModal({ opened, onClose, defaults, onSend }: SendModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Send to the customer" size="lg">
      {opened && <SendForm defaults={defaults} onSend={onSend} onClose={onClose} />}
    </Modal>
  );
}

function SendForm({ defaults, onSend, onClose }: Omit<SendModalProps, 'opened'>) {
  const [to, setTo] = useState(defaults.to);
  const [subject, setSubject] = useState(defaults.subject);
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const submit = async () => {
    setSending(true);
    try {
      const result = await onSend({ to, subject, message });
      if (!result.success) {
        const byPath = Object.fromEntries(
          (result.errors ?? []).map(({ path, message: text }) => [path.split('.')[0], `${text} (${path})`]),
        );
        setProblems(Object.keys(byPath).length ? byPath : { form: result.message });
      }
    } catch (error) {
      showFailure(SHARING_TEXTS.sendFailed, error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="sm">
      <TagsInput
        label="To"
        value={to}
        onChange={setTo}
        splitChars={[',', ' ', ';']}
        error={problems.to}
        data-testid="document-send-to"
      />
      <TextInput
        label="Subject"
        value={subject}
        onChange={(event) => setSubject(event.currentTarget.value)}
        error={problems.subject}
        data-testid="document-send-subject"
      />
      <Textarea
        label="Message"
        autosize
        minRows={3}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        error={problems.message}
        data-testid="document-send-message"
      />
      {problems.form && (
        <Text c="red" size="sm">
          {problems.form}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => void submit()}
          loading={sending}
          disabled={to.length === 0}
          data-testid="document-send-submit"
        >
          Send
        </Button>
      </Group>
    </Stack>
  );
}
