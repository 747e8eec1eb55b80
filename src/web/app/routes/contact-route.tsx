import ContactPage from '../../features/contact/contact-page';
import { useAuth } from '../auth/use-auth';

/** The contact page, told who is signed in: the form starts with their name and e-mail. */
export default function ContactRoute() {
  const { user } = useAuth();
  return <ContactPage person={user} />;
}
