/**
 * The heading block of a page section: an optional eyebrow line, the h2 (with `id` for
 * `aria-labelledby`) and an optional lead, centred by default.
 */
export function SectionHeading({
  id,
  title,
  eyebrow,
  lead,
  tone = 'light',
  align = 'center',
}: {
  id?: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  tone?: 'light' | 'dark';
  align?: 'center' | 'left';
}) {
  return (
    <div className={`mb-10 ${align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}`}>
      {eyebrow && (
        <p className={`mb-2 text-sm font-semibold uppercase tracking-widest ${tone === 'dark' ? 'text-accent-400' : 'text-brand-600'}`}>
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={`text-2xl font-bold sm:text-3xl lg:text-4xl ${tone === 'dark' ? 'text-white' : 'text-slate-900'}`}>
        {title}
      </h2>
      {lead && <p className={`mt-4 text-base sm:text-lg ${tone === 'dark' ? 'text-brand-100' : 'text-slate-600'}`}>{lead}</p>}
    </div>
  );
}
