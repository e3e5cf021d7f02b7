// The framework reference's text page: a heading, a paragraph and eight links, nothing else (its photo page: photo/).
import Link from 'next/link';

const links = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>
        The same Next.js and React as the product, one static page and nothing of ours: the benchmarks measure it in the
        same run as the product and print each page&apos;s figures as a ratio to it.
      </p>
      <ul>
        {links.map((name) => (
          <li key={name}>
            <Link href={`/${name}`}>Link {name}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
