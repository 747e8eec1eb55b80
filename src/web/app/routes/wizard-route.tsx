import WizardPage from '../../features/wizard/components/wizard-page';
import { useAuth } from '../auth/use-auth';

/** /core-framework: open to visitors; a signed-in founder also gets their past runs. */
export default function WizardRoute() {
  const { status, user } = useAuth();
  // A different person starts from their own runs, never the previous one's.
  return <WizardPage key={user?.id ?? 'visitor'} signedIn={status === 'signed-in'} />;
}
