import { StatusMessage } from '../../../components/ui/status-message';
import { useModelSettings } from '../api/model-settings';
import { ConsoleSection } from '../console-section';
import { ModelForm } from './model-form';

/** /admin/model: which language model writes the coaches' replies. */
export default function ModelPage() {
  const settings = useModelSettings();
  return (
    <ConsoleSection
      title="Language model"
      intro="The model that writes the coaches’ replies. Without one, the offline engine answers from each coach’s knowledge."
    >
      {settings.isPending ? (
        <StatusMessage>Loading the language model setting…</StatusMessage>
      ) : settings.isError ? (
        <StatusMessage tone="error">
          The language model setting could not be loaded. Please reload the page.
        </StatusMessage>
      ) : (
        <>
          <p className="text-slate-800">
            Answering now:{' '}
            <strong>
              {settings.data.serving === 'offline' ? 'the offline engine' : settings.data.serving}
            </strong>
          </p>
          <ModelForm view={settings.data} />
        </>
      )}
    </ConsoleSection>
  );
}
