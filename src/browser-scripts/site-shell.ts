/**
 * Behaviour of the site shell, shared by every page: header shadow, mobile menu, the services
 * dropdown, anchor links that clear the sticky header, and the scrollToContact flag.
 * Plain DOM code (no framework): it is the only script a content page runs before interaction.
 */
import { anchorAction, anchorOffset, anchorScrollTop, isHeaderScrolled, SCROLL_TO_CONTACT_DELAY_MS, SCROLL_TO_CONTACT_FLAG } from '../domain/scroll.ts';

function headerHeight(): number | null {
  const header = document.getElementById('site-header');
  return header ? header.getBoundingClientRect().height : null;
}

function smoothBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = anchorScrollTop(target.getBoundingClientRect().top + window.scrollY, headerHeight());
  window.scrollTo({ top, behavior: smoothBehavior() });
  return true;
}

function initHeaderShadow(header: HTMLElement) {
  const update = () => {
    header.dataset.scrolled = String(isHeaderScrolled(window.scrollY));
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
}

function initMobileMenu() {
  const toggle = document.getElementById('mobile-menu-toggle');
  const close = document.getElementById('mobile-menu-close');
  const menu = document.getElementById('mobile-menu');
  if (!toggle || !menu) return;
  const setOpen = (open: boolean, returnFocus = false) => {
    menu.classList.toggle('hidden', !open);
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? 'Close Menu' : 'Open Menu');
    if (open) menu.querySelector<HTMLElement>('a, button')?.focus();
    else if (returnFocus) toggle.focus();
  };
  toggle.addEventListener('click', () => setOpen(menu.classList.contains('hidden')));
  close?.addEventListener('click', () => setOpen(false, true));
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.classList.contains('hidden')) setOpen(false, true);
  });
  // Leaving the small-screen layout closes the menu.
  window.matchMedia('(min-width: 64rem)').addEventListener('change', (event) => event.matches && setOpen(false));
}

function initDropdowns() {
  const toggles = [...document.querySelectorAll<HTMLButtonElement>('[data-dropdown-toggle]')];
  const closeAll = (except?: HTMLButtonElement) => {
    for (const toggle of toggles) {
      if (toggle === except) continue;
      toggle.setAttribute('aria-expanded', 'false');
      document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.classList.add('hidden');
    }
  };
  for (const toggle of toggles) {
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    toggle.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      closeAll(toggle);
      toggle.setAttribute('aria-expanded', String(open));
      list?.classList.toggle('hidden', !open);
    });
    list?.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        closeAll();
        toggle.focus();
      }
    });
  }
  // Clicking outside the navigation clears any open dropdown.
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('#desktop-nav')) closeAll();
  });
  document.addEventListener('keydown', (event) => event.key === 'Escape' && closeAll());
}

function initAnchorLinks() {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href*="#"]');
    if (!link) return;
    const action = anchorAction(link.getAttribute('href') ?? '', window.location.pathname);
    if (action?.kind !== 'scroll') return;
    if (scrollToSection(action.id)) {
      event.preventDefault();
      history.pushState(null, '', `#${action.id}`);
    }
  });
}

function initScrollToContact() {
  // Links elsewhere that ask for the contact form set the flag; the home page honours it.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a[data-scroll-to-contact]');
    if (link) {
      try {
        localStorage.setItem(SCROLL_TO_CONTACT_FLAG, 'true');
      } catch {
        /* storage unavailable: the hash still leads to the section */
      }
    }
  });
  let flagged: boolean;
  try {
    flagged = localStorage.getItem(SCROLL_TO_CONTACT_FLAG) === 'true';
    if (flagged) localStorage.removeItem(SCROLL_TO_CONTACT_FLAG);
  } catch {
    return;
  }
  if (flagged && document.getElementById('contact')) {
    window.setTimeout(() => scrollToSection('contact'), SCROLL_TO_CONTACT_DELAY_MS);
  }
}

function keepScrollPaddingInSync() {
  const set = () => document.documentElement.style.setProperty('--header-offset', `${anchorOffset(headerHeight())}px`);
  set();
  window.addEventListener('resize', set, { passive: true });
}

export function initSiteShell() {
  const header = document.getElementById('site-header');
  if (header) initHeaderShadow(header);
  initMobileMenu();
  initDropdowns();
  initAnchorLinks();
  initScrollToContact();
  keepScrollPaddingInSync();
}
