// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { deferred } from './deferred';

function NameField() {
  return <input aria-label="Your name" />;
}

test('a part whose code loaded after the page showed keeps what the visitor typed when the page renders again', async () => {
  const Field = deferred(async () => NameField, { firstPaintWords: true, inRenderedPages: false });
  const Page = ({ visits }: { visits: number }) => (
    <form data-visits={visits}>
      <Field />
    </form>
  );
  const { rerender } = render(<Page visits={1} />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Amal');

  rerender(<Page visits={2} />);

  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Your name' }).value).toBe('Amal');
});
