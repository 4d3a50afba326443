import { useMutation, useQueryClient } from "@tanstack/react-query";
import { USERS_KEY } from "./staff-overview";

/** A write on the users page: the list is read again afterwards, whether it worked or not. */
export function useUsersMutation<T>(name: string, run: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationKey: ["users", name], mutationFn: run, onSettled: () => client.invalidateQueries({ queryKey: USERS_KEY }) });
}
