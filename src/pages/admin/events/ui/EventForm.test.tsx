import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Client, fetchExchange, Provider } from 'urql';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { emptyDraft } from '@/entities/event';
import { fromLocalInput } from '@/shared/lib/format-date';
import { EventForm } from './EventForm';

interface SentRequest {
  query: string;
  variables: Record<string, unknown>;
}

/** A client that records what it sends and answers each operation by name. */
function apiClient(sent: SentRequest[], answers: Record<string, unknown>) {
  return new Client({
    url: 'http://127.0.0.1/v1/graphql',
    exchanges: [fetchExchange],
    preferGetMethod: false,
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as SentRequest;
      // The events the form may link as translations are read as it opens; the tests look at what a save sends.
      if (body.query.includes('AdminEventsTranslationsQuery')) return Response.json({ data: { events: [] } });
      sent.push(body);
      const name = Object.keys(answers).find((key) => body.query.includes(key));
      return Response.json(name ? answers[name] : { data: null });
    },
  });
}

const NO_SLUG_CLASH = { AdminEventsSlugQuery: { data: { events: [] } } };

function renderForm(answers: Record<string, unknown> = NO_SLUG_CLASH, eventId?: string) {
  const sent: SentRequest[] = [];
  const onSaved = vi.fn();
  render(
    <Provider value={apiClient(sent, answers)}>
      <EventForm eventId={eventId} initial={emptyDraft()} onSaved={onSaved} onCancel={() => undefined} />
    </Provider>,
  );
  return { sent, onSaved };
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function fillRequired() {
  type('Name *', 'Web3 Summit 2026');
  type('Description *', 'Two days of talks about rollups.');
  type('Starts *', '2026-03-03T09:00');
  type('Ends *', '2026-03-04T17:30');
  type('Location or online link *', 'Shanghai');
}

describe('EventForm', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
    await loadNamespaces(['admin-events', 'upload']);
  });

  it('names every missing required field, sends nothing and focuses the first', () => {
    const { sent } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields');
    expect(screen.getAllByText('This field is required')).toHaveLength(6);
    for (const label of ['Name *', 'Slug *', 'Description *', 'Starts *', 'Ends *', 'Location or online link *']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(document.activeElement).toBe(field('Name *'));
    type('Name *', 'Web3 Summit');
    expect(field('Name *').getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('fills the slug from the name until the slug is typed in', () => {
    renderForm();
    type('Name *', 'Web3 Summit: Shanghai 2026!');
    expect(field('Slug *')).toHaveProperty('value', 'web3-summit-shanghai-2026');
    type('Slug *', 'summit');
    type('Name *', 'Another name');
    expect(field('Slug *')).toHaveProperty('value', 'summit');
  });

  it('wants the end after the start, and whole attendee counts', () => {
    const { sent } = renderForm();
    fillRequired();
    type('Ends *', '2026-03-03T08:00');
    type('Current attendees', '-3');
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(screen.getByText('The end must be after the start')).toBeTruthy();
    expect(screen.getByText('Enter a whole number, 0 or more')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
    expect(sent).toEqual([]);
  });

  it('has the input types and defaults the spec asks for', () => {
    renderForm();
    expect(field('Starts *').getAttribute('type')).toBe('datetime-local');
    // An uploaded image's address is a path on the site, so the field takes more than web addresses.
    expect(field('Image URL').getAttribute('inputmode')).toBe('url');
    expect(screen.getByText('Event image')).toBeTruthy();
    expect((field('Currency') as HTMLInputElement).value).toBe('CNY');
    expect((field('Language of the event') as HTMLSelectElement).value).toBe('en');
    expect(field('Registration URL').getAttribute('type')).toBe('url');
    expect(field('Organizer email').getAttribute('type')).toBe('email');
    expect(field('Maximum attendees').getAttribute('type')).toBe('number');
    expect(field('Price (¥)').getAttribute('step')).toBe('0.01');
    expect(field('Price (¥)')).toHaveProperty('disabled', true);
    expect(field('Free event')).toHaveProperty('checked', true);
    expect(field('Online event')).toHaveProperty('checked', false);
    expect(field('Featured')).toHaveProperty('checked', false);
    expect(field('Published (visible to visitors)')).toHaveProperty('checked', true);
    expect(field('Status')).toHaveProperty('value', 'upcoming');
  });

  it('creates the event with converted values, 0 attendees meaning unlimited', async () => {
    const { sent, onSaved } = renderForm({
      ...NO_SLUG_CLASH,
      AdminEventsInsertMutation: {
        data: { insert_events_one: { __typename: 'events', id: 'e1' } },
      },
    });
    fillRequired();
    type('Maximum attendees', '0');
    fireEvent.click(field('Free event'));
    type('Price (¥)', '99.90');
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent.map((request) => request.variables)).toEqual([
      { slug: 'web3-summit-2026' },
      {
        object: expect.objectContaining({
          name: 'Web3 Summit 2026',
          slug: 'web3-summit-2026',
          start_date: fromLocalInput('2026-03-03T09:00'),
          end_date: fromLocalInput('2026-03-04T17:30'),
          max_attendees: null,
          current_attendees: 0,
          price: '99.9',
          is_free: false,
          status: 'upcoming',
          published: true,
        }),
      },
    ]);
  });

  it('refuses a slug another event has at the field, before saving', async () => {
    const { sent, onSaved } = renderForm({
      AdminEventsSlugQuery: { data: { events: [{ __typename: 'events', id: 'other', name: 'Old summit' }] } },
    });
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await screen.findByText('Another event already uses this slug; choose another');
    expect(screen.getByRole('alert').textContent).toBe('Failed to create event: Another event already uses this slug; choose another');
    expect(document.activeElement).toBe(field('Slug *'));
    expect(sent).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the database's refusal at its field in plain words, keeping what was typed", async () => {
    renderForm(
      {
        ...NO_SLUG_CLASH,
        AdminEventsUpdateMutation: {
          errors: [
            {
              message: 'Check constraint violation. new row for relation "events" violates check constraint "events_end_after_start"',
              extensions: { code: 'constraint-violation', path: '$' },
            },
          ],
        },
      },
      'e1',
    );
    fillRequired();
    // An edited event's slug does not follow its name.
    expect(field('Slug *')).toHaveProperty('value', '');
    type('Slug *', 'web3-summit-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Failed to update event: The end must be after the start');
    expect(screen.getByText('The end must be after the start')).toBeTruthy();
    expect(screen.queryByText(/constraint/)).toBeNull();
    expect(field('Name *')).toHaveProperty('value', 'Web3 Summit 2026');
    expect(field('Description *')).toHaveProperty('value', 'Two days of talks about rollups.');
  });
});
