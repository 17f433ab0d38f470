/** Sample answers of the associate's pipeline endpoints for web tests (docs/product/pipeline.md). Test code only. */

/** A lead as `GET /api/associate/leads` answers it (accepted, Apartment in Varanasi); `extra` replaces fields. Test code only. */
export function sampleLead(id: number, extra: Record<string, unknown> = {}) {
  return {
    lead_id: id,
    city: 'Varanasi',
    category: 'Apartment',
    budget_min: '4500000.00',
    budget_max: '6000000.00',
    bhk: 2,
    note: '',
    source: 'enquiry',
    status: 'accepted',
    lost_reason: '',
    ass_id: 2,
    offer_expires_at: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    sites: [
      {
        site_id: 11,
        site_title: 'Ganga View 11',
        site_city: 'Varanasi',
        site_category: 'Apartment',
        site_price: '5200000.00',
        added_at: '2026-03-01T10:00:00.000Z',
      },
      {
        site_id: 12,
        site_title: 'Kashi Heights 12',
        site_city: 'Varanasi',
        site_category: 'Apartment',
        site_price: '5800000.00',
        added_at: '2026-03-01T10:00:00.000Z',
      },
    ],
    associate: null,
    customer: { name: 'Amit Gupta', mobile: '9876543210' },
    timeline: [
      {
        at: '2026-03-01T10:00:00.000Z',
        actor_type: 'user',
        actor_name: 'Amit Gupta',
        from_status: null,
        to_status: 'offered',
        note: '',
        note_hi: null,
      },
      {
        at: '2026-03-01T10:05:00.000Z',
        actor_type: 'associate',
        actor_name: 'Sunita Verma',
        from_status: 'offered',
        to_status: 'accepted',
        note: '',
        note_hi: null,
      },
    ],
    visits: [],
    ...extra,
  };
}

/** An offer as `GET /api/associate/offers` answers it, expiring `expiresInMs` from now. Test code only. */
export function sampleOffer(id: number, expiresInMs = 2 * 3600_000, extra: Record<string, unknown> = {}) {
  return {
    lead_id: id,
    city: 'Prayagraj',
    category: 'Plots',
    budget_min: '2500000.00',
    budget_max: '4000000.00',
    bhk: null,
    note: 'Near the Civil Lines',
    sites: [
      {
        site_id: 31,
        site_title: 'Sangam Enclave 31',
        site_city: 'Prayagraj',
        site_category: 'Plots',
        site_price: '3000000.00',
        added_at: '2026-03-01T10:00:00.000Z',
      },
    ],
    offered_at: new Date(Date.now() - 60_000).toISOString(),
    expires_at: new Date(Date.now() + expiresInMs).toISOString(),
    ...extra,
  };
}
