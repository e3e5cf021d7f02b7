import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * next/image's `<img>` rendered on the server only: the same src, srcset, sizes, lazy loading and fetchpriority as
 * `<Image>`, and with `preload` the same `<link rel="preload" as="image">` in the head (LCP_IMAGE), but no client
 * code: `<Image>` is a client component whose code (about 3 kB gzip) every page showing one downloads
 * (docs/performance.md, "JavaScript a guest downloads"). For pictures with no placeholder and no load handler.
 */
export function ServerImage(props: ImageProps) {
  const { props: img } = getImageProps(props);
  if (props.preload) {
    preload(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: img.fetchPriority as 'high' | 'low' | 'auto' | undefined,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, see above
  return <img {...img} alt={props.alt} />;
}
