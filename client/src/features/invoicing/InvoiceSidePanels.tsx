import { Anchor, Avatar, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { InvoiceJobQuery } from '../../api/gql/graphql';
import { DetailColumns, documentDetailPath } from '../documents';
import { dateText, DATE_PATTERN } from './engine';
import { useJobTimecards } from './invoicing';

type Job = InvoiceJobQuery['job'];

function Panel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Title order={2} fz="md" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const hoursText = (hours: number | null) => (hours === null ? '' : `${hours.toFixed(2)} h`);

/** The job's crew, by name (Job.crewMembers, readable with the job). */
function CrewPanel({ job }: { job: Job }) {
  return (
    <Panel title={`Crew (${job.crewMembers.length})`} testId="invoice-crew">
      {job.crewMembers.length === 0 ? (
        <Text size="sm" c="dimmed">
          No crew assigned.
        </Text>
      ) : (
        <Stack gap={4}>
          {job.crewMembers.map((member) => (
            <Text key={member.id} size="sm" data-testid={`invoice-crew-${member.id}`}>
              {`${member.firstName} ${member.lastName}`.trim()}
            </Text>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

/** Spec 3 §2: "Equipment (n)", each with its image, name, type and category (Job.equipment, readable with the job). */
function EquipmentPanel({ job }: { job: Job }) {
  return (
    <Panel title={`Equipment (${job.equipment.length})`} testId="invoice-equipment">
      {job.equipment.length === 0 ? (
        <Text size="sm" c="dimmed">
          No assets assigned.
        </Text>
      ) : (
        <Stack gap="xs">
          {job.equipment.map((asset) => (
            <Group key={asset.id} gap="sm" wrap="nowrap" data-testid={`invoice-equipment-${asset.id}`}>
              <Avatar src={asset.imageUrl} radius="sm" size={40} alt="">
                <IconTruck size={20} aria-hidden />
              </Avatar>
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {asset.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[asset.type, asset.category].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

/**
 * The invoice form's side panels (spec 3 §2): the job's number and start date, its crew, its equipment and its
 * timecards (formSubmissionsForInvoice, 20 a page) with a "Details »" link to each.
 */
export function InvoiceSidePanels({ job }: { job: Job }) {
  const timecards = useJobTimecards(job.number, job.startDate);
  const items = timecards.page?.items ?? [];
  return (
    <Stack gap="md">
      <Panel title="Job" testId="invoice-job">
        <Stack gap={2}>
          <Text size="sm">
            Job Number: <b data-testid="invoice-job-number">{job.number}</b>
          </Text>
          <Text size="sm">
            Start Date:{' '}
            <b data-testid="invoice-job-start-date">{job.startDate ? dateText(job.startDate, DATE_PATTERN) : '—'}</b>
          </Text>
        </Stack>
      </Panel>
      <CrewPanel job={job} />
      <EquipmentPanel job={job} />
      <Panel title={`Timecards (${timecards.page?.totalCount ?? 0})`} testId="invoice-timecards">
        {timecards.loading ? (
          <Loader size="sm" aria-label="Loading" />
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No timecards for this job.
          </Text>
        ) : (
          <Stack gap="xs">
            {items.map((card) => (
              <Group key={card.id} justify="space-between" wrap="nowrap" data-testid={`invoice-timecard-${card.id}`}>
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    #{card.number} · {dateText(card.localDateTime, DATE_PATTERN)}
                    {card.totalHours !== null && ` · ${hoursText(card.totalHours)}`}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {card.users
                      .map((user) => user.userName)
                      .filter(Boolean)
                      .join(', ')}
                  </Text>
                </Stack>
                <Anchor
                  component={Link}
                  to={documentDetailPath(card.formId, card.id)}
                  size="sm"
                  data-testid={`invoice-timecard-${card.id}-details`}
                >
                  Details »
                </Anchor>
              </Group>
            ))}
            {timecards.page?.hasNextPage && (
              <Button variant="subtle" size="xs" onClick={timecards.loadMore} loading={timecards.loadingMore}>
                Show more
              </Button>
            )}
          </Stack>
        )}
      </Panel>
    </Stack>
  );
}

interface InvoiceFormColumnsProps {
  /** The invoice's form. */
  form: ReactNode;
  /** Its buttons (Cancel, Save Changes), below it on the right. */
  actions: ReactNode;
  /** The job whose crew, equipment and timecards stand beside the form, once read. */
  job: Job | null | undefined;
}

/** The create and edit pages' columns: the invoice's form with its buttons, and the job's panels beside it. */
export function InvoiceFormColumns({ form, actions, job }: InvoiceFormColumnsProps) {
  return (
    <DetailColumns
      main={
        <Stack gap="sm">
          {form}
          <Group justify="flex-end">{actions}</Group>
        </Stack>
      }
      side={job && <InvoiceSidePanels job={job} />}
    />
  );
}
