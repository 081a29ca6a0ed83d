import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '../test/render';
import { UNSAVED_CHANGES_MESSAGE, useUnsavedChangesGuard } from './useUnsavedChangesGuard';

function EditPage({ title }: { title?: string }) {
  const [name, setName] = useState('');
  const guard = useUnsavedChangesGuard(name !== '', title);
  return (
    <>
      {guard}
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <Link to="/elsewhere">Leave</Link>
    </>
  );
}

describe('useUnsavedChangesGuard', () => {
  it('lets the user leave freely while nothing changed', async () => {
    renderWithProviders(<EditPage />, { path: '/edit', routes: ['/elsewhere'] });
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(screen.getByText('/elsewhere')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and stays on Cancel', async () => {
    renderWithProviders(<EditPage title="Discard Changes?" />, { path: '/edit', routes: ['/elsewhere'] });
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(screen.getByText(UNSAVED_CHANGES_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Discard Changes?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.queryByText('/elsewhere')).not.toBeInTheDocument();
  });

  it('leaves on Confirm', async () => {
    renderWithProviders(<EditPage />, { path: '/edit', routes: ['/elsewhere'] });
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('/elsewhere')).toBeInTheDocument();
  });

  it('asks the browser to confirm closing the tab while changes are unsaved', async () => {
    renderWithProviders(<EditPage />, { path: '/edit' });
    expect(fireEvent(window, new Event('beforeunload', { cancelable: true }))).toBe(true);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    expect(fireEvent(window, new Event('beforeunload', { cancelable: true }))).toBe(false);
  });
});
