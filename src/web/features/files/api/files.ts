import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FileListAnswer, FileUse, FileView, FolderView } from "#shared/files/files-answers";
import { adminFetch } from "#web/lib/staff-session/admin-api";

export interface FileListParams {
  q?: string;
  folder?: string;
  kind?: "image" | "pdf";
  visibility?: "public" | "private";
  limit?: number;
  offset?: number;
  sort?: "name" | "createdAt" | "size";
  order?: "asc" | "desc";
}

export const FILES_KEY = ["admin-files"] as const;

/** GET /api/admin/files with only the parameters that differ from the server's defaults. */
export function fetchFiles(params: FileListParams): Promise<FileListAnswer> {
  const query = new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== "")
      .map(([k, v]) => [k, String(v)]),
  );
  const text = query.toString();
  return adminFetch<FileListAnswer>(`/api/admin/files${text ? `?${text}` : ""}`);
}
export const filesQuery = (params: FileListParams) =>
  queryOptions({ queryKey: [...FILES_KEY, params], queryFn: () => fetchFiles(params), placeholderData: keepPreviousData });
export const useFiles = (params: FileListParams, enabled = true) => useQuery({ ...filesQuery(params), enabled });

/** GET /api/admin/files/:id: the file and where it is used (a used file cannot be deleted). */
export const fetchFileDetail = (id: string) => adminFetch<{ file: FileView; uses: FileUse[] }>(`/api/admin/files/${id}`);
export const useFileDetail = (id: string | null) =>
  useQuery({ queryKey: [...FILES_KEY, "detail", id], queryFn: () => fetchFileDetail(id ?? ""), enabled: id !== null });

/** GET /api/admin/files/:id/link: the address to open (signed for 15 minutes when private). */
export const fetchFileLink = (id: string) => adminFetch<{ url: string; expiresAt: string | null }>(`/api/admin/files/${id}/link`);

export type FileWrite =
  | { action: "rename"; id: string; name: string }
  | { action: "move"; id: string; folderId: string | null }
  | { action: "visibility"; id: string; visibility: "public" | "private" }
  | { action: "delete"; id: string }
  | { action: "createFolder"; name: string; parentId: string | null }
  | { action: "renameFolder"; id: string; name: string }
  | { action: "deleteFolder"; id: string };

function send(write: FileWrite): Promise<FileView | FolderView | { id: string }> {
  switch (write.action) {
    case "rename":
      return adminFetch(`/api/admin/files/${write.id}`, { method: "PATCH", body: { name: write.name } });
    case "move":
      return adminFetch(`/api/admin/files/${write.id}/move`, { body: { folderId: write.folderId } });
    case "visibility":
      return adminFetch(`/api/admin/files/${write.id}/visibility`, { body: { visibility: write.visibility } });
    case "delete":
      return adminFetch(`/api/admin/files/${write.id}`, { method: "DELETE" });
    case "createFolder":
      return adminFetch("/api/admin/file-folders", { body: { name: write.name, parentId: write.parentId } });
    case "renameFolder":
      return adminFetch(`/api/admin/file-folders/${write.id}`, { method: "PATCH", body: { name: write.name } });
    case "deleteFolder":
      return adminFetch(`/api/admin/file-folders/${write.id}`, { method: "DELETE" });
  }
}

/** Every change in the file repository: one mutation; the lists are read again afterwards. */
export function useFileWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["admin-files", "write"],
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: FILES_KEY }),
  });
}
