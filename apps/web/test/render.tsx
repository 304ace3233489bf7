import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../app/theme.ts';

/** Renders a component inside the app's Mantine theme, as the app does. */
export const renderWithTheme = (ui: ReactElement) =>
  render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
