// Builds the assistant's knowledge base from the site's own content: every passage of the service
// pages (sections, questions and answers, body text), the local areas (summary, page text by
// section, questions and answers), the service-area list and
// the help widget's FAQ, each with the page it came from. Writes
// src/server/assistant/knowledge.generated.json, which the functions import (they are bundled, so
// they cannot read src/content at run time). Runs at the start of every `astro build` and
// `astro dev` (astro.config.mjs), or by hand with `node tools/build-knowledge.mjs`.
// Business-profile facts and prices are added at run time from src/domain.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
const contentDirectory = `${root}src/content`;
export const knowledgeFile = `${root}src/server/assistant/knowledge.generated.json`;

/** The page each help-widget FAQ item is cited with: the page that covers its subject. */
const FAQ_PAGES = {
  'panel-upgrade-cost': '/services/panel-upgrade',
  'panel-upgrade-signs': '/services/panel-upgrade',
  'inspection-frequency': '/services/residential',
  gfci: '/services/residential',
  'breaker-tripping': '/services/emergency',
  '110v-vs-220v': '/services/residential',
  'rewiring-time': '/services/residential',
  generators: '/services/generator-installation',
  'led-lighting': '/services/residential',
  'costs-estimates': '/financing.html',
  'new-circuits': '/services/residential',
  'power-outage': '/services/emergency',
  'flickering-lights': '/services/emergency',
  'emergency-service': '/services/emergency',
  'service-area': '/#local-areas',
  'licensed-insured': '/#about',
};

