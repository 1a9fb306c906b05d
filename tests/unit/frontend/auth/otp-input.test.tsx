import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from '#web/features/auth/components/otp-input';

const box = (n: number) => screen.getByLabelText(`Digit ${n}`) as HTMLInputElement;
const values = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('');

describe('the six code boxes', () => {
  it('keeps one digit per box and moves to the next box as the user types', async () => {
    render(<OtpInput onComplete={() => {}} />);
    const user = userEvent.setup();
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(1).value).toBe('1');
    expect(box(2).value).toBe('2');
    expect(box(3)).toHaveFocus();
  });

  it('ignores letters', async () => {
    render(<OtpInput onComplete={() => {}} />);
    const user = userEvent.setup();
    await user.click(box(1));
    await user.keyboard('a');
    expect(box(1).value).toBe('');
    expect(box(1)).toHaveFocus();
  });

  it('moves back on Backspace in an empty box', async () => {
    render(<OtpInput onComplete={() => {}} />);
    const user = userEvent.setup();
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2).value).toBe('2');
  });

  it('submits automatically once six digits are in', async () => {
    const onComplete = vi.fn();
    render(<OtpInput onComplete={onComplete} />);
    const user = userEvent.setup();
    await user.click(box(1));
    await user.keyboard('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('takes the first six characters of a paste when they are all digits', () => {
    const onComplete = vi.fn();
    render(<OtpInput onComplete={onComplete} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '98765432' } });
    expect(values()).toBe('987654');
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('refuses a paste whose first six characters are not all digits', () => {
    const onComplete = vi.fn();
    render(<OtpInput onComplete={onComplete} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '12a456' } });
    expect(values()).toBe('');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('clears the boxes and focuses the first one when the reset key changes', async () => {
    const { rerender } = render(<OtpInput onComplete={() => {}} resetKey={0} />);
    const user = userEvent.setup();
    await user.click(box(1));
    await user.keyboard('123');
    rerender(<OtpInput onComplete={() => {}} resetKey={1} />);
    expect(values()).toBe('');
    expect(box(1)).toHaveFocus();
  });
});
