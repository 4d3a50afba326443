import { wirePlainShell } from "./plain-shell";

/*
 * The /track pages without a live leg (the ended page, the friendly 404): no map to keep live, only
 * the site's header to make work (its phone menu above all), in a few hundred bytes.
 */
wirePlainShell();
