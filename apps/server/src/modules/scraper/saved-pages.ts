/**
 * The pages the scraper stand-in has saved copies of, by canonical address (parseListingUrl /
 * parseProfileUrl). This deployment has no outside network, so a page is read from here; the
 * parsing is the same as for a fetched page. Demo landlords' external profiles point at these.
 */
export const SAVED_PAGES: Record<string, string> = {
  'https://www.airbnb.co.uk/users/show/48213377': `<!doctype html>
<html lang="en"><head>
<title>Margaret Ellison - Airbnb</title>
<meta property="og:site_name" content="Airbnb">
<meta property="og:title" content="Margaret Ellison | Airbnb">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Person","name":"Margaret Ellison","url":"https://www.airbnb.co.uk/users/show/48213377"}</script>
</head><body>
<main><h1>Hi, I&rsquo;m Margaret</h1>
<section><p>Joined in March 2017</p><p>Identity verified</p>
<ul><li>212 reviews</li><li>Response rate: 96%</li><li>Responds within an hour</li></ul></section>
<p>I look after three flats in Leith &amp; the New Town.</p></main>
</body></html>`,
  'https://www.openrent.co.uk/landlord/771204': `<!doctype html>
<html><head><meta property="og:site_name" content="OpenRent"><meta property="og:title" content="Peter Okafor - Landlord on OpenRent"></head>
<body><div class="profile"><h2>Peter Okafor</h2>
<div>Member since 2019</div><div>Response rate: 58 %</div><div>34 completed stays</div></div></body></html>`,
  'https://www.airbnb.co.uk/rooms/918273645': `<!doctype html>
<html><head>
<meta property="og:title" content="Bright two-bedroom flat by the Meadows">
<meta property="og:description" content="Quiet flat, ten minutes from the station.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":["VacationRental","Apartment"],
"name":"Bright two-bedroom flat by the Meadows","description":"A quiet flat on the second floor, ten minutes' walk from Waverley.",
"address":{"@type":"PostalAddress","streetAddress":"14 Marchmont Road","addressLocality":"Edinburgh","postalCode":"EH9 1HZ","addressCountry":"GB"},
"geo":{"@type":"GeoCoordinates","latitude":55.9362,"longitude":-3.1927},
"numberOfBedrooms":2,"numberOfBathroomsTotal":1,"occupancy":{"@type":"QuantitativeValue","value":4},
"offers":{"@type":"Offer","price":"118.00","priceCurrency":"GBP"}}</script>
</head><body><h1>Bright two-bedroom flat by the Meadows</h1><p>4 guests · 2 bedrooms · 1 bath</p></body></html>`,
  'https://www.rightmove.co.uk/properties/150987321': `<!doctype html>
<html><head>
<meta property="og:title" content="3 bedroom terraced house to rent in Chorlton, Manchester">
<meta property="place:location:latitude" content="53.4420">
<meta property="place:location:longitude" content="-2.2770">
</head><body><h1>3 bedroom terraced house</h1><p>Beech Road, Manchester M21 9EG</p>
<p>3 bedrooms</p><p>2 bathrooms</p><p>Sleeps 6 guests</p><p>&pound;145 per night</p></body></html>`,
};