function readFrontMatter(path) {
  const source = readFileSync(path, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${path}: no front matter`);
  return { data: yaml.load(match[1]), body: match[2] };
}

/** Markdown body to plain paragraphs. */
function paragraphs(markdown) {
  return markdown
    .split(/\r?\n\s*\r?\n/)
    .map((block) =>
      block
        .replace(/^#+\s*/gm, '')
        .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
        .replace(/[*_`]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

const sentenceList = (items) => items.map((item) => item.replace(/[.;]$/, '')).join('; ');

/** An area page's text by section: each "## " heading with its paragraphs and list items in one passage. */
function areaSections(markdown) {
  return markdown
    .split(/^## /m)
    .slice(1)
    .map((block) => {
      const [heading, ...rest] = block.split(/\r?\n/);
      const lines = rest.map((line) => line.trim()).filter(Boolean);
      const items = lines.filter((line) => /^[-*]\s+/.test(line)).map((line) => line.replace(/^[-*]\s+/, ''));
      const prose = paragraphs(lines.filter((line) => !/^[-*]\s+/.test(line)).join('\n\n')).join(' ');
      return { heading: heading.trim(), text: [prose, items.length ? `${sentenceList(items)}.` : ''].filter(Boolean).join(' ') };
    })
    .filter((section) => section.text);
}

export function buildKnowledge() {
  const passages = [];
  const add = (passage) => passages.push({ keywords: '', ...passage });

  const serviceFiles = readdirSync(`${contentDirectory}/services`)
    .filter((name) => name.endsWith('.md'))
    .sort();
  for (const file of serviceFiles) {
    const id = file.replace(/\.md$/, '');
    const { data, body } = readFrontMatter(`${contentDirectory}/services/${file}`);
    const url = data.servicePath ?? data.staticPath;
    const page = data.title;
    add({
      id: `service:${id}:overview`,
      kind: 'service',
      page,
      title: data.title,
      text: `${data.lead} ${data.description} ${data.cardTitle} include: ${sentenceList(data.features)}.`,
      keywords: `${data.cardTitle} ${data.serviceType} ${sentenceList(data.features)}`,
      url,
    });
    for (const section of data.sections) {
      const anchor = section.id ? `${url}#${section.id}` : url;
      const simpleList = section.items.every((item) => !item.text && !item.points);
      if (simpleList) {
        add({
          id: `service:${id}:${section.id ?? section.heading}`,
          kind: 'service',
          page,
          title: section.heading,
          text: `${section.heading}: ${section.intro ? `${section.intro} ` : ''}${sentenceList(section.items.map((item) => item.title))}.`,
          keywords: data.cardTitle,
          url: anchor,
        });
        continue;
      }
      section.items.forEach((item, index) => {
        const points = item.points?.length ? ` ${sentenceList(item.points)}.` : '';
        add({
          id: `service:${id}:${section.id ?? 'section'}:${index}`,
          kind: 'service',
          page,
          title: `${item.title} (${section.heading})`,
          // A question the page asks ("Will your well pump keep running when the lines go down?") is answered by the page itself: its lead follows.
          text:
            section.layout === 'questions'
              ? `${item.title} ${item.text ?? ''} ${data.lead}`.replace(/\s+/g, ' ').trim()
              : item.text
                ? `${item.title}: ${item.text}${points}`
                : `${item.title}.${points}`,
          keywords: `${data.cardTitle} ${section.heading}`,
          url: anchor,
        });
      });
    }
    (data.faq ?? []).forEach((item, index) => {
      add({ id: `service:${id}:faq:${index}`, kind: 'faq', page, title: item.question, question: item.question, text: item.answer, keywords: data.cardTitle, url });
    });
    paragraphs(body).forEach((text, index) => {
      add({ id: `service:${id}:body:${index}`, kind: 'service', page, title: data.title, text, keywords: data.cardTitle, url });
    });
  }

  const areaFiles = readdirSync(`${contentDirectory}/areas`)
    .filter((name) => name.endsWith('.md'))
    .sort();
  for (const file of areaFiles) {
    const id = file.replace(/\.md$/, '');
    const { data, body } = readFrontMatter(`${contentDirectory}/areas/${file}`);
    const page = `Serving ${data.name}`;
    add({
      id: `area:${id}`,
      kind: 'area',
      page,
      title: `Electricians in ${data.name}, MT`,
      text: `${data.description} Our work in ${data.name}: ${sentenceList(data.services)}.`,
      keywords: `${data.name} ${sentenceList(data.landmarks)}`,
      url: `/#area-${id}`,
      place: data.name,
    });
    // The area's own page: each section of its text (a heading and what follows it), and its questions and answers.
    const url = `/service-areas/${id}`;
    areaSections(body).forEach(({ heading, text }, index) => {
      add({ id: `area:${id}:body:${index}`, kind: 'area', page, title: heading, text: `${heading}: ${text}`, keywords: data.name, url, place: data.name });
    });
    (data.faq ?? []).forEach((item, index) => {
      add({ id: `area:${id}:faq:${index}`, kind: 'faq', page, title: item.question, question: item.question, text: item.answer, keywords: data.name, url, place: data.name });
    });
  }

  const serviceAreas = JSON.parse(readFileSync(`${contentDirectory}/service-areas.json`, 'utf8')).sort((a, b) => a.order - b.order);
  add({
    id: 'service-areas',
    kind: 'area',
    page: 'Serving Western Montana',
    title: 'Service areas',
    text: `Our service areas: ${serviceAreas.map((area) => area.name).join(', ')}.`,
    keywords: 'service area areas served towns where',
    url: '/#local-areas',
  });

  const faq = JSON.parse(readFileSync(`${contentDirectory}/faq.json`, 'utf8')).sort((a, b) => a.order - b.order);
  for (const item of faq) {
    add({ id: `faq:${item.id}`, kind: 'faq', page: 'Help', title: item.question, question: item.question, text: item.answer, url: FAQ_PAGES[item.id] ?? '/' });
  }

  for (const passage of profileFacts(JSON.parse(readFileSync(`${contentDirectory}/business.json`, 'utf8')))) add(passage);
  for (const passage of termsPassages(readFileSync(`${contentDirectory}/legal/terms-of-service.md`, 'utf8'))) add(passage);
  for (const passage of privacyPassages(readFileSync(`${contentDirectory}/legal/privacy-policy.md`, 'utf8'))) add(passage);

  const testimonials = JSON.parse(readFileSync(`${contentDirectory}/testimonials.json`, 'utf8'));
  for (const item of testimonials) {
    add({
      id: `testimonial:${item.id}`,
      kind: 'testimonial',
      page: 'What Our Customers Say',
      title: `Review from ${item.name}, ${item.location}`,
      text: `${item.name} (${item.location}, ${item.rating} of 5 stars): "${item.text}"`,
      keywords: `review reviews testimonial testimonials customers say rating stars ${item.location}`,
      url: '/#testimonials',
    });
  }

  return { sources: 'src/content (services, areas, service-areas.json, faq.json, business.json, legal/terms-of-service.md, legal/privacy-policy.md, testimonials.json)', passages };
}

const listOf = (names) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]);

