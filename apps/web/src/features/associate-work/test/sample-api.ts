import { sampleLead, sampleOffer } from './samples.ts';

/**
 * Answers of every endpoint the associate dashboard reads, for web tests and screen checks: one
 * offer, three leads, a visit, earnings with a reversal, a small network, preferences and the
 * places. `sampleApiAnswer(url)` gives the body for a GET of `url`, undefined for others. Test code only.
 */
export function sampleApiAnswer(url: string): unknown {
  const path = url.split('?')[0];
  switch (path) {
    case '/api/associate/find-associate/9876500001':
      return {
        success: true,
        data: {
          ass_id: 2,
          reg_mem_name: 'Sunita Verma',
          ass_name: 'Sunita Verma',
          ass_email: 'sunita@example.in',
          ass_mobile: '9876500001',
          member_id: 'KR000002',
          ass_sponsor_id: 'KR000001',
          ass_sponsor_name: 'Rajesh Kumar Srivastava',
          aadhaar_masked: null,
          pan_masked: null,
          created_at: '2026-01-01T00:00:00.000Z',
        },
      };
    case '/api/associate/offers':
      return { success: true, data: [sampleOffer(5)] };
    case '/api/associate/leads':
      return {
        success: true,
        data: [sampleLead(1), sampleLead(2, { status: 'visit_scheduled', city: 'Lucknow' }), sampleLead(3, { status: 'booked' })],
      };
    case '/api/associate/visits':
      return {
        success: true,
        data: [
          {
            visit_id: 41,
            lead_id: 2,
            site_id: 11,
            site_title: 'Ganga View 11',
            site_city: 'Lucknow',
            scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
            meeting_point: 'Site office gate',
            status: 'confirmed',
            proposed_at: null,
            outcome_note: '',
            associate: null,
            customer: { name: 'Amit Gupta', mobile: '9876543210' },
            ics_url: null,
            created_at: '2026-03-01T10:00:00.000Z',
            updated_at: '2026-03-01T10:00:00.000Z',
          },
        ],
      };
    case '/api/associate/earnings':
      return {
        success: true,
        data: {
          totals: { pending: '63000.00', confirmed: '0.00', paid: '1234567.80' },
          entries: [
            {
              entry_id: 9,
              deal_id: 4,
              ass_id: 2,
              member_id: 'KR000002',
              kind: 'associate_share',
              percent: '70.00',
              amount: '63000.00',
              status: 'pending',
              reverses_entry_id: null,
              site_title: 'Ganga View 11',
              created_at: '2026-03-05T10:00:00.000Z',
            },
            {
              entry_id: 8,
              deal_id: 3,
              ass_id: 2,
              member_id: 'KR000002',
              kind: 'sponsor_level_1',
              percent: '5.00',
              amount: '-1800.00',
              status: 'reversal',
              reverses_entry_id: 7,
              site_title: 'Kashi Heights 12',
              created_at: '2026-03-04T10:00:00.000Z',
            },
          ],
        },
      };
    case '/api/associate/network':
      return {
        success: true,
        data: {
          level_1_count: 1,
          level_2_count: 1,
          members: [
            {
              ass_id: 3,
              name: 'Ravi Yadav',
              member_id: 'KR000003',
              joined_on: '2026-02-01',
              level: 1,
              sponsor_member_id: 'KR000002',
              mobile: '9876500003',
            },
            { ass_id: 4, name: 'Neha Singh', member_id: 'KR000004', joined_on: '2026-02-11', level: 2, sponsor_member_id: 'KR000003' },
          ],
        },
      };
    case '/api/associate/preferences':
      return { success: true, data: { cities: ['Varanasi', 'Prayagraj'], categories: ['Apartment'], max_open_leads: 10, open_leads: 3 } };
    case '/api/places':
      return {
        success: true,
        data: [
          {
            state: 'Uttar Pradesh',
            aliases: ['UP'],
            featured: true,
            cities: ['Varanasi', 'Prayagraj', 'Lucknow', 'Kanpur', 'Agra', 'Noida', 'Ghaziabad', 'Gorakhpur', 'Ayodhya', 'Mathura'].map(
              (city) => ({
                city,
                aliases: [],
                localities: [],
                featured: true,
                lat: null,
                lon: null,
              }),
            ),
          },
        ],
      };
    // docs/product/payouts.md: the payouts and TDS drawn under the earnings (a year under the threshold, nothing paid yet)
    case '/api/associate/tds':
      return {
        success: true,
        data: {
          financial_year: '2026-27',
          section: '194H',
          pan_on_file: true,
          rate_percent: '2.00',
          threshold: '20000.00',
          credited: '15500.00',
          tds_deducted: '0.00',
          threshold_crossed: false,
          to_threshold: '4500.00',
          confirmed_unpaid: '0.00',
          credits: [],
          quarters: [],
        },
      };
    case '/api/associate/payouts':
      return { success: true, data: [] };
    default:
      return undefined;
  }
}
