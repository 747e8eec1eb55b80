import { MINIMUM_AGE } from '../../../shared/constants';
import type { SiteInfo } from '../../../shared/schemas/site-info';
import type { LegalSection } from './legal-section';

const writeTo = ({ support_email: email }: SiteInfo) =>
  email
    ? `write to ${email} or use our Contact page with the category "Privacy"`
    : 'write to us from our Contact page with the category "Privacy"';

/** The Privacy Policy, section by section, with the operator's address. */
export const privacyPolicySections = (site: SiteInfo): readonly LegalSection[] => [
  {
    title: 'Information we collect',
    paragraphs: [
      'Account information: your name, e-mail address, password (stored only as a secure hash), company name and plan.',
      'Content: the messages you exchange with agents, voice recordings while voice chat is active, the instructions and knowledge you add to agents you build, and what you write to us through the contact form.',
      'Usage and device information: pages visited, features used, approximate location derived from your IP address, browser type, error reports and API usage tied to your keys. Payment details are collected by our payment processor; we only see the card brand, last four digits and billing history.',
    ],
  },
  {
    title: 'How we use your information',
    paragraphs: [
      'We use your information to provide the Service: to run conversations, remember your chat history, build and host your agents, operate the embeddable widget and the API, and bill you for paid plans.',
      'We also use it to keep the Service safe (detecting abuse and fraud), to answer support requests, to send service and security notices, and to understand which features are used so we can improve them. We send marketing e-mails only if you opt in, and you can unsubscribe at any time.',
      'We do not sell your personal information, and we do not use the content of your conversations to advertise to you.',
    ],
  },
  {
    title: 'AI processing and model providers',
    paragraphs: [
      'To generate answers, we send the relevant part of a conversation, the agent’s instructions and matching pieces of its knowledge to third-party AI model providers. They process this data on our behalf under contracts that forbid them from using it to train their own models and that require them to delete it after a short retention period for abuse monitoring.',
      'We do not use your private conversations to train AI models. If we ever want to use conversation data to improve our coaches, we will ask for your permission first and use only de-identified excerpts.',
      'Answers are produced automatically. They do not lead to decisions that have legal or similarly significant effects on you.',
    ],
  },
  {
    title: 'Voice data',
    paragraphs: [
      'Voice chat uses your microphone only after you grant permission in your browser and only while a voice session is active. Your speech is converted to text by a speech-recognition provider, and replies may be read aloud by a speech-synthesis provider.',
      'We keep the resulting transcript as part of the conversation. Raw audio is processed to produce the transcript and is not stored by us afterwards. We do not use your voice to identify you.',
    ],
  },
  {
    title: 'Cookies and local storage',
    paragraphs: [
      'We use a small number of strictly necessary cookies and browser local storage to keep you signed in, remember preferences such as your language, protect forms against abuse and resume unfinished conversations.',
      'With your consent, we may also use privacy-friendly analytics to measure how pages are used. You can change your choice at any time, and you can clear cookies and local storage in your browser settings, although some features may stop working.',
    ],
  },
  {
    title: 'How we share information',
    paragraphs: [
      'We share information only with service providers that help us run CoachForge, such as hosting, AI model, speech, e-mail and payment providers, and only as much as each of them needs. They act on our instructions and must protect the data.',
      'If you chat with an agent that another customer built and published or embedded, your messages in that conversation are processed for that customer, who may be able to review them. We may also disclose information when the law requires it, to protect the rights and safety of our users, or as part of a merger or acquisition, in which case we will tell you.',
    ],
  },
  {
    title: 'Security',
    paragraphs: [
      'We protect your information with encryption in transit and at rest, access controls based on least privilege, hashed passwords and API keys, logging of administrative access and regular reviews of our providers.',
      'No system is perfectly secure. If a breach affects your personal information, we will inform you and the relevant authorities as the law requires.',
    ],
  },
  {
    title: 'Data retention',
    paragraphs: [
      'Account data is kept while your account is open and for 12 months after account closure, so that we can handle follow-up questions, disputes and fraud prevention. After that it is deleted or anonymised.',
      'Conversation data is kept for up to 24 months after the last message in a conversation, unless you delete it sooner. You can delete individual conversations at any time, and closing your account starts the deletion of your conversations.',
      'Invoices and other records we must keep by law are retained for the period the law requires, even if that is longer.',
    ],
  },
  {
    title: 'Your rights and choices',
    paragraphs: [
      'Depending on where you live, you may have the right to access the personal information we hold about you, correct it, delete it, export it in a portable format, restrict or object to certain processing, and withdraw consent you have given.',
      `To exercise these rights, ${writeTo(site)}. We will answer within the time the law allows, usually within 30 days, and may ask you to confirm your identity first. You also have the right to complain to your local data protection authority.`,
    ],
  },
  {
    title: 'Children',
    paragraphs: [
      `CoachForge is not for people under ${MINIMUM_AGE}. We do not knowingly collect personal information from anyone under ${MINIMUM_AGE}.`,
      'If you believe someone under that age has given us personal information, please contact us and we will delete it.',
    ],
  },
  {
    title: 'International transfers',
    paragraphs: [
      'Our providers may process information in countries other than yours, including countries whose data protection laws differ from those where you live.',
      'When we transfer personal information out of the European Economic Area or the United Kingdom, we rely on adequacy decisions or on standard contractual clauses, together with additional safeguards where needed.',
    ],
  },
  {
    title: 'Changes and contact',
    paragraphs: [
      'We will update this policy when our practices change. If a change is significant, we will tell you by e-mail or in the product before it takes effect, and the "Last updated" date above will always show the latest version.',
      `Questions or requests about your privacy? ${site.support_email ? `Write to ${site.support_email} or choose` : 'Choose'} "Privacy" as the category on our Contact page.`,
    ],
  },
];
