import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ComponentType, type ReactElement, type ReactNode } from "react";
import { queryClientForThisRender } from "./query-client";

/**
 * The query cache for what is below. Public pages do not render it in their first load: the
 * widgets and forms that read or write bring it in their own lazy chunk (withQueryProvider).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(queryClientForThisRender);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export function withQueryProvider<P extends object>(Component: ComponentType<P>): (props: P) => ReactElement {
  function WithQueryProvider(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  WithQueryProvider.displayName = `WithQueryProvider(${Component.displayName ?? Component.name})`;
  return WithQueryProvider;
}
