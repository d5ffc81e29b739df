// The dropdown menu belongs to the page it was opened on: a navigation closes it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Dropdown } from './Dropdown';

function Elsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/elsewhere/')}>
      away
    </button>
  );
}

describe('the dropdown', () => {
  it('opens and closes on its button, and closes when the page changes', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <Dropdown label="menu">
          <li>entry</li>
        </Dropdown>
        <Elsewhere />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'menu' });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // By keyboard, so no pointer lands outside the menu (which closes it on its own).
    screen.getByRole('button', { name: 'away' }).focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
