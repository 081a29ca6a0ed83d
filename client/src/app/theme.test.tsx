import { describe, expect, it } from '@jest/globals';
import { Badge, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { theme } from './theme';

describe('theme', () => {
  it('keeps a status badge as wide as its text, so that it is never cut', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Badge data-testid="badge">UNAVAILABLE</Badge>
      </MantineProvider>,
    );
    expect(screen.getByTestId('badge')).toHaveStyle({ minWidth: 'max-content' });
  });
});
