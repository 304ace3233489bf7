/** A file's size as Turkish readers write it: `512 B`, `34 KB`, `2,5 MB`. */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024)
    return `${new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 }).format(bytes / 1024)} KB`;
  return `${new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;
};
