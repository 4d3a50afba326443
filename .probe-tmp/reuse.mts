const base = "http://localhost:3900";
const big = "x".repeat(12 * 1024 * 1024);
const cases: [string, string, RequestInit][] = [
  ["upload unauthenticated", "/api/admin/files", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=zz", origin: base }, body: `--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${big}\r\n--zz--\r\n` }],
  ["import unauthenticated", "/api/admin/guides-import/check", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=zz", origin: base }, body: `--zz\r\n\r\n${big}\r\n--zz--` }],
  ["json 2MB to contact", "/api/contact", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ message: "y".repeat(2_000_000) }) }],
  ["text 1MB to errors", "/api/errors", { method: "POST", headers: { "content-type": "text/plain" }, body: "z".repeat(1_000_000) }],
  ["json 1MB to a page", "/contact", { method: "POST", headers: { "content-type": "application/json" }, body: "q".repeat(1_000_000) }],
];
for (const [label, path, init] of cases) {
  const outcomes: string[] = [];
  for (let round = 0; round < 4; round++) {
    try { const r = await fetch(base + path, init); outcomes.push(`${r.status}/${r.headers.get("connection")}`); await r.arrayBuffer(); } catch (e: any) { outcomes.push("NET:" + e.cause?.message); }
    try { const r = await fetch(base + "/api/health"); outcomes.push(String(r.status)); await r.arrayBuffer(); } catch (e: any) { outcomes.push("NET-after:" + e.cause?.message); }
  }
  console.log(label.padEnd(26), outcomes.join(" "));
}
