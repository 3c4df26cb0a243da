import { createContext } from "react";

// The tables' data, apart from the tables: the docs template provides it on every doc, while the
// tables' code belongs only to the docs that show them.

type ErrorCode = { code: number; httpStatus: number; name: string; description: string };
type DeliveryCode = { code: number; status: string; description: string };
type Limit = { name: string; value: number; unit: string; description: string };
export type ApiTablesData = { errorCodes?: ErrorCode[]; deliveryCodes?: DeliveryCode[]; limits?: Limit[] };

export const ApiTablesContext = createContext<ApiTablesData>({});
