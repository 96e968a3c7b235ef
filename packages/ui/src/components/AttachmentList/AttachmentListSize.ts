import { formatSize, type SizeUnit } from "@releve/domain";

const intlUnits: Record<SizeUnit, string> = {
  bytes: "byte",
  KB: "kilobyte",
  MB: "megabyte",
  GB: "gigabyte",
};

/**
 * A size in bytes as people read it, in `locale`: the unit is the largest that fits, in steps of
 * 1024, rounded to one decimal (the domain's `formatSize`, spec 02 §9), and its name comes from
 * `Intl.NumberFormat` ("1,5 Mo", "1.5 MB", "1,5 MB"). Bytes are spelled out ("512 octets"), since
 * their short form reads as a typo in English ("512 byte").
 */
export function formatFileSize(bytes: number, locale: string): string {
  const { value, unit } = formatSize(bytes);
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: intlUnits[unit],
    unitDisplay: unit === "bytes" ? "long" : "short",
    maximumFractionDigits: 1,
  }).format(value);
}
