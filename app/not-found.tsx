import Link from 'next/link';

// Paths outside the localized routes (rare: the proxy localizes almost everything) get a plain English page.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>Page not found</h1>
        <p>
          <Link href="/">Back to the home page</Link>
        </p>
      </body>
    </html>
  );
}
