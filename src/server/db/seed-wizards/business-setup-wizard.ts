import type { SeedWizard } from '../seed-wizards';

/** The founders' business-setup wizard: spec 02 §9's three steps and what a plan needs besides. */
export const businessSetupWizard: SeedWizard = {
  id: 'business-setup',
  version: 1,
  agentSeedKey: 'business-setup-advisor',
  content: {
    title: 'Business Setup Wizard',
    desc: 'Answer nine questions about your company and get a setup plan: structure, location, founders, money, funding and first hires, with next steps in order.',
    intro:
      'Setting up a company is a string of decisions that are cheap to get right early and expensive to fix later. This wizard walks you through them one at a time. At each step you can ask the Business Setup Advisor anything in the chat beside the question; when every step has an answer, you get a written plan you can copy, download and come back to. It takes about fifteen minutes. It is general guidance, not legal or tax advice: take the plan to your lawyer and accountant.',
    global_instructions:
      'The founder is working through the business-setup wizard, one question at a time. Help them answer the current question well: explain the options in plain language, ask one clarifying question when their situation is unclear, and point out how their earlier answers affect this one. Keep replies short (under 150 words) and concrete. Do not answer later questions for them, and do not write the whole plan in the chat. Remind them once that this is general information, not legal or tax advice.',
    final_instructions:
      'Write a business setup plan in Markdown from the founder\'s answers. Start with a one-paragraph summary of the company as they described it. Then one section per topic (structure, location, founders and equity, money and runway, funding, first hires), each with a "##" heading, what their answer means for them, the main risk to watch, and concrete actions. Where the answers give numbers, do the arithmetic: runway in months from the starting money and the monthly costs, the cost of each hire against the budget. End with "## Next steps": a numbered list of the first ten actions in the order to do them, each one sentence starting with a verb. Note that the plan is general guidance, not legal or tax advice. Do not invent facts about the founder that their answers do not give.',
    steps: [
      {
        id: 'business_type',
        name: 'Legal structure',
        description:
          'The legal form decides who is liable for debts, how profits are taxed and whether you can take investment.',
        question: {
          id: 'business_type',
          keywords: 'entity liability taxation shares investors incorporation',
          text: 'Which legal structure do you plan to use?',
          type: 'options',
          options: [
            { value: 'llc', text: 'Limited liability company (LLC)' },
            { value: 'corp', text: 'Corporation (C-corp or equivalent)' },
            { value: 'sole', text: 'Sole proprietorship' },
            { value: 'partnership', text: 'Partnership' },
          ],
          instructions:
            'Help the founder choose a legal structure. Compare liability, taxation, paperwork and fundraising for the four options, and tie the choice to what they have said about raising money and how many founders there are. If they plan to raise venture capital, say that investors usually expect a corporation. If they are unsure, ask whether they intend to take outside investment.',
        },
      },
      {
        id: 'industry',
        name: 'Industry',
        description:
          'What the company does and for whom: it shapes licences, insurance and the rules you must follow.',
        question: {
          id: 'industry',
          keywords:
            'customers ideal customer profile licences regulation insurance data protection pricing model',
          text: 'What industry is your business in, and what does it sell to whom?',
          type: 'freetext',
          options: [],
          placeholder: 'e.g. Software for dental clinics, sold as a monthly subscription',
          instructions:
            'Help the founder describe their industry and offer in one or two sentences: what they sell, to whom, and how they charge. Mention regulated areas (health data, finance, food, childcare) that need licences, insurance or data-protection work before launch when their description touches them.',
        },
      },
      {
        id: 'location',
        name: 'Location',
        description:
          'Where the company is registered and where it operates decide its filings, taxes and employment rules.',
        question: {
          id: 'location',
          keywords:
            'jurisdiction register registration local entity Delaware franchise tax VAT sales tax filings accountant',
          text: 'Where will the company be registered, and where will you and your customers be?',
          type: 'freetext',
          options: [],
          placeholder: 'e.g. Registered in Portugal; founders in Lisbon; customers across the EU',
          instructions:
            'Help the founder decide where to register. Explain that the place of registration, where founders live and where customers are can differ, and what that means for tax residence, VAT or sales tax, and hiring. If they mention Delaware or another country than where they live, explain the extra filings and agent costs. Suggest confirming with a local accountant.',
        },
      },
      {
        id: 'founders',
        name: 'Founders',
        description: 'How many people own and run the company from the start.',
        question: {
          id: 'founders',
          keywords:
            'co-founders founder agreement roles decision rights deadlock solo founder commitment',
          text: 'How many founders are there, including you?',
          type: 'int',
          options: [],
          min: 1,
          max: 20,
          unit: 'founders',
          placeholder: 'e.g. 2',
          instructions:
            'Help the founder count who is truly a founder: someone who works on the company full-time or soon will, and who gets a meaningful share. Advisors and early contractors are not founders. A solo founder is fine; say what they should plan for (support, decision-making) either way.',
        },
      },
      {
        id: 'equity_split',
        name: 'Ownership and vesting',
        description: 'Who owns what, and what happens to shares when a founder leaves.',
        question: {
          id: 'equity_split',
          keywords:
            'equity split vesting cliff repurchase 83(b) election IP assignment founder agreement',
          text: 'How will you split ownership between founders, and will the shares vest?',
          type: 'freetext',
          options: [],
          placeholder: 'e.g. 50/50, four-year vesting with a one-year cliff',
          instructions:
            'Help the founder settle the ownership split and vesting. Explain the common four-year vesting with a one-year cliff, why vesting protects the founders who stay, and that the split should follow expected future contribution. Mention the 83(b) election deadline for US founders with vesting shares and IP assignment to the company. For a solo founder, talk about keeping room for early employees instead.',
        },
      },
      {
        id: 'initial_investment',
        name: 'Starting money',
        description: 'What the founders put in to start: savings, a loan or early revenue.',
        question: {
          id: 'initial_investment',
          keywords:
            'founder money bank account bootstrapping savings loan share capital cash buffer bookkeeping',
          text: 'How much money will you put into the business to start?',
          type: 'float',
          options: [],
          min: 0,
          max: 1_000_000_000,
          unit: 'EUR',
          placeholder: 'e.g. 25000',
          instructions:
            'Help the founder put a number on the money they will invest to start, in the currency of their plan. Suggest adding up savings they can risk, any loan, and revenue they are sure of, and keeping a personal buffer outside the company. Explain that founder money can go in as share capital or as a founder loan, and that the difference matters for getting it back.',
        },
      },
      {
        id: 'monthly_costs',
        name: 'Monthly costs',
        description:
          'What the company spends each month in its first year: this and the starting money give your runway.',
        question: {
          id: 'monthly_costs',
          keywords: 'burn rate runway cash flow forecast budget costs expenses monthly model',
          text: 'What will the company spend per month in its first year?',
          type: 'float',
          options: [],
          min: 0,
          max: 100_000_000,
          unit: 'EUR/month',
          placeholder: 'e.g. 4000',
          instructions:
            'Help the founder estimate monthly spending in the currency of their plan: founder salaries, tools and software, rent, accounting and legal, marketing, and contractors. Suggest listing each line and adding 15 percent for what they forget. Runway is the starting money divided by monthly net burn; tell them their runway if they gave the starting money already.',
        },
      },
      {
        id: 'funding_plan',
        name: 'Funding',
        description: 'How the company will pay its way for the next 18 months.',
        question: {
          id: 'funding_plan',
          keywords:
            'fundraising angels pre-seed SAFE dilution runway round investors bootstrapping',
          text: 'How do you plan to fund the next 18 months?',
          type: 'options',
          options: [
            { value: 'bootstrap', text: 'Bootstrapping from revenue and savings' },
            { value: 'friends_family', text: 'Friends and family' },
            { value: 'angels', text: 'Angel investors' },
            { value: 'vc', text: 'Venture capital' },
            { value: 'grants_loans', text: 'Grants or bank loans' },
          ],
          instructions:
            'Help the founder choose how to fund the next 18 months. Compare bootstrapping, friends and family, angels, venture capital and grants or loans on control, speed, dilution and what each expects in return. Check the choice against their legal structure (venture investors usually require a corporation) and their runway.',
        },
      },
      {
        id: 'first_hires',
        name: 'First hires',
        description:
          'The first people beyond the founders: who, when, and as employees or contractors.',
        question: {
          id: 'first_hires',
          keywords:
            'hiring plan first hires employees contractors offers scorecard invention assignment payroll equity',
          text: 'Who are the first people you need to hire or contract, and when?',
          type: 'freetext',
          options: [],
          placeholder:
            'e.g. A part-time designer in month 2, a sales lead after the first 10 customers',
          instructions:
            'Help the founder plan their first hires: which skills the founders lack, whether to hire employees or contractors first, and when each hire pays off. Mention employment contracts, payroll registration, invention assignment and the true cost of an employee beyond salary. Tie hiring to their monthly budget and runway.',
        },
      },
    ],
  },
};
