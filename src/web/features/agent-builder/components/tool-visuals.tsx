import { CalendarDays, CirclePlay, Globe, Wrench } from 'lucide-react';

/** The icon of a catalogue entry; an unknown icon name gets a generic tool. */
export function ToolIcon({ name }: { name: string }) {
  const props = { 'aria-hidden': true, className: 'size-5' } as const;
  switch (name) {
    case 'globe':
      return <Globe {...props} />;
    case 'youtube':
      return <CirclePlay {...props} />;
    case 'calendar':
      return <CalendarDays {...props} />;
    default:
      return <Wrench {...props} />;
  }
}

/** Whole class names (Tailwind keeps only classes it can see) for the catalogue's colours. */
const COLOURS: Record<string, string> = {
  sky: 'bg-sky-100 text-sky-800',
  red: 'bg-red-100 text-red-800',
  emerald: 'bg-emerald-100 text-emerald-800',
};
export const toolColour = (colour: string) => COLOURS[colour] ?? 'bg-slate-100 text-slate-800';
