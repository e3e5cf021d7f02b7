import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

// Category banners carry no words: the page writes the category's title and description over the image, in the
// page's language (components/directory/listing-pages.tsx). An image with English text baked in shows English on
// the French and Portuguese pages too.
const folder = path.join(process.cwd(), 'public', 'categories');

describe('category banner images', () => {
  it.each(readdirSync(folder).filter((file) => file.endsWith('.webp')))(
    '%s has no text across its middle',
    async (file) => {
      const { data, info } = await sharp(path.join(folder, file)).raw().toBuffer({ resolveWithObject: true });
      const { width, height, channels } = info;
      // The middle band, where a title would be: each row is one colour of the background's vertical gradient.
      let worst = 0;
      for (let y = Math.round(height * 0.43); y < Math.round(height * 0.58); y++) {
        const row = y * width * channels;
        for (let x = 0; x < width; x++) {
          for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(data[row + x * channels + c] - data[row + c]));
        }
      }
      expect(worst).toBeLessThan(24);
    },
  );
});
