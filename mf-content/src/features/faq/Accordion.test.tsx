import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const items = [
  { key: '1', heading: 'How much is shipping?', body: 'Free over US$50.' },
  { key: '2', heading: 'Can I return tea?', body: 'Unopened, within 14 days.' },
  { key: '3', heading: 'Do you ship abroad?', body: 'Yes.' },
];

describe('FAQ accordion', () => {
  it('links each button to its panel and starts closed', () => {
    render(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: 'How much is shipping?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') as string);
    // The style sheet hides a panel that follows a heading whose button is not expanded (a held
    // tap before the page is live flips the attribute); the journeys check what shows.
    expect(panel).not.toBeNull();
    expect(button.parentElement?.nextElementSibling).toBe(panel);
    expect(panel).not.toHaveAttribute('hidden');
  });

  it('opens and closes with the keyboard and moves between questions with arrows', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    const first = screen.getByRole('button', { name: 'How much is shipping?' });
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How much is shipping?' })).toHaveTextContent(
      'Free over US$50.',
    );

    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('button', { name: 'Can I return tea?' });
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    // Several answers may be open at once.
    expect(first).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Do you ship abroad?' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});
