// Builds the assistant's knowledge base from the site's own content: every passage of the service
// pages (sections, questions and answers, body text), the local areas, the service-area list and
// the help widget's FAQ, each with the page it came from. Writes
// src/server/assistant/knowledge.generated.json, which the functions import (they are bundled, so
// they cannot read src/content at run time). Runs at the start of every `astro build` and
// `astro dev` (astro.config.mjs), or by hand with `node scripts/build-knowledge.mjs`.
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

export function buildKnowledge() {
  const passages = [];
  const add = (passage) => passages.push({ keywords: '', ...passage });

  const serviceFiles = readdirSync(`${contentDirectory}/services`).filter((name) => name.endsWith('.md')).sort();
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
          text: item.text ? `${item.title}: ${item.text}${points}` : `${item.title}.${points}`,
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

  const areaFiles = readdirSync(`${contentDirectory}/areas`).filter((name) => name.endsWith('.md')).sort();
  for (const file of areaFiles) {
    const id = file.replace(/\.md$/, '');
    const { data } = readFrontMatter(`${contentDirectory}/areas/${file}`);
    add({
      id: `area:${id}`,
      kind: 'area',
      page: `Serving ${data.name}`,
      title: `Electricians in ${data.name}, MT`,
      text: `${data.description} Our work in ${data.name}: ${sentenceList(data.services)}.`,
      keywords: `${data.name} ${sentenceList(data.landmarks)}`,
      url: `/#area-${id}`,
      place: data.name,
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

  return { sources: 'src/content (services, areas, service-areas.json, faq.json)', passages };
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
  } catch {}
  if (current === next) return false;
  writeFileSync(knowledgeFile, next);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(writeKnowledge() ? `Wrote ${knowledgeFile}` : 'knowledge.generated.json is up to date.');
}
