import { MINIMUM_AGE } from '../../../shared/constants';
import type { SiteInfo } from '../../../shared/schemas/site-info';
import type { LegalSection } from './legal-section';

/** "Governing law and dispute resolution", as the operator set it (LEGAL_* settings). */
function disputeParagraphs({ jurisdiction, arbitration_body: body }: SiteInfo['legal']) {
  const law = jurisdiction
    ? `the laws of ${jurisdiction}`
    : 'the laws of the country where CoachForge is established';
  const courts = jurisdiction ? `the competent courts of ${jurisdiction}` : 'its competent courts';
  const settled = body
    ? `will be settled by binding arbitration administered by ${body}, except that either party may bring a claim in a small-claims court or seek urgent injunctive relief before ${courts}.`
    : `will be decided by ${courts}. If you are a consumer, you may also bring a claim before the courts where you live.`;
  return [
    `This agreement is governed by ${law}, without regard to its conflict-of-law rules. If you are a consumer, you also keep the protection of the mandatory laws of the country where you live.`,
    `If a dispute arises, please contact us first; most issues can be solved informally within 30 days. Disputes that cannot be solved that way ${settled}`,
  ];
}

/** The Service Agreement, section by section, with the operator's address and legal settings. */
export const serviceAgreementSections = (site: SiteInfo): readonly LegalSection[] => [
  {
    title: 'Acceptance of this agreement',
    paragraphs: [
      'This Service Agreement is a contract between you and CoachForge ("CoachForge", "we", "us"). It governs your use of the CoachForge website, the coaching agents you talk to, the agent builder, the embeddable widget and our API (together, "the Service").',
      'By creating an account, chatting with an agent or using an API key, you confirm that you have read this agreement and accept it. If you use the Service on behalf of a company, you accept it for that company and confirm that you are authorised to do so. If you do not agree, please do not use the Service.',
    ],
  },
  {
    title: 'Eligibility',
    paragraphs: [
      `You must be at least ${MINIMUM_AGE} years old to use the Service. The Service is built for founders and professionals and is not directed at minors.`,
      'You may not use the Service if you are barred from doing so under the laws that apply to you, or if we have previously closed your account for a breach of this agreement.',
    ],
  },
  {
    title: 'Your account',
    paragraphs: [
      'Some features require an account. Give us accurate details when you sign up and keep them current, in particular your e-mail address, because we use it for security and billing notices.',
      `You are responsible for everything that happens under your account. Keep your password private, enable the security options we offer, and tell us promptly ${site.support_email ? `at ${site.support_email}` : 'through our Contact page'} if you suspect someone else has gained access.`,
    ],
  },
  {
    title: 'The Service and AI coaching',
    paragraphs: [
      'CoachForge lets you talk to AI coaching agents by text or voice about building a startup: fundraising, go-to-market, pricing, hiring and similar topics. Agents generate answers automatically using large language models.',
      'AI output can be incomplete, out of date or simply wrong, and it may sound more confident than it should. It is not professional legal, financial, tax, accounting or investment advice, and no coach on CoachForge is a lawyer, accountant or licensed adviser. Check important facts and consult a qualified professional before you act on anything with legal, financial or tax consequences.',
      'We improve the Service continuously, so features may change, be added or be retired. We will give reasonable notice before removing a paid feature you rely on.',
    ],
  },
  {
    title: 'Acceptable use',
    paragraphs: [
      'Use the Service lawfully and respectfully. You must not use it to harass people, to create or spread unlawful, deceptive or hateful content, to infringe anyone’s rights, or to generate spam or malware.',
      'You must not try to break, overload or bypass the security of the Service; scrape it or access it by automated means other than our API; reverse engineer it except where the law allows; or use agent output to build a competing service that imitates CoachForge.',
      'Do not try to make an agent reveal another customer’s instructions or knowledge, or manipulate it into producing content that this agreement prohibits.',
    ],
  },
  {
    title: 'Agents you build and your content',
    paragraphs: [
      'You can create your own agents by writing instructions, choosing a language and adding knowledge. You keep ownership of what you put into the Service ("your content"), including agent instructions and the messages you send.',
      'You give us a worldwide, non-exclusive licence to host, process, transmit and display your content only as needed to run, secure and support the Service for you and for the people who use your agents. This licence ends when your content is deleted from our systems.',
      'When you make an agent public or embed it, you are responsible for how it behaves towards your visitors, for the disclosures you make to them and for making sure it complies with this agreement.',
    ],
  },
  {
    title: 'Knowledge and files you upload',
    paragraphs: [
      'You may add documents and text to an agent’s knowledge so it can answer from your material. Upload only content you own or are allowed to use, and do not upload special categories of personal data, payment card numbers or passwords.',
      'Knowledge is used to answer conversations with the agent it belongs to. Anyone who can chat with a public or embedded agent may receive answers drawn from its knowledge, so do not add anything you would not want those people to read.',
    ],
  },
  {
    title: 'Subscriptions, billing and cancellation',
    paragraphs: [
      'The Free plan costs €0 and comes with the usage limits shown on the Billing page. Paid plans are billed in advance for each period at the price shown when you subscribe; a cancelled plan stays until the end of the period already paid. Enterprise plans are priced by quote: contact us and we will agree the price, limits and billing period with you in writing.',
      'Paid plans renew automatically at the end of each billing period until cancelled. You can cancel at any time; cancellation takes effect at the end of the current period and paid features stay available until then. Except where the law requires otherwise, fees already paid are not refundable.',
      'Prices exclude taxes unless stated. If a payment fails, we may limit paid features until the balance is settled. We will tell you at least 30 days before a price change affects your plan.',
    ],
  },
  {
    title: 'API keys and embedding',
    paragraphs: [
      'API keys and embed snippets let your own software and websites use your agents. Treat API keys like passwords: keep them on your servers, never in public code, and revoke any key you believe has leaked.',
      'Usage made with your keys or through your embedded widgets counts towards your plan, and you are responsible for it. We may apply rate limits and may suspend a key that is being abused or that puts the Service at risk.',
    ],
  },
  {
    title: 'Intellectual property',
    paragraphs: [
      'The Service, including its software, design, built-in coaches and the CoachForge name and logo, belongs to CoachForge and its licensors and is protected by law. This agreement gives you a limited, revocable, non-transferable right to use the Service; it does not transfer any ownership to you.',
      'As between you and us, you may use the answers you receive for any lawful purpose, subject to this agreement. Similar prompts can produce similar answers for other users, so we cannot promise that output is unique to you.',
      'If you send us feedback or suggestions, we may use them freely and without owing you anything.',
    ],
  },
  {
    title: 'Third-party services',
    paragraphs: [
      'The Service relies on third parties, including AI model providers, speech services, hosting and payment processors. Their availability can affect the Service, and some of them process data on our behalf as described in our Privacy Policy.',
      'Links and integrations with services we do not operate are offered for convenience. Your use of those services is governed by their own terms, and we are not responsible for them.',
    ],
  },
  {
    title: 'Disclaimers',
    paragraphs: [
      'To the extent the law allows, the Service is provided "as is" and "as available". We do not promise that it will be uninterrupted or error-free, or that any AI answer will be accurate, complete or suitable for your situation.',
      'Business outcomes depend on many factors outside our control. We do not guarantee that using the Service will help you raise money, win customers or reach any other result.',
    ],
  },
  {
    title: 'Limitation of liability',
    paragraphs: [
      'To the extent the law allows, CoachForge will not be liable for indirect or consequential losses, or for lost profits, revenue, data or business opportunities, arising from your use of the Service or from decisions you make based on AI output.',
      'Our total liability for all claims relating to the Service is limited to the greater of the fees you paid us in the 12 months before the claim arose and €100. Nothing in this agreement limits liability that cannot legally be limited, such as liability for fraud or for death or personal injury caused by negligence.',
    ],
  },
  {
    title: 'Suspension and termination',
    paragraphs: [
      'You may stop using the Service and close your account at any time from your settings or by writing to us.',
      'We may suspend or close your account, or disable an agent or API key, if you seriously or repeatedly breach this agreement, if the law requires it, or if your use puts other users or the Service at risk. Where reasonable, we will warn you first and give you a chance to fix the problem.',
      'When your account closes, your right to use the Service ends. Sections that by their nature should survive, such as intellectual property, disclaimers, limitation of liability and governing law, continue to apply.',
    ],
  },
  {
    title: 'Governing law and dispute resolution',
    paragraphs: disputeParagraphs(site.legal),
  },
  {
    title: 'Changes and contact',
    paragraphs: [
      'We may update this agreement as the Service and the law evolve. For material changes we will notify you by e-mail or in the product at least 30 days before they take effect. If you keep using the Service after that date, you accept the updated agreement; if you do not agree, you can close your account.',
      site.support_email
        ? `Questions about this agreement? Write to ${site.support_email} or use the contact form on our Contact page.`
        : 'Questions about this agreement? Use the contact form on our Contact page.',
    ],
  },
];
