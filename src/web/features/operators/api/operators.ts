import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OperatorInput, OperatorListQuery, OperatorStatusInput } from "#shared/operators/operator.schema";
import type { OperatorDetail, OperatorSaved, OperatorsPage } from "#shared/operators/operators-answers";
import { adminFetch } from "#web/lib/staff-session/admin-api";

const KEY = ["admin-operators"] as const;

/** GET /api/admin/operators?q=&status=&vehicleClass=&city=&documents=&page= (empty filters left out). */
export const fetchOperators = (query: OperatorListQuery) => {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== "")
      .map(([k, v]) => [k, String(v)]),
  );
  return adminFetch<OperatorsPage>(`/api/admin/operators?${params}`);
};
export const operatorsQuery = (query: OperatorListQuery) =>
  queryOptions({ queryKey: [...KEY, "list", query], queryFn: () => fetchOperators(query), placeholderData: keepPreviousData });
export const useOperators = (query: OperatorListQuery) => useQuery(operatorsQuery(query));

/** GET /api/admin/operators/:id — everything about one operator, with its figures. */
export const fetchOperator = (id: number) => adminFetch<OperatorDetail>(`/api/admin/operators/${id}`);
export const operatorQuery = (id: number) => queryOptions({ queryKey: [...KEY, "one", id], queryFn: () => fetchOperator(id) });
export const useOperator = (id: number | null) => useQuery({ ...operatorQuery(id ?? 0), enabled: id !== null });

/** The list, the operator and the dashboard's document count are read again after every write. */
function useOperatorWrite<I>(name: string, run: (input: I) => Promise<OperatorSaved | { id: number; version: number }>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...KEY, name],
    mutationFn: run,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: KEY }), client.invalidateQueries({ queryKey: ["dashboard"] })]),
  });
}

/** POST /api/admin/operators, or PATCH /api/admin/operators/:id with the version the form was opened on. */
export const useSaveOperator = () =>
  useOperatorWrite("save", ({ id, version, operator }: { id: number | null; version: number; operator: OperatorInput }) =>
    id === null
      ? adminFetch<OperatorSaved>("/api/admin/operators", { method: "POST", body: operator })
      : adminFetch<OperatorSaved>(`/api/admin/operators/${id}`, { method: "PATCH", body: { operator, version } }),
  );

/** POST /api/admin/operators/:id/status — suspend or reactivate, with a note. */
export const useOperatorStatus = (id: number) =>
  useOperatorWrite("status", (input: OperatorStatusInput) => adminFetch<OperatorSaved>(`/api/admin/operators/${id}/status`, { method: "POST", body: input }));

/** DELETE /api/admin/operators/:id — refused (409) once the operator has had a job. Only the list is read again: the deleted one would answer 404. */
export function useDeleteOperator(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...KEY, "delete", id],
    mutationFn: () => adminFetch<OperatorSaved>(`/api/admin/operators/${id}`, { method: "DELETE" }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: [...KEY, "list"] }), client.invalidateQueries({ queryKey: ["dashboard"] })]),
  });
}
