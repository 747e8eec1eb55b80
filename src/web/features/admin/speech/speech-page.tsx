import { StatusMessage } from '../../../components/ui/status-message';
import { useSpeechSettings } from '../api/speech-settings';
import { ConsoleSection } from '../console-section';
import { SpeechForm } from './speech-form';
import { UnservedAgents } from './unserved-agents';

/** /admin/speech: what hears callers and what speaks to them. */
export default function SpeechPage() {
  const settings = useSpeechSettings();
  return (
    <ConsoleSection
      title="Speech"
      intro="What hears callers on voice calls and what speaks the coaches’ replies."
    >
      {settings.isPending ? (
        <StatusMessage>Loading the speech settings…</StatusMessage>
      ) : settings.isError ? (
        <StatusMessage tone="error">
          The speech settings could not be loaded. Please reload the page.
        </StatusMessage>
      ) : (
        <>
          <UnservedAgents agents={settings.data.unserved_agents} />
          <SpeechForm view={settings.data} />
        </>
      )}
    </ConsoleSection>
  );
}
