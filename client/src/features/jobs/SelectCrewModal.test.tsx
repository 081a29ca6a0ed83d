import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { BRANCHES, DIVISIONS, USERS } from './jobForm.fixtures';
import { SelectCrewModal } from './SelectCrewModal';

const options = (list: { id: string; name?: string; divisionName?: string }[]) =>
  list.map(({ id, name, divisionName }) => ({ id, value: name ?? divisionName ?? id }));

function renderModal(value: string[] = []) {
  const onSelect = jest.fn<(ids: string[]) => void>();
  renderWithProviders(
    <SelectCrewModal
      opened
      users={USERS}
      divisions={options(DIVISIONS)}
      branches={options(BRANCHES)}
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