/** The business profile as question-and-answer facts, each answer starting with the answer itself. */
export function profileFacts(profile) {
  const phone = profile.phone.display;
  const counties = `${listOf(profile.counties.map((county) => county.replace(/ County$/, '')))} counties`;
  const hours = profile.hours.long;
  const where = `${profile.address.locality}, ${profile.address.region} ${profile.address.postalCode}`;
  const fact = (id, question, text, keywords, url = '/#contact', factOnly = false) => ({
    id: `profile:${id}`,
    kind: 'profile',
    page: 'Contact Us',
    title: question,
    question,
    text,
    keywords,
    url,
    ...(factOnly ? { factOnly } : {}),
  });
  const facts = [
    fact(
      'email',
      'What is your e-mail? How do I e-mail you?',
      `Our e-mail address is ${profile.email}. You can also call us at ${phone}.`,
      'email e-mail mail write message send reach office',
    ),
    fact(
      'phone',
      'What is your phone number? How do I call you?',
      `Our phone number is ${phone}. It is answered during office hours (${hours}) and, for emergencies, 24/7.`,
      'phone number call telephone cell reach talk person',
    ),
    fact(
      'contact',
      'How can I contact you or schedule service?',
      `Call us at ${phone}, e-mail ${profile.email}, or send a quote request with the contact form on our website. Our office hours are ${hours}.`,
      'contact reach schedule appointment book request service visit come out',
    ),
    fact(
      'address',
      'Where are you located? What is your address?',
      `We are based in ${where}, and we serve homes and businesses across ${counties}.`,
      'address located location where based office shop town',
    ),
    fact(
      'hours',
      'What are your business hours? When are you open?',
      `Our office hours are ${hours}. ${profile.hours.emergency}: call ${phone} any time, day or night, including weekends and holidays.`,
      'hours open opening close closed time times business hours when',
    ),
    fact(
      'emergency',
      'Do you offer 24/7 emergency service? Are you available after hours, at night, on weekends and holidays?',
      `Yes. ${profile.hours.emergency}: call ${phone} any time, day or night, including weekends and holidays. Emergency rates may apply after hours.`,
      'emergency emergencies 24/7 after hours night nights weekend weekends saturday saturdays sunday sundays holiday holidays urgent same day available',
    ),
    fact(
      'emergency-line',
      'Who answers the phone at night or on weekends? Is it a real person or an answering service?',
      `${profile.emergencyLine} ${profile.hours.emergency}: call ${phone} any time, day or night, including weekends and holidays.`,
      'who answers answer phone call calls night nights after hours weekend real person human electrician answering service machine pick up',
      '/#about',
    ),
    fact(
      'reply-time',
      'How soon do you get back to me after I send the contact form, a quote request or an e-mail?',
      `We get back to you ${profile.replyTime} after you send a quote request with the contact form or e-mail us. For anything urgent, call ${phone}: ${profile.hours.emergency.toLowerCase()}.`,
      'contact form quote request message e-mail email reply respond answer hear back get back call back how soon how long',
      '/#contact',
      true,
    ),
    fact(
      'years',
      'How long have you been in business? How many years of experience do you have?',
      `${profile.name} has more than ${profile.experienceYears} years of experience. We are a licensed and insured electrical contractor based in ${profile.address.locality}.`,
      'years experience long business established around history',
      '/#about',
    ),
    fact(
      'licence',
      'Are you licensed and insured?',
      `Yes. ${profile.name} is a ${profile.licence.replace(/ & /, ' and ').toLowerCase()}: licensed and insured, with more than ${profile.experienceYears} years of experience. We pull the permits your project requires.`,
      'licensed license licence insured insurance certified credentials legit',
      '/#about',
    ),
    fact('about', `Who is ${profile.name}? What do you do?`, profile.description, 'about company who services residential commercial industrial', '/#about'),
  ];
  const social = Object.entries(profile.social ?? {});
  if (social.length) {
    const name = (network) => ({ facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn' })[network] ?? network;
    facts.push(
      fact(
        'social',
        'Are you on Facebook, Instagram or LinkedIn? Social media pages?',
        `Yes. You can find us on ${listOf(social.map(([network, url]) => `${name(network)} (${url.replace(/^https?:\/\/(www\.)?/, '')})`))}.`,
        `social media ${social.map(([network]) => network).join(' ')} insta ig fb page follow`,
        '/#contact',
      ),
    );
  }
  const open = new Set(profile.hours.days);
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    const text = open.has(day)
      ? `Yes, our office is open on ${day}, 7:00 AM - 5:00 PM (office hours: ${hours}). Emergency service is available 24/7 at ${phone}.`
      : `Our office is closed on ${day}s (office hours: ${hours}), but emergency service is available 24/7: call ${phone}.`;
    facts.push(fact(`hours:${day.toLowerCase()}`, `Are you open on ${day}?`, text, `${day} ${day}s open hours ${open.has(day) ? '' : 'weekend weekends'}`));
  }
  return facts;
}

/** The sections of the terms that answer visitors' questions: estimates, scheduling, permits, payment, text messages, warranty. */
/**
 * Whether we sell or share what visitors give us ("do you sell my phone number?"): the privacy
 * policy's own sentences, so that the answer says no more than the policy does.
 */
export function privacyPassages(markdown) {
  // Selling first: it is what visitors ask ("do you sell my number?").
  const said = [...markdown.matchAll(/We do not (?:sell|share)[^.]*\./g)].map((match) => match[0]).sort((a, b) => Number(b.includes(' sell ')) - Number(a.includes(' sell ')));
  // What the assistant keeps of a conversation ("does what I type in this chat get saved?"): the section's own sentences.
  const assistantSection = markdown
    .match(/^###\s+When you use the assistant[^\n]*\n+([\s\S]*?)(?=\n#{2,3}\s|$)/m)?.[1]
    .trim()
    .replace(/\s+/g, ' ');
  if (!said.length) return [];
  return [
    ...(assistantSection
      ? [
          {
            id: 'privacy:assistant',
            kind: 'terms',
            page: 'Privacy Policy',
            title: 'When you use the assistant or the help widget',
            question: 'Do you keep what I type into the chat?',
            text: assistantSection,
            keywords: 'chat assistant saved recorded stored logged kept private read conversation history typed',
            url: '/privacy-policy#when-you-use-the-assistant-or-the-help-widget',
            factOnly: true,
          },
        ]
      : []),
    {
      id: 'privacy:sharing',
      kind: 'terms',
      page: 'Privacy Policy',
      title: 'How we share information',
      question: 'Do you sell or share my phone number, e-mail or personal information?',
      text: `No. ${said.join(' ')}`,
      keywords: 'sell share rent give personal information phone number mobile number e-mail email data privacy spam marketing third parties',
      url: '/privacy-policy#how-we-share-information',
      factOnly: true,
    },
  ];
}

export function termsPassages(markdown) {
  const body = markdown.replace(/^---[\s\S]*?---\s*/, '');
  const wanted = {
    Estimates: { question: 'Are estimates free? How long is an estimate valid?', keywords: 'estimate estimates quote quotes free valid written cost price change', lead: '' },
    'Scheduling and access': {
      question: 'How do appointments and scheduling work? Can I cancel or reschedule?',
      keywords: 'schedule scheduling appointment arrival cancel cancellation policy reschedule notice access',
      lead: '',
    },
    'Permits and inspections': { question: 'Do you get the permits and inspections?', keywords: 'permit permits inspection inspections inspector pull', lead: 'Yes. ' },
    Payment: {
      question: 'When is payment due? How do I pay? Do you need a deposit?',
      keywords: 'payment pay paying due deposit invoice bill balance progress payments emergency rates late',
      lead: '',
    },
    'Text messages': {
      question: 'Can you text me? Do you send text messages? Can I get texts about my appointment?',
      keywords: 'text texts texting message messages sms consent agree opt updates reminders reminder appointment confirmation confirmations stop',
      lead: '',
    },
    'Warranty of workmanship': {
      question: 'Is your work guaranteed? Do you offer a warranty?',
      keywords: 'warranty warranties guarantee guaranteed workmanship defect covered one year labor labour manufacturer',
      lead: 'Yes. ',
    },
  };
  // A section whose points answer different questions: one passage per point (the rest of the section is left out).
  const points = {
    'The online assistant and other website information': [
      {
        question: "Are the assistant's prices a quote? Are online estimates binding?",
        keywords: 'online assistant estimate estimates price prices price range quote binding preliminary accurate website',
      },
      {
        question: 'Can I do electrical work myself? Is it safe to open my panel or work on the wiring myself?',
        keywords: 'diy myself yourself own open panel live wiring safe inspection licensed electrician',
      },
    ],
  };
  const passages = [];
  for (const block of body.split(/^## /m).slice(1)) {
    const [heading, ...rest] = block.split('\n');
    const anchorOf = (title) =>
      title
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    const split = points[heading.trim()];
    if (split) {
      const items = rest.filter((line) => /^[-*]\s+/.test(line)).map((line) => line.replace(/^[-*]\s+/, '').trim());
      split.forEach((point, index) => {
        if (!items[index]) return;
        passages.push({
          id: `terms:${anchorOf(heading)}:${index}`,
          kind: 'terms',
          page: 'Terms of Service',
          title: heading.trim(),
          question: point.question,
          text: items[index],
          keywords: point.keywords,
          url: `/terms-of-service#${anchorOf(heading)}`,
        });
      });
      continue;
    }
    const info = wanted[heading.trim()];
    if (!info) continue;
    const text = rest
      .join('\n')
      .split(/\n/)
      .map((line) =>
        line
          .replace(/^[-*]\s+/, '')
          .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
          .trim(),
      )
      .filter(Boolean)
      .join(' ');
    const anchor = heading
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    passages.push({
      id: `terms:${anchor}`,
      kind: 'terms',
      page: 'Terms of Service',
      title: heading.trim(),
      question: info.question,
      text: `${info.lead}${text}`,
      keywords: info.keywords,
      url: `/terms-of-service#${anchor}`,
    });
  }
  return passages;
}

export function knowledgeJson() {
  return `${JSON.stringify(buildKnowledge(), null, 1)}\n`;
}

/** Writes the file when its content changed; returns true when it did. */
export function writeKnowledge() {
  const next = knowledgeJson();
  let current = '';
  try {
    current = readFileSync(knowledgeFile, 'utf8');
  } catch {
    // No knowledge base yet: it is written below.
  }
  if (current === next) return false;
  writeFileSync(knowledgeFile, next);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(writeKnowledge() ? `Wrote ${knowledgeFile}` : 'knowledge.generated.json is up to date.');
}
