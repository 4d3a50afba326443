const base = "http://localhost:3900";
const pages = ["/", "/ar", "/services", "/fleet", "/blog", "/guides", "/testimonials", "/contact", "/book", "/ar/book", "/makkah-live", "/privacy", "/terms", "/admin", "/admin/login", "/admin/dashboard", "/admin/configurations", "/admin/error-logs", "/admin/system-dashboard", "/admin/database-performance", "/admin/optimization", "/admin/roadmap", "/booking-info/abc", "/sitemap.xml", "/robots.txt", "/feed.xml", "/ar/feed.xml", "/metrics", "/media/x.webp", "/assets/none.js"];
const queries = ["", "?q=%00", "?q=%", "?page=-1", "?page=1e400", "?tag=" + "%F0%9F".repeat(200), "?lang=xx", "?next=//evil.example", "?next=javascript:alert(1)", "?service=%00&vehicle=-1&date=2026-02-30&passengers=1e9", "?__proto__[x]=1", "?a=" + "b".repeat(8000)];
const headerSets: Record<string, string>[] = [
  {}, { "accept-language": "\u00ff".repeat(10) }, { "accept-language": "ar;q=abc,,,;;" }, { cookie: "lang=zz; rihla_device=%%%; __proto__=1" }, { cookie: "x=" + "y".repeat(7000) },
  { "if-none-match": "\"" + "x".repeat(500) }, { "if-modified-since": "yesterday" }, { "accept-encoding": "br;q=nan, gzip;q=-1" }, { "x-forwarded-for": "999.1.1.1, <script>" }, { range: "bytes=9999999-1" }, { "accept": "*/*;q=xyz" }, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
];
let n = 0, bad = 0;
for (const p of pages) for (const q of queries) for (const h of headerSets) {
  for (const method of ["GET", "HEAD"]) {
    n++;
    try {
      const r = await fetch(base + p + q, { method, headers: h, redirect: "manual" });
      await r.arrayBuffer();
      if (r.status >= 500) { bad++; console.log(r.status, method, p + q.slice(0, 60), JSON.stringify(h).slice(0, 80)); }
    } catch (e: any) { bad++; console.log("NETWORK", method, p + q.slice(0, 60), JSON.stringify(h).slice(0, 80), e.cause?.message); }
  }
}
for (const p of pages) for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS", "POST", "TRACE"]) {
  n++;
  try { const r = await fetch(base + p, { method, body: method === "TRACE" || method === "OPTIONS" ? undefined : "x", redirect: "manual" }); await r.arrayBuffer(); if (r.status >= 500) { bad++; console.log(r.status, method, p); } }
  catch (e: any) { if (method !== "TRACE") { bad++; console.log("NETWORK", method, p, e.message); } }
}
console.log("requests", n, "5xx/network", bad);
