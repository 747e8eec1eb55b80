import ChatPage from '../../features/chat/components/chat-page';
import { VISITOR } from '../../features/chat/lib/session-id';
import { useAuth } from '../auth/use-auth';
import { SignInButton } from '../layout/sign-in-button';

/** The chat screen, told who is chatting: each viewer keeps sessions of its own. */
export default function ChatRoute() {
  const { status, user } = useAuth();
  return (
    <ChatPage
      viewer={status === 'loading' ? undefined : (user?.id ?? VISITOR)}
      signIn={(onSignedIn) => <SignInButton onSignedIn={onSignedIn} />}
    />
  );
}
