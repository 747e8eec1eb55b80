import { Button } from '../../../components/ui/button';

/** The server has no Google client id: the calendar tool cannot be connected here. */
export function CalendarNotConfigured({ onClose }: { onClose: () => void }) {
  return (
    <div className="space-y-3">
      <p role="alert" className="font-medium text-slate-900">
        Google Calendar is not configured on this server
      </p>
      <p className="text-sm text-slate-700">
        Connecting a calendar needs a Google OAuth client. Whoever runs this CoachForge server can
        enable it: create an OAuth client ID (type Web application, with this site&apos;s address as
        an authorised JavaScript origin) in the Google Cloud console, set it as GOOGLE_CLIENT_ID and
        restart the server.
      </p>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
