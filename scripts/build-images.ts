// `npm run build` step before `next build`: the renditions of the pictures under public/ (scripts/lib/public-images.ts).
import path from 'node:path';
import { runMain } from './lib/cli';
import { buildPublicImages } from './lib/public-images';

runMain(async () => {
  const started = Date.now();
  const { written, kept } = await buildPublicImages(path.resolve('public'));
  console.log(`Picture renditions: ${written} written, ${kept} up to date (${Date.now() - started} ms).`);
});
