// @vitest-environment jsdom
/**
 * Disabling a client asks first, and in Arabic the client's user name sits in a left-to-right
 * isolate, so 'omar.saeed' keeps its order inside the right-to-left sentence.
 */
import { expect, test } from 'vitest';
import { ADMIN_TOKEN, aClient, anAdmin, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { openApp, screen } from '../../test-support/render';

test('the Arabic disable step names the client in a left-to-right isolate, the sentence unchanged', async () => {
  const server = fakeServer();
  signedIn(server, anAdmin, ADMIN_TOKEN);
  const app = await openApp('ar', { token: ADMIN_TOKEN });
  const { StatusToggle } = await import('./components/StatusToggle');
  const client = { ...aClient, userName: 'omar.saeed' };
  app.render(<StatusToggle client={client} />);

  await app.user.click(screen.getByRole('button', { name: app.t('clients.disable') }));
  const dialog = await screen.findByRole('dialog', { name: app.t('clients.disableTitle') });
  const text = dialog.querySelector('p');
  expect(text?.textContent).toBe(app.t('clients.disableText', { userName: client.userName }));
  const isolate = text?.querySelector('bdi');
  expect(isolate?.getAttribute('dir')).toBe('ltr');
  expect(isolate?.textContent).toBe(client.userName);
});
