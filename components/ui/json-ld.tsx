import { serializeJsonLd } from '@/lib/seo/json-ld';

/** A schema.org JSON-LD block for search engines; stored text is escaped so it cannot end the script. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
