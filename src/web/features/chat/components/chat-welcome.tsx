interface ChatWelcomeProps {
  name: string;
  description: string;
  icon?: string | null;
}

/** The empty state: who the coach is and what it can help with. */
export function ChatWelcome({ name, description, icon }: ChatWelcomeProps) {
  return (
    <section
      aria-labelledby="welcome-heading"
      className="rounded-xl bg-white p-6 text-center shadow-sm"
    >
      <div aria-hidden className="text-4xl">
        {icon ?? '🤖'}
      </div>
      <h2 id="welcome-heading" className="mt-2 text-lg font-semibold">
        Welcome! I&apos;m {name}.
      </h2>
      <p className="mx-auto mt-2 max-w-prose text-slate-700">{description}</p>
      <p className="mt-4 text-sm text-slate-600">Ask a question below to start the conversation.</p>
    </section>
  );
}
