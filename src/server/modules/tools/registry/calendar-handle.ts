/** A free slot offered to the person, with the words it is shown and booked by. */
export interface OfferedSlot {
  start: string;
  end: string;
  label: string;
}

/** An agent's calendar once its owner set it up: what find_free_slots and book_slot use. */
export interface CalendarTool {
  timeZone: string;
  freeSlots(now: Date): Promise<OfferedSlot[]>;
  book(slot: OfferedSlot, summary: string): Promise<{ link: string | null }>;
}
