import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('is labelled and takes typed text', async () => {
    renderWithProviders(<TextInput label="First Name" />);
    await userEvent.type(screen.getByLabelText('First Name'), 'Ada');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
  });

  it('shows "Error" when the error is just flagged', () => {
    renderWithProviders(<TextInput label="First Name" error />);
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the error message when there is one', () => {
    renderWithProviders(<TextInput label="First Name" error="Required" />);
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});
