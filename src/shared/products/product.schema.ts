import { z } from "zod";
import { PRODUCT_KINDS } from "./product-kinds";

export const productKindSchema = z.enum(PRODUCT_KINDS);
