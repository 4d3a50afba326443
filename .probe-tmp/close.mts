const base = "http://localhost:3900";
const hit = async (label: string, body: string) => {
  try { const r = await fetch(base + "/api/admin/configurations/flags", { method: "PATCH", headers: { "content-type": "application/json", origin: base }, body }); console.log(label, r.status, r.headers.get("connection")); await r.text(); }
  catch (e: any) { console.log(label, "NETWORK", e.cause?.message); }
};
for (let i = 0; i < 3; i++) await hit("small", '{"a":1}');
await hit("big", JSON.stringify("a".repeat(100000)));
for (let i = 0; i < 3; i++) await hit("small-after", '{"a":1}');
await hit("big2", JSON.stringify("a".repeat(1000000)));
for (let i = 0; i < 3; i++) await hit("small-after2", '{"a":1}');
