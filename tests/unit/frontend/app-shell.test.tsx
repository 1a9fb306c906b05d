import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppShell } from '#web/app/app-shell';

function renderShell(path = '/dashboard') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<AppShell />}>
          <Route path="*" element={<p>page body</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('the app shell', () => {
  it('links every section of the sidebar and marks the current one', () => {
    renderShell('/billing');
    for (const name of [
      'Researches',
      'Account Settings',
      'Billing & Usage',
      'Help & Support',
      'Terms & Conditions',
    ]) {
      expect(screen.getAllByRole('link', { name })[0]).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: 'Billing & Usage' })[0]).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens and closes the mobile menu with a labelled button', async () => {
    renderShell();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers a skip link first, to the main content', async () => {
    renderShell();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
