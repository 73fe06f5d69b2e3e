import type { Page } from '@playwright/test';

/**
 * A real, playable WebM of about a second, recorded from a canvas by the browser itself (no binary
 * fixture in the repository). Busy frames (many coloured dots) make a larger file, so a throttled
 * upload takes a few seconds.
 */
export async function recordWebm(page: Page, { busy = false } = {}): Promise<Buffer> {
  const base64 = await page.evaluate(async (busyFrames) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    for (let frame = 0; frame < 25; frame++) {
      context.fillStyle = `hsl(${frame * 14}, 70%, 50%)`;
      context.fillRect(0, 0, 320, 240);
      for (let dot = 0; busyFrames && dot < 400; dot++) {
        context.fillStyle = `hsl(${(frame * 37 + dot * 13) % 360}, 70%, 50%)`;
        context.fillRect((dot * 53) % 320, (dot * 29) % 240, 8, 8);
      }
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, busy);
  return Buffer.from(base64, 'base64');
}
