import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import type { Person } from './people';
import { SelectCrewModal } from './SelectCrewModal';

const DIVISIONS = [
  { id: 'division-1', value: 'Crane Services' },
  { id: 'division-2', value: 'Heavy Haul' },
];
const BRANCHES = [
  { id: 'branch-1', value: 'Denver' },
  { id: 'branch-2', value: 'Phoenix' },
];

const person = (id: string, firstName: string, lastName: string, values: Partial<Person> = {}): Person => ({
  id,
  firstName,
  lastName,
  branchIds: [],
  divisionIds: [],
  occupations: [],
  disabled: false,
  ...values,
});

const USERS = [
  person('user-1', 'Dan', 'Reyes', { branchIds: ['branch-1'], divisionIds: ['division-1'] }),
  person('user-2', 'Grace', 'Hopper', { branchIds: ['branch-2'], divisionIds: ['division-2'] }),
  person('user-3', 'Old', 'Hand', { disabled: true }),
];

function renderModal(value: string[] = []) {
  const onSelect = jest.fn<(ids: string[]) => void>();
  renderWithProviders(
    <SelectCrewModal
      opened
      users={USERS}
      divisions={DIVISIONS}
      branches={BRANCHES}
      value={value}
      onClose={() => undefined}
      onSelect={onSelect}
    />,
  );
  return onSelect;
}

const dialog = () => screen.getByRole('dialog', { name: 'Select Crew' });

async function choose(name: string, option: string) {
  await userEvent.click(within(dialog()).getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('select crew', () => {
  it('lists the active users by name and filters by division, branch and name', async () => {
    renderModal();
    const names = () => within(screen.getByTestId('select-crew-list')).queryAllByRole('checkbox').length;
    expect(await within(dialog()).findByRole('checkbox', { name: 'Dan Reyes' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('checkbox', { name: 'Grace Hopper' })).toBeInTheDocument();
    // Disabled users are not offered.
    expect(within(dialog()).queryByRole('checkbox', { name: 'Old Hand' })).not.toBeInTheDocument();
    expect(names()).toBe(2);

    await choose('Division', 'Heavy Haul');
    expect(within(dialog()).queryByRole('checkbox', { name: 'Dan Reyes' })).not.toBeInTheDocument();
    expect(names()).toBe(1);
    await choose('Branch', 'Denver');
    expect(within(dialog()).getByText('No users found.')).toBeInTheDocument();
  });

  it('searches by name', async () => {
    renderModal();
    await userEvent.type(await within(dialog()).findByRole('textbox', { name: 'Name' }), 'grace');
    expect(within(dialog()).getByRole('checkbox', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('checkbox', { name: 'Dan Reyes' })).not.toBeInTheDocument();
  });

  it('starts from the current crew and returns the new choice', async () => {
    const onSelect = renderModal(['user-1']);
    expect(await within(dialog()).findByRole('checkbox', { name: 'Dan Reyes' })).toBeChecked();
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Dan Reyes' }));
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Grace Hopper' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Select Crew' }));
    expect(onSelect).toHaveBeenCalledWith(['user-2']);
  });
});
