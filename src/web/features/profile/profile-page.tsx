import type { ReactNode } from 'react';
import type { AccountClosed, Profile } from '../../../shared/schemas/profile';
import { PageContainer } from '../../components/ui/page-container';
import { StatusMessage } from '../../components/ui/status-message';
import { useProfile } from './api/get-profile';
import { CloseAccountSection } from './close-account-section';
import { ProfileForm } from './profile-form';
import { fromAccount, fromProfile } from './profile-values';

interface Account {
  name: string;
  email: string;
}

const HEADING_ID = 'profile-form-heading';
type OnSaved = (profile: Profile) => void;

/** Loads the saved profile; if that fails, starts from the account's name and e-mail. */
function ProfileContent({ account, onSaved }: { account: Account; onSaved?: OnSaved }) {
  const profile = useProfile();
  if (profile.isPending) return <StatusMessage>Loading your profile…</StatusMessage>;

  const loaded = profile.isSuccess ? profile.data : undefined;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={HEADING_ID} className="mb-4 text-lg font-semibold text-slate-900">
        Personal details
      </h2>
      {!loaded && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          Your saved details could not be loaded, so only your account&apos;s name and e-mail are
          filled in. Saving will store what you enter below.
        </p>
      )}
      <ProfileForm
        headingId={HEADING_ID}
        email={loaded?.email ?? account.email}
        initialValues={loaded ? fromProfile(loaded) : fromAccount(account)}
        onSaved={onSaved}
      />
    </div>
  );
}

/** The Profile page at /profile: the signed-in person's contact details. */
export default function ProfilePage({
  account,
  onSaved,
  onClosed,
  closedNotice,
  signIn,
}: {
  account: Account | null;
  onSaved?: OnSaved;
  /** After the account was closed here: sign out. */
  onClosed?: (closed: AccountClosed) => void;
  /** The server's sentence after closing, shown once the person is signed out. */
  closedNotice?: string;
  /** For visitors: the way to sign in, offered under the request to. */
  signIn?: ReactNode;
}) {
  return (
    <PageContainer>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Profile</h1>
      <div className="mt-6 max-w-3xl">
        {account ? (
          <>
            {/* A different person starts from their own profile, never the previous one's form. */}
            <ProfileContent key={account.email} account={account} onSaved={onSaved} />
            {onClosed && <CloseAccountSection email={account.email} onClosed={onClosed} />}
          </>
        ) : closedNotice ? (
          <StatusMessage>{closedNotice}</StatusMessage>
        ) : (
          <StatusMessage>
            <p>Please sign in to see your profile.</p>
            {signIn}
          </StatusMessage>
        )}
      </div>
    </PageContainer>
  );
}
