// The framework reference for photo pages (docs/decisions/15-framework-ratios.md §2): the bare page with one photo, the
// bytes of the partner page's first photo, asked for as the product asks for its LCP photo (preloaded in the head at
// high priority) and shown at a phone's width. Lighthouse measures how long this framework, on this machine, takes
// from the photo's last byte to its paint; a photo page's limit adds that to its link minimum.
import ReactDOM from 'react-dom';

export const metadata = { title: 'Bare Next.js page with a photo' };

export default function PhotoPage() {
  ReactDOM.preload('/photo.webp', { as: 'image', fetchPriority: 'high' });
  return (
    <main>
      <h1>A bare Next.js page with a photo</h1>
      <img
        src="/photo.webp"
        alt=""
        width={800}
        height={600}
        fetchPriority="high"
        style={{ width: '100%', height: 'auto' }}
      />
      <p>The same Next.js and React as the product, one static page with one photo and nothing of ours.</p>
    </main>
  );
}
