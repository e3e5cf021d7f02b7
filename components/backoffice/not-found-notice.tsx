/** An edit page for an id that does not exist: its title and the spec's message ('Product not found'...). */
export function NotFoundNotice({ title, message }: { title: string; message: string }) {
  return (
    <div>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p role="alert" className="mt-4 text-red-800">
        {message}
      </p>
    </div>
  );
}
