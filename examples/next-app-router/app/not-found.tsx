import Link from 'next/link';

// Next's own 404 page sets style attributes, which `style-src 'self'` refuses: this one has none.
export default function NotFound() {
  return (
    <main className="site-main">
      <h1>This page is not here</h1>
      <p>
        <Link href="/">Back to the start</Link>
      </p>
    </main>
  );
}
