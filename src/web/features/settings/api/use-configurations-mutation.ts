import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CONFIGURATIONS_KEY } from "./configurations";

/** A write on the configurations page: the page's data is read again afterwards, whether it worked or not. */
export function useConfigurationsMutation<T, R = unknown>(name: string, run: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationKey: ["configurations", name], mutationFn: run, onSettled: () => client.invalidateQueries({ queryKey: CONFIGURATIONS_KEY }) });
}
