import { render, screen } from '@testing-library/react';
import { TextAreaField, TextField } from './TextField';

describe('TextField', () => {
  it('links label and error to the control', () => {
    render(
      <>
        <TextField label="Email" error="Please enter your email" />
        <TextAreaField label="Note" />
      </>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email');
    const note = screen.getByLabelText('Note');
    expect(note.tagName).toBe('TEXTAREA');
    expect(note).not.toHaveAttribute('aria-invalid');
  });
});
