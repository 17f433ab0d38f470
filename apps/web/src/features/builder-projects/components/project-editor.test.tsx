import { RERA_MESSAGES } from '@realty/contracts/builders/rera';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, renderBuilder, SAMPLE_PLACES, sampleProject, signInBuilder } from '../test/render-builder.tsx';
import { ProjectEditorPage } from './project-editor.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

type Route = (url: string, init: RequestInit | undefined) => Response | undefined;

/** Answers the places and whatever `route` knows; everything else is 404. */
function api(route: Route) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/places') return jsonResponse(SAMPLE_PLACES);
    return route(url, init) ?? jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Project not found.' }, 404);
  });
}

const writes = (mock: Parameters<typeof fetchCalls>[0]) => fetchCalls(mock).filter((c) => c.method !== 'GET');

function renderNew() {
  signInBuilder();
  return renderBuilder(<ProjectEditorPage />, '/builderdashboard/projects/new');
}
function renderProject(projectId: number) {
  signInBuilder();
  return renderBuilder(<ProjectEditorPage projectId={projectId} />, `/builderdashboard/projects/${projectId}`);
}

describe('project editor (docs/product/builders.md, "Projects")', { timeout: 30_000 }, () => {
  it('sends the fields as the contract names them and opens the saved project', async () => {
    const saved = sampleProject(7, { data: { ...sampleProject(7).data, site_title: 'Green Acres' } });
    const fetchMock = api((url, init) =>
      url === '/api/builder/projects' && init?.method === 'POST'
        ? jsonResponse({ success: true, message: 'Project saved as a draft.', data: saved }, 201)
        : undefined,
    );
    const user = userEvent.setup();
    renderNew();
    await user.type(await screen.findByLabelText('Project title'), 'Green Acres');
    await user.selectOptions(screen.getByLabelText('Category'), 'Apartment');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'City' }), 'Lucknow');
    await user.type(screen.getByLabelText('Locality / landmark'), 'Gomti Nagar');
    await user.type(screen.getByLabelText('BHK'), '2, 3');
    await user.type(screen.getByLabelText('Price from'), '45 lakh');
    await user.type(screen.getByLabelText('Price up to'), '0.85 crore');
    await user.type(screen.getByLabelText('Carpet area from (sq ft)'), '950');
    await user.type(screen.getByLabelText('Carpet area up to (sq ft)'), '1450');
    await user.selectOptions(screen.getByLabelText('Possession'), 'under_construction');
    await user.type(screen.getByLabelText('Possession expected (month)'), '2027-06');
    await user.type(screen.getByLabelText('Amenities'), 'Club house{enter}Swimming pool');
    await user.type(screen.getByLabelText('Latitude'), '26.85');
    await user.type(screen.getByLabelText('Longitude'), '80.99');
    await user.type(screen.getByLabelText('RERA registration number'), 'uprerAprj12345');
    await user.clear(screen.getByLabelText('Brokerage offered (%)'));
    await user.type(screen.getByLabelText('Brokerage offered (%)'), '2.5');
    expect(screen.getByText('Photos and brochures can be added once the project is saved.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save project' }));

    expect(await screen.findByText('Project saved as a draft.')).toBeInTheDocument();
    expect(await screen.findByTestId('landed')).toHaveTextContent('at /builderdashboard/projects/7');
    expect(writes(fetchMock)).toEqual([
      {
        url: '/api/builder/projects',
        method: 'POST',
        body: {
          site_title: 'Green Acres',
          site_category: 'Apartment',
          site_state: 'Uttar Pradesh',
          site_city: 'Lucknow',
          site_landmark: 'Gomti Nagar',
          site_famous_place: '',
          bhk: '2, 3',
          carpet_area_sqft_min: '950',
          carpet_area_sqft_max: '1450',
          built_up_area_sqft: '',
          super_built_up_area_sqft: '',
          plot_area: '',
          plot_area_unit: '',
          // typed in lakh and crore, sent as exact rupees
          site_min_price: '4500000.00',
          site_max_price: '8500000.00',
          site_price: '',
          site_area: '',
          possession: 'under_construction',
          possession_date: '2027-06',
          furnishing: '',
          facing: '',
          transaction: '',
          ownership: '',
          approved_by: [],
          loan_banks: [],
          amenities: ['Club house', 'Swimming pool'],
          site_description: '',
          site_lat: '26.85',
          site_lon: '80.99',
          site_youtube_link: '',
          rera_exempt: false,
          rera_number: 'uprerAprj12345',
          rera_exemption: null,
          brokerage_percent_offered: '2.5',
        },
      },
    ]);
  });

  it('explains the UP RERA rule, refuses a malformed number before sending, and checks an exemption declaration', async () => {
    const fetchMock = api(() => undefined);
    const user = userEvent.setup();
    renderNew();
    const rera = await screen.findByLabelText('RERA registration number');
    expect(rera).toHaveAccessibleDescription(/UPRERAPRJ followed by 4 to 8 digits/);
    await user.type(rera, 'UPRERA123');
    await user.tab();
    expect(rera).toHaveAccessibleDescription(RERA_MESSAGES.upFormat);
    expect(rera).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Project title'), 'Small Plots');
    await user.selectOptions(screen.getByLabelText('Category'), 'Plots');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'City' }), 'Noida');
    await user.click(screen.getByRole('button', { name: 'Save project' }));
    expect(await screen.findByText('Please correct the fields marked in red.')).toBeInTheDocument();
    expect(screen.getByLabelText('RERA registration number')).toHaveFocus();
    expect(writes(fetchMock)).toEqual([]);

    // outside Uttar Pradesh the number is optional and freer
    await user.selectOptions(screen.getByLabelText('State'), 'Delhi');
    expect(screen.getByLabelText('RERA registration number')).toHaveAccessibleDescription(/Outside Uttar Pradesh: optional/);
    await user.selectOptions(screen.getByLabelText('State'), 'Uttar Pradesh');

    await user.click(screen.getByLabelText(/This project is exempt from RERA registration/));
    expect(screen.queryByLabelText('RERA registration number')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Land area (m²)'), '450');
    await user.type(screen.getByLabelText('Number of units'), '9');
    await user.click(screen.getByRole('button', { name: 'Save project' }));
    expect(await screen.findByLabelText('Number of units')).toHaveAccessibleDescription(RERA_MESSAGES.exemptionUnits);
    expect(writes(fetchMock)).toEqual([]);
  });

  it('shows a server 400 under the field it names', async () => {
    api((url, init) =>
      url === '/api/builder/projects/5' && init?.method === 'PUT'
        ? jsonResponse(
            {
              success: false,
              code: 'VALIDATION_FAILED',
              message: 'Brokerage offered must be a percentage from 0.5 to 10.',
              field: 'brokerage_percent_offered',
            },
            400,
          )
        : url === '/api/builder/projects/5'
          ? jsonResponse({ success: true, data: sampleProject(5) })
          : undefined,
    );
    const user = userEvent.setup();
    renderProject(5);
    expect(await screen.findByRole('heading', { name: 'Shalimar Gardens', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save project' }));
    const brokerage = screen.getByLabelText('Brokerage offered (%)');
    await waitFor(() => expect(brokerage).toHaveAccessibleDescription('Brokerage offered must be a percentage from 0.5 to 10.'));
    expect(brokerage).toHaveFocus();
  });

  it('submits a saved draft after confirming, then shows it read-only and waiting', async () => {
    const draft = sampleProject(5, { cover_images: ['media/projects/5/a.webp'], site_pdfs: ['media/projects/5/b.pdf'] });
    const submitted = {
      ...draft,
      status: 'submitted' as const,
      submitted_at: '2026-03-04T09:00:00.000Z',
      trail: [
        {
          at: '2026-03-04T09:00:00.000Z',
          actor_type: 'builder' as const,
          actor_name: 'Anil Mehta',
          from_status: 'draft' as const,
          to_status: 'submitted' as const,
          comment: '',
        },
      ],
    };
    const fetchMock = api((url, init) => {
      if (url === '/api/builder/projects/5/submit' && init?.method === 'POST')
        return jsonResponse({ success: true, message: 'Project submitted for verification.', data: submitted });
      if (url === '/api/builder/projects/5') return jsonResponse({ success: true, data: draft });
      if (url === '/api/builder/projects') return jsonResponse({ success: true, data: [submitted] });
      return undefined;
    });
    const user = userEvent.setup();
    renderProject(5);
    expect(await screen.findByLabelText('Add photos')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Add brochure')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('img', { name: 'Photo 1 of Shalimar Gardens' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit this project for review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, submit' }));
    expect(await screen.findByText('Project submitted for verification.')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([{ url: '/api/builder/projects/5/submit', method: 'POST', body: undefined }]);
    expect(screen.getByTestId('project-status')).toHaveTextContent('Submitted');
    expect(screen.getByText(/Waiting for verification/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add photos')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Project title')).toBeDisabled();
  });

  it('asks to save changes before submitting', async () => {
    api((url) => (url === '/api/builder/projects/5' ? jsonResponse({ success: true, data: sampleProject(5) }) : undefined));
    const user = userEvent.setup();
    renderProject(5);
    await user.type(await screen.findByLabelText('Project title'), ' Phase 2');
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toHaveAccessibleDescription('Save your changes before submitting.');
  });

  it('shows an approved project read-only; "Edit" then saves a new revision with PUT', async () => {
    const approved = sampleProject(9, { status: 'approved', site_id: 41, last_comment: 'Looks good.' });
    const revision = { ...approved, status: 'draft' as const, revision: 2 };
    const fetchMock = api((url, init) => {
      if (url === '/api/builder/projects/9' && init?.method === 'PUT')
        return jsonResponse({
          success: true,
          message: 'A new revision was started. The live listing stays as approved until this revision is approved.',
          data: revision,
        });
      if (url === '/api/builder/projects/9') return jsonResponse({ success: true, data: approved });
      if (url === '/api/builder/projects') return jsonResponse({ success: true, data: [revision] });
      return undefined;
    });
    const user = userEvent.setup();
    renderProject(9);
    expect(await screen.findByLabelText('Project title')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save project' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the live listing' })).toHaveAttribute('href', '/detailpage/41');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const price = screen.getByLabelText('Price up to');
    expect(price).toBeEnabled();
    await user.clear(price);
    await user.type(price, '90 lakh');
    await user.click(screen.getByRole('button', { name: 'Save project' }));
    expect(await screen.findByText(/A new revision was started/)).toBeInTheDocument();
    const [put] = writes(fetchMock);
    expect(put).toMatchObject({
      url: '/api/builder/projects/9',
      method: 'PUT',
      body: { site_max_price: '9000000.00', rera_number: 'UPRERAPRJ12345' },
    });
    expect(await screen.findByText('Revision 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
  });

  it('says so for an unknown project', async () => {
    api((url) =>
      url === '/api/builder/projects/8'
        ? jsonResponse({ success: false, code: 'NOT_OWNER', message: 'This project belongs to another builder.' }, 403)
        : undefined,
    );
    renderProject(404);
    expect(await screen.findByRole('alert')).toHaveTextContent('Project not found.');
  });

  it("says so for another builder's project without signing out", async () => {
    api((url) =>
      url === '/api/builder/projects/8'
        ? jsonResponse({ success: false, code: 'NOT_OWNER', message: 'This project belongs to another builder.' }, 403)
        : undefined,
    );
    renderProject(8);
    expect(await screen.findByRole('alert')).toHaveTextContent('This project belongs to another builder.');
    expect(window.localStorage.getItem('user')).not.toBeNull();
  });

  it("speaks Hindi on a Hindi page: labels, options, the RERA rule and the API's answer", async () => {
    const saved = sampleProject(7);
    api((url, init) =>
      url === '/api/builder/projects/7' && init?.method === 'PUT'
        ? jsonResponse({ success: true, message: 'Project saved.', data: saved })
        : url === '/api/builder/projects/7'
          ? jsonResponse({ success: true, data: saved })
          : undefined,
    );
    const user = userEvent.setup();
    signInBuilder();
    renderBuilder(<ProjectEditorPage projectId={7} />, '/builderdashboard/projects/7', undefined, [], 'hi');
    const rera = await screen.findByLabelText('RERA रजिस्ट्रेशन नंबर');
    expect(rera).toHaveAccessibleDescription(/UPRERAPRJ के बाद 4 से 8 अंक/);
    expect(screen.getByRole('option', { name: 'निर्माणाधीन' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'वर्ग गज' })).toBeInTheDocument();
    expect(screen.getByTestId('project-status')).toHaveTextContent('ड्राफ़्ट');
    await user.clear(rera);
    await user.type(rera, 'UPRERA123');
    await user.tab();
    expect(rera).toHaveAccessibleDescription('UP RERA रजिस्ट्रेशन नंबर UPRERAPRJ के बाद 4 से 8 अंकों का होता है, जैसे UPRERAPRJ12345।');
    await user.clear(rera);
    await user.type(rera, 'UPRERAPRJ12345');
    await user.click(screen.getByRole('button', { name: 'प्रोजेक्ट सेव करें' }));
    expect(await screen.findByText('प्रोजेक्ट सेव हो गया।')).toBeInTheDocument();
  });
});
