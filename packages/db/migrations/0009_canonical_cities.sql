-- Listings store a city's canonical name (docs/product/catalogue.md, "Places"): a listing saved
-- under another of the city's names or in another case (Allahabad, ALLAHABAD, Banaras, Faizabad)
-- takes the name of the places table (Prayagraj, Varanasi, Ayodhya). Filters match every name
-- of a city either way; this keeps the stored data, cards and counts in one spelling.
UPDATE "sites" AS s
SET "site_city" = c."name"
FROM "places" AS c
WHERE c."kind" = 'city'
  AND s."site_city" <> c."name"
  AND lower(s."site_city") IN (SELECT lower(n) FROM unnest(array_prepend(c."name", c."aliases")) AS n);
