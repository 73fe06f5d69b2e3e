// A small real JPEG, for uploads the server must accept as images.
import sharp from 'sharp';

export const smallJpeg = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toBuffer();
