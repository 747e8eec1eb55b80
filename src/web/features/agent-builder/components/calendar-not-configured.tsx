import { Button } from '../../../components/ui/button';

/**
 * The server cannot sign in to Google, so no calendar can be connected here. People are told
 * so in words; how to turn it on is for whoever runs the server (a start-up log line, README).
 */
export function CalendarNotConfigured({ onClose }: { onClose: () => void }) {
  return (
    <div className="space-y-3">
      <p role="alert" className="font-medium text-slate-900">
        Google Calendar is not available on this server yet
      </p>
      <p className="text-sm text-slate-700">
        Your agent cannot offer meeting times until it is. Ask whoever runs this CoachForge server
        to turn Google Calendar on; the rest of your agent works as usual.
      </p>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
